import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { ErrorCode, Role } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { PasswordHasher, PasswordPolicy } from '../auth';
import { UsersRepository } from './users.repository';

/**
 * Seeds the first admin at every start, after migrations. It writes through the repository, not
 * services, so seeding pulls in no business logic (mail, sessions) it does not need.
 */
@Injectable()
export class AdminSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(PasswordPolicy) private readonly passwords: PasswordPolicy,
    @Inject(UsersRepository) private readonly users: UsersRepository,
  ) {}

  /** The admin account this start created, for the start banner (main.ts) to show once. */
  createdAdmin?: { email: string; password?: string };

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin((message) => this.logger.log(message));
  }

  /** Seeds the admin account once: from configuration, or with a generated password. */
  async ensureAdmin(log: (message: string) => void): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    // The configuration checks the length; the list is the policy's.
    if (adminPassword && this.passwords.isCommon(adminPassword)) {
      throw new Error('ADMIN_PASSWORD is one of the most common passwords: choose another one');
    }
    if (adminEmail) {
      const existing = await this.users.findByEmail(adminEmail);
      if (existing) {
        if (adminPassword && !(await this.hasher.verify(existing.passwordHash, adminPassword))) {
          existing.passwordHash = await this.hasher.hash(adminPassword);
        }
        existing.role = Role.Admin;
        existing.active = true;
        existing.emailVerifiedAt ??= new Date();
        await this.users.save(existing);
        return;
      }
    } else if (await this.users.hasActiveAdmin()) {
      return;
    }
    const email = adminEmail ?? 'admin@coverline.local';
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    try {
      await this.users.insert({
        email,
        role: Role.Admin,
        firstName: 'Admin',
        lastName: 'User',
        emailVerifiedAt: new Date(),
        passwordHash: await this.hasher.hash(password),
      });
    } catch (err) {
      // Another instance starting at the same moment created it first.
      if (err instanceof DomainException && err.code === ErrorCode.EmailTaken) return;
      throw err;
    }
    this.createdAdmin = { email, password: adminPassword ? undefined : password };
    log(`Created the admin account ${email}.`);
  }
}
