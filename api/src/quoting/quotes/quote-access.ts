/**
 * Who may see and change a quote, as the services ask it: loads what the rules of
 * `policy/read-access.ts` and `policy/edit-access.ts` need (the caller's client, whether the
 * client's email has an account) and raises their refusals.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Messages, ErrorCode } from '@coverline/contracts';
import type { Principal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { ClientsService, type Client } from '../../identity/clients';
import type { QuoteAggregate } from './dto/quote.dto';
import type { Application } from './entities/application.entity';
import { enforce } from './enforce';
import { editDecision, isGuestResumable, type EditScope } from './rules/edit-access';
import { readRefusal } from './rules/read-access';
import { QuotesRepository } from './quotes.repository';

@Injectable()
export class QuoteAccess {
  constructor(
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
  ) {}

  /**
   * The start of every change: locks the quote's row, checks the version the caller read
   * (`version` undefined skips that check), loads the quote and checks the caller may change
   * it, answering how much of it.
   */
  async lockForEdit(
    m: EntityManager,
    caller: Principal | undefined,
    id: string,
    version: number | undefined,
  ): Promise<{ quote: QuoteAggregate; scope: EditScope }> {
    const quote = await this.repo.lockAndLoad(m, id, version);
    return { quote, scope: this.assertCanEditQuote(caller, quote) };
  }

  /** `assertCanEdit` for a quote loaded whole: its load already asked about the email. */
  assertCanEditQuote(caller: Principal | undefined, quote: QuoteAggregate): EditScope {
    const { app } = quote;
    this.assertCanRead(caller, app, app.client);
    return this.decide(caller, app, app.client, quote.emailHasAccount);
  }

  assertCanRead(
    caller: Principal | undefined,
    app: Application,
    client: Client,
  ): asserts caller is Principal {
    if (!caller) throw new DomainException(ErrorCode.SignInRequired, Messages.unauthorized);
    enforce(
      readRefusal(caller, {
        id: app.id,
        agentId: app.agentId,
        callerIsItsClient: caller.kind === 'user' && this.clients.isOwnClient(caller, client),
        status: app.status,
        statusBeforeArchive: app.statusBeforeArchive,
      }),
    );
  }

  /** Whether the caller may change the quote now, and how much of it. */
  /** Inside a transaction, pass its manager: every read then runs on its connection. */
  async assertCanEdit(
    caller: Principal | undefined,
    app: Application,
    client: Client,
    m?: EntityManager,
  ): Promise<EditScope> {
    this.assertCanRead(caller, app, client);
    const emailHasAccount =
      caller.kind === 'guest' && (await this.clients.hasAccount(client.email, m));
    return this.decide(caller, app, client, emailHasAccount);
  }

  private decide(
    caller: Principal,
    app: Application,
    client: Client,
    emailHasAccount: boolean,
  ): EditScope {
    const decision = editDecision(caller, {
      status: app.status,
      locked: app.locked,
      guestResumable:
        caller.kind === 'guest' &&
        isGuestResumable(app, { userId: client.userId, emailHasAccount }),
    });
    if ('refusal' in decision) throw new DomainException(decision.refusal);
    return decision.scope;
  }

  /** Whether a visitor may resume the quote with a guest token (else they must sign up). */
  async isGuestResumable(app: Application, client: Client, m?: EntityManager): Promise<boolean> {
    return isGuestResumable(app, {
      userId: client.userId,
      emailHasAccount: await this.clients.hasAccount(client.email, m),
    });
  }
}
