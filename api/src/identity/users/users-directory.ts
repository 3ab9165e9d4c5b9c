import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Role } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import type { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';

/** What other modules may know of an account: who it is, its role, whether it is active. */
export type UserCard = Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'active'>;

/**
 * The accounts as other modules see them: found by id, the active admins, and an agent's
 * assignment to a client account. Reads take the caller's transaction when there is one.
 */
@Injectable()
export class UsersDirectory {
  constructor(@Inject(UsersRepository) private readonly users: UsersRepository) {}

  findById(id: string, manager?: EntityManager): Promise<UserCard | null> {
    return this.users.findById(id, manager);
  }

  findByIds(ids: string[], manager?: EntityManager): Promise<UserCard[]> {
    return this.users.findByIds(ids, manager);
  }

  /** The active admins, the longest-standing first. */
  activeAdmins(manager?: EntityManager): Promise<UserCard[]> {
    return this.users.activeAdmins(manager);
  }

  /** Refuses an id that is not an active agent's or admin's: only they serve clients. */
  async assertAssignable(agentId: string, manager?: EntityManager): Promise<void> {
    const agent = await this.users.findById(agentId, manager);
    if (!agent || (agent.role !== Role.Agent && agent.role !== Role.Admin)) {
      throw new DomainException(ErrorCode.AssigneeNotStaff);
    }
    if (!agent.active) throw new DomainException(ErrorCode.AssigneeDeactivated);
  }

  /** Assigns a client account to an agent (null: to none), in the caller's transaction. */
  setAssignedAgent(m: EntityManager, userId: string, agentId: string | null): Promise<void> {
    return this.users.setAssignedAgent(m, userId, agentId);
  }
}
