import {
  BadRequestException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not } from 'typeorm';
import {
  addDaysIso,
  addYearsIso,
  ApplicationStatus,
  Bindability,
  CYBER_LIMITS_CENTS,
  CYBER_RETENTIONS_CENTS,
  GL_LIMITS,
  PROPERTY_DEDUCTIBLES_CENTS,
  CarrierSyncStatus,
  ErrorCode,
  Limits,
  Messages,
  RatingState,
  Role,
  sectionsErasedByGoingBack,
  SUBMITTABLE_STATUSES,
  checkFein,
  validateQuoteStep,
  validateSubmission,
  WizardStep,
  type CoverageType,
  type ErasableSection,
  type FieldError,
} from '@coverline/contracts';
import { TokenService } from '../auth/token.service';
import { BusinessService } from '../business/business.service';
import { ClientsService } from '../clients/clients.service';
import { Client } from '../clients/entities/client.entity';
import type { Principal, UserPrincipal } from '../common/auth/principal';
import { DomainException } from '../common/errors/domain.exception';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import type {
  AddClassCodeDto,
  ProcessBusinessIdentifierDto,
  SaveQuoteDto,
  SendFormDto,
  SetQuoteSelectedDto,
  ValidateFormDto,
} from './dto/quote-requests.dto';
import {
  mapQuote,
  type BusinessIdentifierDto,
  type FormValidationDto,
  type LineOptionsDto,
  type QuoteDataDto,
  type QuoteAggregate,
  type QuoteDto,
  type SavedQuoteDto,
} from './dto/quote.dto';
import type { ClassCodeDto, SubmissionDto } from './dto/submission.dto';
import { ApplicationClassCode } from './entities/application-class-code.entity';
import { Application } from './entities/application.entity';
import { QuoteAccess } from './quote-access';
import { QuotesRepository } from './quotes.repository';
import { ReferenceLookups } from './reference-lookups';
import { toQuoteSubmission } from './submission.mapper';

const COVERAGE_LABELS: Record<CoverageType, string> = {
  wc: 'workers compensation',
  gl: 'general liability',
  bop: "business owner's policy",
  cyber: 'cyber liability',
};

/** The fields of a save that are bookkeeping rather than a change of the submission. */
const NOT_SUBMISSION_FIELDS = new Set(['id', 'version', 'step', 'emailResumeLink']);

/** Application fields a save copies as they come; null clears them. */
const APPLICATION_FIELDS = [
  'employersLiabilityLevel',
  'waiverOfSubrogation',
  'glLimit',
  'propertyDeductibleCents',
  'blanketAdditionalInsured',
  'cyberLimitCents',
  'cyberRetentionCents',
  'payrollRepReferralToken',
  'payrollRepReferralContext',
] as const;

const ANSWER_FIELDS = [
  'payrollAnswers',
  'underwritingAnswers',
  'ownerAnswers',
  'propertyAnswers',
  'cyberAnswers',
] as const;

/** Submitting judges backdating on its own (1219), so the field rule must not stop it first. */
const UNLIMITED_BACKDATING_DAYS = 36_500;

export const today = () => new Date().toISOString().slice(0, 10);

/** The field errors of a validation, as the readable lines of a 400 answer. */
export const errorLines = (errors: FieldError[]) => errors.map((e) => `${e.field}: ${e.message}`);

/**
 * The quote draft's lifecycle: start (as a visitor, client, agent or admin), save step by step,
 * validate, submit, select a carrier quote.
 */
