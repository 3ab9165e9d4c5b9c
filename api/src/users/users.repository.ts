/**
 * User rows, read and written through intent-named methods: shared by the users service and the
 * seeds, so seeding needs no service (and none of the services it depends on).
 */
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Messages, Role } from '@coverline/contracts';
import { User } from './entities/user.entity';

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

export type NewUser = Pick<User, 'email' | 'role' | 'firstName' | 'lastName' | 'passwordHash'> &
  Partial<User>;

@Injectable()
export class UsersRepository {
  private readonly users: Repository<User>;

  constructor(@InjectDataSource() db: DataSource) {
    this.users = db.getRepository(User);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  hasActiveAdmin(): Promise<boolean> {
    return this.users.exists({ where: { role: Role.Admin, active: true } });
  }

  /** Inserts a user with the email lower-cased; a taken email is a 409. */
  async insert(fields: NewUser, manager: EntityManager = this.users.manager): Promise<User> {
    try {
      return await manager.save(
        manager.create(User, { phone: null, ...fields, email: fields.email.toLowerCase() }),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictException(Messages.emailTaken);
      throw err;
    }
  }

  save(user: User): Promise<User> {
    return this.users.save(user);
  }
}
