/**
 * The quote draft saved step by step (`saveForLater`): starting one as a visitor, client, agent
 * or admin, and saving changes to one under its version; the writes themselves are the draft
 * writer's.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { DeepPartial, EntityManager } from 'typeorm';
import { ApplicationStatus, Role, WizardStep, ErrorCode } from '@coverline/contracts';
import { TokenService, type IssuedToken } from '../../identity/auth';
import { BusinessService } from './business/business.service';
import { ClientsService, type Client } from '../../identity/clients';
import type { Principal, UserPrincipal } from '../../common/auth/principal';
import { withWriteBatch } from '../../common/database/write-batch';
import type { SaveQuoteDto } from './dto/quote-requests.dto';
import { mapQuote, type QuoteAggregate, type SavedQuoteDto } from './dto/quote.dto';
import { BusinessIdentifierService } from './business-identifier.service';
import { DraftWriter } from './draft-writer';
import type { Application } from './entities/application.entity';
import { blankApplicationAnswers } from './application-answers';
import { enforce } from './enforce';
import { effectiveDateOnlyRefusal } from './rules/edit-access';
import { nextVersion } from './rules/status-machine';
import { agentClientRefusal, emailMismatchRefusal } from './rules/quote-client';
import { QuoteAccess } from './quote-access';
import { QuoteResumeService } from './quote-resume.service';
import { QuotesRepository } from './quotes.repository';
import { ReferralLink } from './referral-link';
import { toQuoteSubmission } from './submission.mapper';
import { visitorStartMail } from './rules/visitor-start';
import { DomainException } from '../../common/errors/domain.exception';

/** A start's transaction: the quote it started, or the visitor's active quote to resume. */
type Started =
  | { resumeId: string }
  | { resumeId: null; quote: QuoteAggregate; guestToken: SavedQuoteDto['guestToken'] };

/**
 * What a visitor's new quote answers about its client: what the visitor typed, whoever else the
 * email's client record may hold (an account's owner, their name and phone). The answer is the
 * same whether or not the email belongs to an account.
 */
function visitorView(quote: SavedQuoteDto, dto: SaveQuoteDto): SavedQuoteDto {
  return {
    ...quote,
    client: {
      ...quote.client,
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      phone: dto.phone ?? null,
      hasAccount: false,
    },
  };
}

/** A new quote's row: in process, nothing answered yet, at its first version. */
export function newQuoteFields(
  fields: Pick<
    Application,
    'clientId' | 'coverageType' | 'active' | 'agentId' | 'createdByUserId' | 'step'
  >,
): DeepPartial<Application> {
  return {
    ...fields,
    status: ApplicationStatus.InProcess,
    statusBeforeArchive: null,
    locked: false,
    submittedAt: null,
    ...blankApplicationAnswers(),
    carriers: [],
    settings: {},
    payrollRepReferralToken: null,
    payrollRepReferralContext: null,
    ratingStartedAt: null,
    version: nextVersion(0),
  };
}

/** The fields of a save that are bookkeeping rather than a change of the submission. */
const NOT_SUBMISSION_FIELDS = new Set(['id', 'version', 'step', 'emailResumeLink']);