@Injectable()
export class QuotesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(BusinessService) private readonly businesses: BusinessService,
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(ReferenceLookups) private readonly refs: ReferenceLookups,
  ) {}

  /** Loads a quote the caller may see; a guest asking for another quote learns nothing of it. */
  async read(caller: Principal | undefined, id: string): Promise<QuoteAggregate> {
    if (caller?.kind === 'guest' && caller.quoteId !== id) {
      throw new DomainException(ErrorCode.NotYourQuote);
    }
    const quote = await this.repo.load(id);
    this.access.assertCanRead(caller, quote.app, quote.app.client);
    return quote;
  }

  async getQuote(caller: Principal | undefined, id: string): Promise<QuoteDto> {
    return mapQuote(await this.read(caller, id));
  }

  /**
   * A line's quote with the options its forms offer: the quote named, or else the caller's
   * active quote for the line (1209 when there is none).
   */
  async quoteData(
    caller: Principal,
    line: CoverageType,
    quoteId: string | undefined,
  ): Promise<QuoteDataDto> {
    const id = quoteId ?? (await this.activeQuoteId(caller, line));
    if (!id) throw new DomainException(ErrorCode.NoActiveQuoteForCoverage);
    const quote = await this.read(caller, id);
    if (quote.app.coverageType !== line) {
      throw new BadRequestException([`This quote is for ${quote.app.coverageType}, not ${line}`]);
    }
    const carriers = (await this.refs.carriersFor(line)).map((c) => c.name);
    return { quote: mapQuote(quote), options: lineOptions(line, carriers) };
  }

  private async activeQuoteId(caller: Principal, line: CoverageType): Promise<string | null> {
    const m = this.db.manager;
    if (caller.kind === 'guest') {
      const app = await m.findOneBy(Application, { id: caller.quoteId });
      return app && app.coverageType === line && app.active ? app.id : null;
    }
    if (caller.role === Role.Client) {
      const client = await this.db.transaction((tx) => this.clients.forUser(tx, caller));
      const app = await m.findOneBy(Application, {
        clientId: client.id,
        coverageType: line,
        active: true,
      });
      return app?.id ?? null;
    }
    const app = await m.findOne(Application, {
      where: { agentId: caller.userId, coverageType: line, active: true },
      order: { updatedAt: 'DESC' },
    });
    return app?.id ?? null;
  }

  saveForLater(caller: Principal | undefined, dto: SaveQuoteDto): Promise<SavedQuoteDto> {
    return dto.id ? this.update(caller, dto.id, dto) : this.start(caller, dto);
  }

  /**
   * Starts a quote. A visitor gets a guest token scoped to it and an emailed resume link; a
   * visitor whose email already has an active quote for the coverage must resume it by email.
   */
  private async start(caller: Principal | undefined, dto: SaveQuoteDto): Promise<SavedQuoteDto> {
    const coverage = dto.coverageType;
    if (!coverage) throw new BadRequestException(['coverageType is required']);
    const visitor = !caller || caller.kind === 'guest';
    const user = caller?.kind === 'user' ? caller : undefined;
    if (visitor || user?.role !== Role.Client) {
      if (!dto.email) throw new BadRequestException(['email is required']);
    }
    if (visitor) await this.assertVisitorMayStart(dto.email!, coverage);

    const { quote, guestToken } = await this.db.transaction(async (m) => {
      const client = await this.clientFor(m, user, dto);
      let agentId: string | null = null;
      if (user?.role === Role.Agent) {
        const agents = await this.clients.agentsOf(client.id, m);
        if (agents.some((a) => a !== user.userId)) {
          throw new DomainException(ErrorCode.NotYourClient);
        }
        await this.assertIdentifierFree(m, user, client.id, dto);
        agentId = user.userId;
      }
      const business = dto.businessId
        ? await this.ownBusiness(m, client, dto.businessId)
        : await this.businesses.create(m, client.id);
      const hasActive = await m.exists(Application, {
        where: { clientId: client.id, coverageType: coverage, active: true },
      });
      const app = await m.save(
        m.create(Application, {
          clientId: client.id,
          businessId: business.id,
          coverageType: coverage,
          status: ApplicationStatus.InProcess,
          statusBeforeArchive: null,
          // Another active quote for the product stays the one until this one is submitted.
          active: !hasActive,
          agentId,
          createdByUserId: user?.userId ?? null,
          locked: false,
          step: dto.step ?? WizardStep.Coverage,
          effectiveDate: null,
          expirationDate: null,
          submittedAt: null,
          employersLiabilityLevel: null,
          waiverOfSubrogation: null,
          glLimit: null,
          propertyDeductibleCents: null,
          blanketAdditionalInsured: null,
          cyberLimitCents: null,
          cyberRetentionCents: null,
          payrollAnswers: {},
          underwritingAnswers: {},
          ownerAnswers: {},
          propertyAnswers: {},
          cyberAnswers: {},
          carriers: [],
          settings: {},
          selectedCarrierQuoteId: null,
          payrollRepReferralToken: null,
          payrollRepReferralContext: null,
          ratingStartedAt: null,
          version: 0,
        }),
      );
      const loaded = await this.repo.load(app.id, m);
      await this.apply(m, loaded, dto, { updateContact: !visitor });
      await this.repo.saveApplication(m, loaded.app);
      let token: SavedQuoteDto['guestToken'];
      if (visitor) {
        token = this.tokens.signGuest(app.id);
        await this.sendResumeLink(m, loaded, token.access_token);
      }
      return { quote: loaded, guestToken: token };
    });
    return { ...mapQuote(quote), ...(guestToken ? { guestToken } : {}) };
  }

  /** The client a new quote is for: the signed-in client, or the client with the given email. */
  private async clientFor(
    m: EntityManager,
    user: UserPrincipal | undefined,
    dto: SubmissionDto,
  ): Promise<Client> {
    if (user?.role === Role.Client) {
      const own = await this.clients.forUser(m, user);
      if (dto.email && dto.email !== own.email) {
        throw new DomainException(ErrorCode.QuoteEmailMismatch);
      }
      return own;
    }
    return this.clients.findOrCreate(m, dto.email!, {
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      phone: dto.phone ?? null,
    });
  }

  private async ownBusiness(m: EntityManager, client: Client, businessId: string) {
    const business = await this.businesses.load(m, businessId).catch(() => null);
    if (!business || business.clientId !== client.id) {
      throw new BadRequestException(['businessId must be a business of this client']);
    }
    return business;
  }

  /**
   * A visitor may start a quote unless the email belongs to an account (1201) or already has
   * an active quote for the coverage: then the quote's owner gets a link by email, to resume
   * it (1207) or, when it can no longer be changed without an account, to sign up (1208).
   */
  private async assertVisitorMayStart(email: string, coverage: CoverageType): Promise<void> {
    if (await this.clients.hasAccount(email)) throw new DomainException(ErrorCode.UserConflict);
    const client = await this.clients.findByEmail(email);
    if (!client) return;
    const active = await this.db.manager.findOneBy(Application, {
      clientId: client.id,
      coverageType: coverage,
      active: true,
    });
    if (!active) return;
    await this.emailResumeOrRegistration(active.id);
  }

  /** Emails the quote's owner the way back in, then refuses the call with 1207 or 1208. */
  private async emailResumeOrRegistration(id: string): Promise<never> {
    const quote = await this.repo.load(id);
    const { app } = quote;
    const resumable = await this.access.isGuestResumable(app, app.client);
    await this.db.transaction(async (m) => {
      if (resumable) {
        await this.sendResumeLink(m, quote, this.tokens.signGuest(app.id).access_token);
      } else {
        const url = new URL('/register', this.config.publicUrl);
        url.searchParams.set('email', app.client.email);
        url.searchParams.set('quoteId', app.id);
        await this.mail.enqueue(m, app.client.email, 'quote-registration', {
          firstName: app.client.firstName,
          coverage: COVERAGE_LABELS[app.coverageType],
          registerUrl: url.toString(),
        });
      }
    });
    throw new DomainException(
      resumable ? ErrorCode.GuestTokenRequiredResume : ErrorCode.GuestTokenRequiredRegistration,
    );
  }

  private async sendResumeLink(m: EntityManager, quote: QuoteAggregate, guestToken: string) {
    const url = new URL('/quotation', this.config.publicUrl);
    url.searchParams.set('quoteId', quote.app.id);
    url.searchParams.set('guestToken', guestToken);
    await this.mail.enqueue(m, quote.app.client.email, 'quote-resume', {
      firstName: quote.app.client.firstName,
      coverage: COVERAGE_LABELS[quote.app.coverageType],
      resumeUrl: url.toString(),
      expiresInDays: Math.round(Limits.guestTokenTtlSeconds / 86_400),
    });
  }

  private async update(
    caller: Principal | undefined,
    id: string,
    dto: SaveQuoteDto,
  ): Promise<SavedQuoteDto> {
    // Without a token the quote can only be resumed through the link sent to its email.
    if (!caller) {
      const exists = await this.db.manager.existsBy(Application, { id });
      if (!exists) throw new NotFoundException('Quote not found');
      return this.emailResumeOrRegistration(id);
    }
    if (dto.version === undefined) throw new BadRequestException(['version is required with id']);
    const quote = await this.db.transaction(async (m) => {
      await this.repo.lockVersion(m, id, dto.version);
      const loaded = await this.repo.load(id, m);
      const { app } = loaded;
      const scope = await this.access.assertCanEdit(caller, app, app.client);
      if (dto.email && dto.email !== app.client.email) {
        throw new DomainException(ErrorCode.QuoteEmailMismatch);
      }
      if (dto.coverageType && dto.coverageType !== app.coverageType) {
        throw new BadRequestException(['coverageType of a quote cannot change']);
      }
      if (dto.businessId && dto.businessId !== app.businessId) {
        throw new BadRequestException(['businessId of a quote cannot change']);
      }
      if (scope === 'effectiveDateOnly') {
        const other = Object.entries(dto).filter(
          ([k, v]) => v !== undefined && !NOT_SUBMISSION_FIELDS.has(k) && k !== 'effectiveDate',
        );
        if (other.length > 0) throw new DomainException(ErrorCode.OnlyEffectiveDateModifiable);
      }
      if (caller.kind === 'user' && caller.role === Role.Agent) {
        await this.assertIdentifierFree(m, caller, app.clientId, dto);
      }
      const before = JSON.stringify(toQuoteSubmission(loaded));
      await this.apply(m, loaded, dto, { updateContact: true });
      if (JSON.stringify(toQuoteSubmission(loaded)) !== before) {
        await this.markSubmissionChanged(m, loaded);
      }
      if (caller.kind === 'guest' && dto.emailResumeLink) {
        await this.sendResumeLink(m, loaded, this.tokens.signGuest(id).access_token);
      }
      await this.repo.saveApplication(m, loaded.app);
      return loaded;
    });
    return mapQuote(quote);
  }

  /** Carrier quotes of every line rated from this business no longer match the submission. */
  private async markSubmissionChanged(m: EntityManager, quote: QuoteAggregate): Promise<void> {
    const siblings = await m.find(Application, {
      select: { id: true },
      where: { businessId: quote.app.businessId },
    });
    await this.repo.markOutOfSync(
      m,
      siblings.map((s) => s.id),
    );
    for (const cq of quote.carrierQuotes) {
      if (cq.syncStatus === CarrierSyncStatus.UpToDate) cq.syncStatus = CarrierSyncStatus.OutOfSync;
    }
  }

  /** Writes a save into the quote: contact, business, lists, answers, then any erasing. */
  private async apply(
    m: EntityManager,
    quote: QuoteAggregate,
    dto: SaveQuoteDto,
    options: { updateContact: boolean },
  ): Promise<void> {
    const { app } = quote;
    const { client, business } = app;
    if (dto.reset) await this.reset(m, quote);

    if (options.updateContact || client.firstName === null) {
      const contact: Partial<Client> = {};
      if (dto.firstName !== undefined) contact.firstName = dto.firstName;
      if (dto.lastName !== undefined) contact.lastName = dto.lastName;
      if (dto.phone !== undefined) contact.phone = dto.phone;
      if (Object.keys(contact).length > 0) {
        await m.update(Client, { id: client.id }, contact);
        Object.assign(client, contact);
      }
    }

    this.businesses.applyFields(business, dto);
    await this.businesses.saveFields(m, business);
    if (dto.locations) await this.businesses.replaceLocations(m, business, dto.locations);
    if (dto.owners) await this.businesses.replaceOwners(m, business, dto.owners);
    if (dto.claims) await this.businesses.replaceClaims(m, business, dto.claims);
    quote.fein = this.businesses.fein(business);

    const target = app as unknown as Record<string, unknown>;
    for (const field of APPLICATION_FIELDS) {
      if (dto[field] !== undefined) target[field] = dto[field];
    }
    for (const field of ANSWER_FIELDS) {
      if (dto[field] !== undefined) app[field] = dto[field] ?? {};
    }
    if (dto.effectiveDate !== undefined) {
      app.effectiveDate = dto.effectiveDate;
      app.expirationDate = dto.effectiveDate ? addYearsIso(dto.effectiveDate, 1) : null;
    }
    if (dto.carriers !== undefined) app.carriers = dto.carriers;
    if (dto.settings !== undefined) app.settings = dto.settings;
    if (dto.wcClassCodes) await this.replaceClassCodes(m, quote, dto.wcClassCodes);

    if (dto.step) {
      for (const section of sectionsErasedByGoingBack(dto.step, app.step)) {
        await this.erase(m, quote, section);
      }
      app.step = dto.step;
    }
  }

  /** Going back in the wizard erases what the later steps collected. */
  private async erase(m: EntityManager, quote: QuoteAggregate, section: ErasableSection) {
    const { app } = quote;
    switch (section) {
      case 'locations':
        return this.businesses.eraseLocations(m, app.business);
      case 'payroll':
        await m.update(
          ApplicationClassCode,
          { applicationId: app.id },
          { payrollCents: null, fullTimeEmployees: null, partTimeEmployees: null },
        );
        for (const c of quote.classCodes) {
          Object.assign(c, {
            payrollCents: null,
            fullTimeEmployees: null,
            partTimeEmployees: null,
          });
        }
        app.payrollAnswers = {};
        return;
      case 'underwriting':
        app.underwritingAnswers = {};
        return;
      case 'owners':
        app.ownerAnswers = {};
        return this.businesses.eraseOwners(m, app.business);
      case 'property':
        app.propertyAnswers = {};
        app.propertyDeductibleCents = null;
        return this.businesses.erasePropertyCoverage(m, app.business);
    }
  }

  /**
   * Starts the wizard over. Kept: the carriers chosen, the contact, the business's identity
   * (legal name, DBA, FEIN) and the client's notes, which live with the client.
   */
  private async reset(m: EntityManager, quote: QuoteAggregate): Promise<void> {
    const { app } = quote;
    await this.businesses.resetKeepingIdentity(m, app.business);
    await m.delete(ApplicationClassCode, { applicationId: app.id });
    quote.classCodes = [];
    Object.assign(app, {
      step: WizardStep.Coverage,
      effectiveDate: null,
      expirationDate: null,
      employersLiabilityLevel: null,
      waiverOfSubrogation: null,
      glLimit: null,
      propertyDeductibleCents: null,
      blanketAdditionalInsured: null,
      cyberLimitCents: null,
      cyberRetentionCents: null,
      payrollAnswers: {},
      underwritingAnswers: {},
      ownerAnswers: {},
      propertyAnswers: {},
      cyberAnswers: {},
      selectedCarrierQuoteId: null,
    });
  }

  private async replaceClassCodes(m: EntityManager, quote: QuoteAggregate, codes: ClassCodeDto[]) {
    const seen = new Set<string>();
    for (const c of codes) {
      const key = `${c.state}|${c.classCode}`;
      if (seen.has(key)) {
        throw new BadRequestException([`wcClassCodes lists ${c.classCode} in ${c.state} twice`]);
      }
      seen.add(key);
    }
    const existing = new Map(quote.classCodes.map((c) => [c.id, c]));
    await m.delete(ApplicationClassCode, { applicationId: quote.app.id });
    quote.classCodes = await m.save(
      codes.map((dto, position) => {
        const kept = dto.id ? existing.get(dto.id) : undefined;
        return m.create(ApplicationClassCode, {
          ...(kept ? { id: kept.id } : {}),
          applicationId: quote.app.id,
          position,
          state: dto.state,
          classCode: dto.classCode,
          description: dto.description ?? kept?.description ?? null,
          payrollCents: dto.payrollCents ?? null,
          fullTimeEmployees: dto.fullTimeEmployees ?? null,
          partTimeEmployees: dto.partTimeEmployees ?? null,
          source: kept?.source ?? 'manual',
        });
      }),
    );
  }

  /** One wizard step checked on the server, with the same rules the app shows. */
  async validateForm(dto: ValidateFormDto): Promise<FormValidationDto> {
    const coverage = dto.coverageType;
    const maxBackdatedDays = coverage ? await this.refs.maxInitialBackdatedDays(coverage) : 0;
    const errors = validateQuoteStep(dto.step, toSubmissionInput(dto), {
      today: today(),
      maxBackdatedDays,
    });
    return { valid: errors.length === 0, errors };
  }

  /**
   * Submits the quote: every step of the coverage must be complete, the effective date within
   * what the carriers accept (1219), and the quote becomes the only active one for its client
   * and product.
   */
  async sendForm(caller: Principal | undefined, dto: SendFormDto): Promise<QuoteDto> {
    const quote = await this.db.transaction(async (m) => {
      await this.repo.lockVersion(m, dto.id, dto.version);
      const loaded = await this.repo.load(dto.id, m);
      const { app } = loaded;
      await this.access.assertCanEdit(caller, app, app.client);
      if (!SUBMITTABLE_STATUSES.includes(app.status)) {
        throw new DomainException(ErrorCode.StatusNotSubmittable);
      }
      const errors = validateSubmission(toQuoteSubmission(loaded), {
        today: today(),
        maxBackdatedDays: UNLIMITED_BACKDATING_DAYS,
      });
      if (errors.length > 0) throw new BadRequestException(errorLines(errors));
      const backdatedDays = await this.refs.maxInitialBackdatedDays(app.coverageType);
      if (app.effectiveDate! < addDaysIso(today(), -backdatedDays)) {
        throw new DomainException(ErrorCode.InitialEffectiveDateExpired);
      }
      await m.update(
        Application,
        {
          clientId: app.clientId,
          coverageType: app.coverageType,
          active: true,
          id: Not(app.id),
        },
        { active: false },
      );
      app.active = true;
      // A resubmitted quote goes back to review: its selected carrier quote no longer applies.
      app.status = ApplicationStatus.InReview;
      app.selectedCarrierQuoteId = null;
      app.submittedAt = new Date();
      await this.repo.saveApplication(m, app);
      return loaded;
    });
    return mapQuote(quote);
  }

  /**
   * Chooses the carrier quote to buy. A quote bindable through the API makes the application
   * ready to bind; any other stays in review for a person to look at.
   */
  async setQuoteSelected(
    caller: Principal | undefined,
    dto: SetQuoteSelectedDto,
  ): Promise<QuoteDto> {
    const quote = await this.db.transaction(async (m) => {
      await this.repo.lockVersion(m, dto.id, dto.version);
      const loaded = await this.repo.load(dto.id, m);
      const { app } = loaded;
      const scope = await this.access.assertCanEdit(caller, app, app.client);
      if (scope === 'effectiveDateOnly') {
        throw new DomainException(ErrorCode.OnlyEffectiveDateModifiable);
      }
      if (!app.active) throw new DomainException(ErrorCode.InactiveQuote);
      if (!app.submittedAt || !SUBMITTABLE_STATUSES.includes(app.status)) {
        throw new DomainException(ErrorCode.StatusNotSubmittable);
      }
      const chosen = loaded.carrierQuotes.find((q) => q.id === dto.carrierQuoteId);
      if (!chosen) throw new NotFoundException('Carrier quote not found');
      if (chosen.syncStatus === CarrierSyncStatus.OutOfSync) {
        throw new DomainException(ErrorCode.CarrierQuoteOutOfSync);
      }
      const selectable =
        chosen.ratingState === RatingState.Done &&
        chosen.annualPremiumCents !== null &&
        chosen.bindability !== Bindability.Declined &&
        chosen.bindability !== Bindability.Error;
      if (!selectable) throw new DomainException(ErrorCode.SelectedOptionNotBindable);
      const isStaff =
        caller?.kind === 'user' && (caller.role === Role.Admin || caller.role === Role.Agent);
      if (!isStaff && chosen.effectiveDate) {
        const carrier = (await this.refs.carriersFor(app.coverageType)).find(
          (c) => c.name === chosen.carrier,
        );
        const allowed = carrier?.activeQuoteMaxBackdatedDays ?? 0;
        if (chosen.effectiveDate < addDaysIso(today(), -allowed)) {
          throw new DomainException(ErrorCode.QuoteExpiredForClient);
        }
      }
      app.selectedCarrierQuoteId = chosen.id;
      app.status =
        chosen.bindability === Bindability.BindableThruApi
          ? ApplicationStatus.ReadyToBind
          : ApplicationStatus.InReview;
      await this.repo.saveApplication(m, app);
      return loaded;
    });
    return mapQuote(quote);
  }

  /**
   * Checks a FEIN or business name as it is entered. An agent is stopped when it belongs to
   * another agent's policy (1302) or quote (1303), or to a quote no agent has yet (1401); a
   * client or guest when it already has an active policy for the coverage (1206).
   */
  async processBusinessIdentifier(
    caller: Principal | undefined,
    dto: ProcessBusinessIdentifierDto,
  ): Promise<BusinessIdentifierDto> {
    if (!caller) throw new UnauthorizedException(Messages.unauthorized);
    if (!dto.fein && !dto.businessName) {
      throw new BadRequestException(['Give a FEIN or a business name']);
    }
    const feinError = dto.fein ? checkFein(dto.fein) : null;
    if (feinError) throw new BadRequestException([feinError]);
    const clientId = await this.callerClientId(caller, dto.quoteId);
    const matches = await this.businesses.findByIdentifier(this.db.manager, dto);
    if (caller.kind === 'user' && caller.role === Role.Agent) {
      await this.assertIdentifierFree(this.db.manager, caller, clientId, dto);
    }
    const own = matches.filter((b) => b.clientId === clientId);
    const policies = await this.db.manager.find(Application, {
      where: {
        businessId: In(matches.map((b) => b.id)),
        coverageType: dto.coverageType,
        status: ApplicationStatus.Bound,
      },
    });
    const isAdmin = caller.kind === 'user' && caller.role === Role.Admin;
    if (!isAdmin && policies.length > 0) throw new DomainException(ErrorCode.PolicyActive);
    return {
      inUse: matches.some((b) => b.clientId !== clientId),
      businessId: own[0]?.id ?? null,
    };
  }

  /** The client the caller quotes for: their own, or the client of the quote named. */
  private async callerClientId(caller: Principal, quoteId?: string): Promise<string | null> {
    if (caller.kind === 'guest' || quoteId) {
      const quote = await this.read(caller, caller.kind === 'guest' ? caller.quoteId : quoteId!);
      return quote.app.clientId;
    }
    if (caller.role === Role.Client) {
      const client = await this.db.transaction((m) => this.clients.forUser(m, caller));
      return client.id;
    }
    return null;
  }

  /**
   * An agent may not quote a FEIN or business name that belongs to another client's policy or
   * quote that is not theirs; an admin transfers such clients.
   */
  private async assertIdentifierFree(
    m: EntityManager,
    agent: UserPrincipal,
    clientId: string | null,
    identifier: { fein?: string | null; businessName?: string | null },
  ): Promise<void> {
    const matches = (await this.businesses.findByIdentifier(m, identifier)).filter(
      (b) => b.clientId !== clientId,
    );
    if (matches.length === 0) return;
    const apps = await m.find(Application, {
      where: { businessId: In(matches.map((b) => b.id)) },
    });
    const notMine = apps.filter((a) => a.agentId !== agent.userId);
    if (notMine.some((a) => a.status === ApplicationStatus.Bound)) {
      throw new DomainException(ErrorCode.IdentifierLockedToPolicy);
    }
    if (notMine.some((a) => a.agentId !== null)) {
      throw new DomainException(ErrorCode.IdentifierLockedForbiddenQuote);
    }
    if (notMine.length > 0) throw new DomainException(ErrorCode.IdentifierLockedNotYourQuote);
  }

  /** Runs a change of the quote's class codes under its lock, moving its version on. */
  private async changeClassCodes(
    caller: Principal | undefined,
    id: string,
    change: (m: EntityManager, quote: QuoteAggregate) => Promise<void>,
  ): Promise<QuoteDto> {
    if (caller?.kind === 'guest' && caller.quoteId !== id) {
      throw new DomainException(ErrorCode.NotYourQuote);
    }
    const quote = await this.db.transaction(async (m) => {
      await this.repo.lockVersion(m, id, undefined);
      const loaded = await this.repo.load(id, m);
      const scope = await this.access.assertCanEdit(caller, loaded.app, loaded.app.client);
      if (scope === 'effectiveDateOnly') {
        throw new DomainException(ErrorCode.OnlyEffectiveDateModifiable);
      }
      if (loaded.app.coverageType !== 'wc') {
        throw new BadRequestException(['Class codes belong to workers compensation quotes']);
      }
      await change(m, loaded);
      await this.markSubmissionChanged(m, loaded);
      await this.repo.saveApplication(m, loaded.app);
      return loaded;
    });
    return mapQuote(quote);
  }

  addClassCode(caller: Principal | undefined, id: string, dto: AddClassCodeDto): Promise<QuoteDto> {
    return this.changeClassCodes(caller, id, async (m, quote) => {
      if (quote.classCodes.some((c) => c.state === dto.state && c.classCode === dto.classCode)) {
        throw new BadRequestException([
          `Class code ${dto.classCode} is already listed in ${dto.state}`,
        ]);
      }
      const added = await m.save(
        m.create(ApplicationClassCode, {
          applicationId: id,
          position: quote.classCodes.length,
          state: dto.state,
          classCode: dto.classCode,
          description: dto.description ?? null,
          payrollCents: dto.payrollCents ?? null,
          fullTimeEmployees: dto.fullTimeEmployees ?? null,
          partTimeEmployees: dto.partTimeEmployees ?? null,
          source: 'manual',
        }),
      );
      quote.classCodes.push(added);
    });
  }

  deleteClassCode(caller: Principal | undefined, id: string, codeId: string): Promise<QuoteDto> {
    return this.changeClassCodes(caller, id, async (m, quote) => {
      if (!quote.classCodes.some((c) => c.id === codeId)) {
        throw new NotFoundException('Class code not found');
      }
      await m.delete(ApplicationClassCode, { id: codeId, applicationId: id });
      quote.classCodes = quote.classCodes.filter((c) => c.id !== codeId);
    });
  }

  /**
   * Lists the class codes the business type maps to in every state the business has a
   * location in, keeping payroll already entered and codes added by hand.
   */
  refreshClassCodes(caller: Principal | undefined, id: string): Promise<QuoteDto> {
    return this.changeClassCodes(caller, id, async (m, quote) => {
      const { business } = quote.app;
      const mapping = await this.refs.businessTypeCodes(
        business.masterIndexCode,
        business.naicsCode,
      );
      if (!mapping) throw new BadRequestException(['Choose a business type first']);
      const states = [
        ...new Set((business.locations ?? []).map((l) => l.state).filter((s): s is string => !!s)),
      ].filter((s) => mapping.payrollStates === null || mapping.payrollStates.includes(s));
      const existing = new Map(quote.classCodes.map((c) => [`${c.state}|${c.classCode}`, c]));
      const wanted: ClassCodeDto[] = [];
      for (const state of states) {
        for (const code of mapping.wcCodes) {
          const kept = existing.get(`${state}|${code.code}`);
          wanted.push({
            id: kept?.id,
            state,
            classCode: code.code,
            description: kept?.description ?? code.description,
            payrollCents: kept?.payrollCents ?? null,
            fullTimeEmployees: kept?.fullTimeEmployees ?? null,
            partTimeEmployees: kept?.partTimeEmployees ?? null,
          });
        }
      }
      const wantedKeys = new Set(wanted.map((w) => `${w.state}|${w.classCode}`));
      const manual = quote.classCodes.filter(
        (c) => c.source === 'manual' && !wantedKeys.has(`${c.state}|${c.classCode}`),
      );
      await this.replaceClassCodes(m, quote, [
        ...wanted,
        ...manual.map((c) => ({ ...c, id: c.id })),
      ]);
      for (const c of quote.classCodes) {
        if (wantedKeys.has(`${c.state}|${c.classCode}`)) c.source = 'naics';
      }
      await m.save(quote.classCodes);
    });
  }
}

function lineOptions(line: CoverageType, carriers: string[]): LineOptionsDto {
  const property = line === 'bop';
  return {
    glLimits: line === 'gl' || property ? [...GL_LIMITS] : [],
    propertyDeductiblesCents: property ? [...PROPERTY_DEDUCTIBLES_CENTS] : [],
    bppMinCents: property ? Limits.bppMinDollars * 100 : null,
    bppMaxCents: property ? Limits.bppMaxDollars * 100 : null,
    cyberLimitsCents: line === 'cyber' ? [...CYBER_LIMITS_CENTS] : [],
    cyberRetentionsCents: line === 'cyber' ? [...CYBER_RETENTIONS_CENTS] : [],
    carriers,
  };
}

/** A form's fields as the wizard's rules read them. */
export function toSubmissionInput(dto: SubmissionDto) {
  return {
    ...dto,
    classCodes: dto.wcClassCodes,
  };
}
