/**
 * The admin side of a quote: locking, archiving, setting any status and assigning the agent.
 * Each action runs in one transaction with the quote's row locked and the version checked, and
 * writes its audit record in that same transaction.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApplicationStatus, ErrorCode } from '@coverline/contracts';
import { AuditService, type AuditAction, type AuditSnapshot } from '../../platform/audit';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { ClientsService } from '../../identity/clients';
import { UsersDirectory } from '../../identity/users';
import { changeStatus, QuoteRecords, type Application } from '../quotes';

@Injectable()
export class QuoteAdminService {
  constructor(
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
  ) {}

  setLocked(
    actor: UserPrincipal,
    id: string,
    version: number,
    locked: boolean,
  ): Promise<Application> {
    return this.change(actor, id, version, locked ? 'lock' : 'unlock', (app) => {
      if (app.locked === locked) {
        throw new DomainException(
          ErrorCode.QuoteLockUnchanged,
          locked ? 'The quote is already locked' : 'The quote is not locked',
        );
      }
      const before = { locked: app.locked };
      app.locked = locked;
      return { before, after: { locked } };
    });
  }

  archive(actor: UserPrincipal, id: string, version: number): Promise<Application> {
    return this.moveTo(actor, id, version, 'archive', () => ApplicationStatus.Archive);
  }

  unarchive(actor: UserPrincipal, id: string, version: number): Promise<Application> {
    return this.moveTo(actor, id, version, 'unarchive', (app) => {
      // An archive without a remembered status predates the machine; In process is its start.
      if (app.status !== ApplicationStatus.Archive) {
        throw new DomainException(ErrorCode.QuoteNotArchived);
      }
      return app.statusBeforeArchive ?? ApplicationStatus.InProcess;
    });
  }

  setStatus(
    actor: UserPrincipal,
    id: string,
    version: number,
    status: ApplicationStatus,
  ): Promise<Application> {
    return this.moveTo(actor, id, version, 'setQuoteStatus', () => status);
  }

  /**
   * Assigns the agent to every application of the quote's client, and to the client's account
   * when there is one, as `users/update/{id}/agent-assigned` does for the account: an agent
   * serves a client, not one of its quotes.
   */
  assignAgent(
    actor: UserPrincipal,
    id: string,
    version: number,
    agentId: string | null,
  ): Promise<Application> {
    return this.change(actor, id, version, 'updateAgentAssigned', async (app, m) => {
      if (agentId !== null) await this.users.assertAssignable(agentId, m);
      const before = { agentId: app.agentId };
      await this.quotes.assignAgentToOthers(m, app, agentId);
      const client = await this.clients.findById(app.clientId, m);
      if (client?.userId) await this.users.setAssignedAgent(m, client.userId, agentId);
      app.agentId = agentId;
      return { before, after: { agentId }, targetUserId: client?.userId ?? null };
    });
  }

  /** A status change through the status machine's admin path, audited with before and after. */
  private moveTo(
    actor: UserPrincipal,
    id: string,
    version: number,
    action: AuditAction,
    target: (app: Application) => ApplicationStatus,
  ): Promise<Application> {
    return this.change(actor, id, version, action, (app) => {
      const before = { status: app.status, statusBeforeArchive: app.statusBeforeArchive };
      const next = changeStatus(app, target(app), { admin: true });
      if (!next) {
        throw new DomainException(
          ErrorCode.QuoteStatusUnchanged,
          `The quote is already ${app.status}`,
        );
      }
      Object.assign(app, next);
      return { before, after: { ...next } };
    });
  }

  private change(
    actor: UserPrincipal,
    id: string,
    version: number,
    action: AuditAction,
    apply: (
      app: Application,
      m: EntityManager,
    ) =>
      | Promise<{ before: AuditSnapshot; after: AuditSnapshot; targetUserId?: string | null }>
      | { before: AuditSnapshot; after: AuditSnapshot; targetUserId?: string | null },
  ): Promise<Application> {
    return this.quotes.transaction(async (m) => {
      await this.quotes.lockVersion(m, id, version);
      const app = await this.quotes.getApplication(m, id);
      const { before, after, targetUserId } = await apply(app, m);
      await this.quotes.saveApplication(m, app);
      await this.audit.record(m, actor, {
        action,
        applicationId: id,
        targetUserId: targetUserId ?? null,
        before,
        after,
      });
      return app;
    });
  }
}