@Injectable()
export class QuoteDraftService {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(BusinessService) private readonly businesses: BusinessService,
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(QuoteResumeService) private readonly resume: QuoteResumeService,
    @Inject(DraftWriter) private readonly writer: DraftWriter,
    @Inject(BusinessIdentifierService) private readonly identifiers: BusinessIdentifierService,
    @Inject(ReferralLink) private readonly referrals: ReferralLink,
  ) {}

  /** `clientAddress`: the caller's network address, for the limit on the mails a save causes. */
  saveForLater(
    caller: Principal | undefined,
    dto: SaveQuoteDto,
    clientAddress?: string,
  ): Promise<SavedQuoteDto> {
    return dto.id
      ? this.update(caller, dto.id, dto, clientAddress)
      : this.start(caller, dto, clientAddress);
  }

  /**
   * Starts a quote. A visitor gets a guest token scoped to it, and the email a mail: a resume
   * link, or for an account's email a notice to sign in (the answer is the same either way); a
   * visitor whose email already has an active quote for the coverage must resume it by email.
   * Every visitor's start mails, so it counts against the mail rate limit first.
   */
  private async start(
    caller: Principal | undefined,
    dto: SaveQuoteDto,
    clientAddress: string | undefined,
  ): Promise<SavedQuoteDto> {
    const coverage = dto.coverageType;
    if (!coverage)
      throw new DomainException(ErrorCode.QuoteDetailRequired, 'coverageType is required.');
    const visitor = !caller || caller.kind === 'guest';
    const user = caller?.kind === 'user' ? caller : undefined;
    if (visitor || user?.role !== Role.Client) {
      if (!dto.email)
        throw new DomainException(ErrorCode.QuoteDetailRequired, 'email is required.');
    }

    if (visitor) {
      // A visitor names no business on file: they would read it back through the new quote.
      if (dto.businessId) {
        throw new DomainException(
          ErrorCode.BusinessNotOfClient,
          'businessId must be a business of this client',
        );
      }
      await this.resume.countMail(clientAddress, dto.email!);
    }

    const started: Started = await this.repo.transaction(async (m): Promise<Started> => {
      let emailHasAccount = false;
      if (visitor) {
        const state = await this.resume.visitorStartState(m, dto.email!, coverage);
        if (state.activeId) return { resumeId: state.activeId };
        emailHasAccount = state.hasAccount;
      }
      const { client, created } = await this.clientFor(m, user, dto, visitor);
      let agentId: string | null = null;
      if (user?.role === Role.Agent) {
        enforce(
          agentClientRefusal(user.userId, {
            created,
            hasAccount: client.userId !== null,
            agents: await this.clients.agentsOf(client.id, m),
          }),
        );
        await this.identifiers.assertIdentifierFree(user, client.id, dto, m);
        agentId = user.userId;
      }
      // A visitor's quote is of a new business (a business on file was refused above).
      const business = visitor
        ? null
        : dto.businessId
          ? await this.ownBusiness(m, client, dto.businessId)
          : await this.businesses.create(m, client.id);
      // A visitor's start has looked for an active quote of the email's client: there is none.
      const hasActive = !visitor && (await this.repo.findActive(client.id, coverage, m)) !== null;
      const fields = newQuoteFields({
        clientId: client.id,
        coverageType: coverage,
        // Another active quote for the product stays the one until this one is submitted.
        active: !hasActive,
        agentId,
        createdByUserId: user?.userId ?? null,
        step: dto.step ?? WizardStep.Coverage,
      });
      let loaded: QuoteAggregate;
      if (business) {
        const app = await this.repo.insertApplication(m, { ...fields, businessId: business.id });
        loaded = await this.repo.load(app.id, m);
      } else {
        // A new business, and the start knows whether the email has an account: the quote is
        // answered from what was inserted, without reading it back.
        const businessFields = this.businesses.newFields(client.id);
        loaded = await this.repo.insertNew(m, client, businessFields, fields, emailHasAccount);
      }
      await this.writer.apply(m, loaded, dto, { updateContact: !visitor });
      await this.repo.saveStartedApplication(m, loaded.app);
      // A quote started from a referral's mailed link is the referred one.
      if (dto.payrollRepReferralToken) {
        await this.referrals.attachNewQuote(m, loaded.app.id, dto.payrollRepReferralToken);
      }
      let token: IssuedToken | undefined;
      if (visitor) {
        token = this.tokens.signGuest(loaded.app.id);
        if (visitorStartMail(emailHasAccount) === 'resume-link') {
          await this.resume.sendResumeLink(m, loaded, token.access_token);
        } else {
          await this.resume.sendSignInNotice(m, loaded);
        }
      }
      return { resumeId: null, quote: loaded, guestToken: token };
    });
    if (started.resumeId !== null) return this.resume.emailResumeOrRegistration(started.resumeId);
    const { quote, guestToken } = started;
    const answer = { ...mapQuote(quote), ...(guestToken ? { guestToken } : {}) };
    return visitor ? visitorView(answer, dto) : answer;
  }

  /**
   * The client a new quote is for: the signed-in client, or the client with the given email
   * (`created` when this start made its record).
   */
  private async clientFor(
    m: EntityManager,
    user: UserPrincipal | undefined,
    dto: SaveQuoteDto,
    visitor: boolean,
  ): Promise<{ client: Client; created: boolean }> {
    if (user?.role === Role.Client) {
      const own = await this.clients.forUser(m, user);
      enforce(emailMismatchRefusal(dto.email, own.email));
      return { client: own, created: false };
    }
    return this.clients.findOrCreateNoting(m, dto.email!, {
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      phone: dto.phone ?? null,
      // A visitor's record is written in the language they quote in; staff quote in English.
      language: visitor ? (dto.language ?? 'en') : 'en',
    });
  }

  private async ownBusiness(m: EntityManager, client: Client, businessId: string) {
    const business = await this.businesses.load(m, businessId).catch(() => null);
    if (!business || business.clientId !== client.id) {
      throw new DomainException(
        ErrorCode.BusinessNotOfClient,
        'businessId must be a business of this client',
      );
    }
    return business;
  }

  private async update(
    caller: Principal | undefined,
    id: string,
    dto: SaveQuoteDto,
    clientAddress: string | undefined,
  ): Promise<SavedQuoteDto> {
    // Without a token the quote can only be resumed through the link sent to its email.
    if (!caller) {
      if (!(await this.repo.exists(id))) throw new DomainException(ErrorCode.QuoteNotFound);
      return this.resume.emailResumeOrRegistration(id, { clientAddress });
    }
    if (dto.version === undefined)
      throw new DomainException(ErrorCode.QuoteDetailRequired, 'version is required with id.');
    const quote = await this.repo.transaction(async (m) => {
      const { quote: loaded, scope } = await this.access.lockForEdit(m, caller, id, dto.version);
      const { app } = loaded;
      enforce(emailMismatchRefusal(dto.email, app.client.email));
      if (dto.coverageType && dto.coverageType !== app.coverageType) {
        throw new DomainException(
          ErrorCode.QuoteDetailFixed,
          'coverageType of a quote cannot change',
        );
      }
      if (dto.businessId && dto.businessId !== app.businessId) {
        throw new DomainException(
          ErrorCode.QuoteDetailFixed,
          'businessId of a quote cannot change',
        );
      }
      const changed = Object.entries(dto)
        .filter(([k, v]) => v !== undefined && !NOT_SUBMISSION_FIELDS.has(k))
        .map(([k]) => k);
      enforce(effectiveDateOnlyRefusal(scope, changed));
      if (caller.kind === 'user' && caller.role === Role.Agent) {
        await this.identifiers.assertIdentifierFree(caller, app.clientId, dto, m);
      }
      const before = JSON.stringify(toQuoteSubmission(loaded));
      // The save's writes (contact, business, lists, the quote's row) go out together, with
      // the COMMIT.
      await withWriteBatch(
        m,
        async () => {
          await this.writer.apply(m, loaded, dto, { updateContact: true });
          if (JSON.stringify(toQuoteSubmission(loaded)) !== before) {
            await this.repo.markSubmissionChanged(m, loaded);
          }
          if (caller.kind === 'guest' && dto.emailResumeLink) {
            await this.resume.countMail(clientAddress, app.client.email);
            await this.resume.sendResumeLink(m, loaded, this.tokens.signGuest(id).access_token);
          }
          await this.repo.saveApplication(m, loaded.app);
        },
        { untilCommit: true },
      );
      return loaded;
    });
    return mapQuote(quote);
  }
}
