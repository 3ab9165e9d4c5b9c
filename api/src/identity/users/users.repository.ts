/**
 * User rows, read and written through intent-named methods: shared by the users service and the
 * seeds, so seeding needs no service (and none of the services it depends on).
 */
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Messages, Role } from '@coverline/contracts';
import { isUniqueViolation } from '../../common/database/pg-errors';
import { User } from './entities/user.entity';

async function emailTakenAs409<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictException(Messages.emailTaken);
    throw err;
  }
}

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
  insert(fields: NewUser, manager: EntityManager = this.users.manager): Promise<User> {
    return emailTakenAs409(
      manager.save(
        manager.create(User, { phone: null, ...fields, email: fields.email.toLowerCase() }),
      ),
    );
  }

  /** Saves the user; an email another user has is a 409. */
  save(user: User, manager: EntityManager = this.users.manager): Promise<User> {
    return emailTakenAs409(manager.save(user));
  }
}
