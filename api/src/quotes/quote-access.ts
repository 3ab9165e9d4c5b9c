import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  ApplicationStatus,
  EFFECTIVE_DATE_ONLY_STATUSES,
  ErrorCode,
  Messages,
  Role,
  SUBMISSION_EDITABLE_STATUSES,
} from '@coverline/contracts';
import type { Principal } from '../common/auth/principal';
import { DomainException } from '../common/errors/domain.exception';
import { ClientsService } from '../clients/clients.service';
import type { Client } from '../clients/entities/client.entity';
import type { Application } from './entities/application.entity';

/** What a caller may change on a quote they may edit. */
export type EditScope = 'everything' | 'effectiveDateOnly';

/**
 * Who may see and change a quote. Guests their one quote, clients their own, agents the quotes
 * assigned to them, admins every quote; the refusals carry the catalogue's codes.
 */
@Injectable()
export class QuoteAccess {
  constructor(@Inject(ClientsService) private readonly clients: ClientsService) {}

  assertCanRead(caller: Principal | undefined, app: Application, client: Client): void {
    if (!caller) throw new UnauthorizedException(Messages.unauthorized);
    if (caller.kind === 'guest') {
      if (caller.quoteId !== app.id) throw new DomainException(ErrorCode.NotYourQuote);
      return;
    }
    switch (caller.role) {
      case Role.Admin:
        return;
      case Role.Client:
        if (!this.clients.isOwnClient(caller, client)) {
          throw new DomainException(ErrorCode.NotYourQuote);
        }
        return;
      case Role.Agent:
        if (app.agentId === caller.userId) return;
        throw new DomainException(
          app.agentId === null ? ErrorCode.NotYourQuote : ErrorCode.NotYourClient,
        );
    }
  }

  /**
   * Whether the caller may change the quote now, and how much of it. Admins may change any
   * quote; completed and bound quotes are closed to everyone else, locked and archived ones
   * to all but admins, and a guest loses the quote to the account once the client signs up.
   */
  async assertCanEdit(
    caller: Principal | undefined,
    app: Application,
    client: Client,
  ): Promise<EditScope> {
    this.assertCanRead(caller, app, client);
    const isGuest = caller?.kind === 'guest';
    if (caller?.kind === 'user' && caller.role === Role.Admin) return 'everything';
    if (app.status === ApplicationStatus.Completed) {
      throw new DomainException(ErrorCode.QuoteCompleted);
    }
    if (app.status === ApplicationStatus.Bound) throw new DomainException(ErrorCode.QuoteBound);
    const notModifiable = isGuest ? ErrorCode.NotGuestEditable : ErrorCode.NotClientModifiable;
    if (app.locked || app.status === ApplicationStatus.Archive) {
      throw new DomainException(notModifiable);
    }
    if (isGuest) {
      if (!(await this.isGuestResumable(app, client))) {
        throw new DomainException(ErrorCode.NotGuestEditable);
      }
    }
    return EFFECTIVE_DATE_ONLY_STATUSES.includes(app.status) ? 'effectiveDateOnly' : 'everything';
  }

  /** Whether a visitor may resume the quote with a guest token (else they must sign up). */
  async isGuestResumable(app: Application, client: Client): Promise<boolean> {
    return (
      !app.locked &&
      SUBMISSION_EDITABLE_STATUSES.includes(app.status) &&
      client.userId === null &&
      !(await this.clients.hasAccount(client.email))
    );
  }
}
