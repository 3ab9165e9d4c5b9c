/**
 * Binding: the policy information admins save on an application, activating the policy (the
 * carrier's bind for quotes it binds through its API, Completed -> Bound, the active policy
 * flag), mailing the bound policy summary, and the bound policies clients and staff list.
 */
import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import {
  ApplicationStatus,
  ErrorCode,
  policyLifecycleStatus,
  Role,
  type CoverageType,
} from '@coverline/contracts';
import { snapshotOf, AuditService } from '../../platform/audit';
import { ClientsService } from '../../identity/clients';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { pageWindow } from '../../common/http/pagination';
import { PublicLinks } from '../../common/http/public-links';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import {
  DocumentContext,
  DocumentType,
  DocumentsService,
  mapDocument,
  type DocumentsSentDto,
  type Document,
  selectedCarrierQuote,
  lineLimits,
  oneYearAfter,
  policySummaryView,
  quoteReference,
  coverageWords,
  StaffQuoteChanges,
} from '../../purchase/documents';
import { MailService } from '../../platform/mail';
import {
  type Application,
  type CarrierQuote,
  type QuoteAggregate,
  enforce,
  changeStatus,
  QuoteRecords,
} from '../../quoting/quotes';
import { CARRIER_ADAPTERS } from '../../quoting/rating';
import type {
  MyPoliciesQueryDto,
  MyPolicyDto,
  MyPolicyPageDto,
  PolicyDto,
  UpdateQuotePolicyDto,
} from './dto/policy.dto';
import type { Policy } from './entities/policy.entity';
import { CancellationCheck } from './cancellation-check';
import { PoliciesRepository } from './policies.repository';
import {
  activationRefusal,
  carrierBindsThroughApi,
  missingPolicyInfo,
  policyUpdateRefusal,
} from './policy-rules';

/** The policy information an update may change. */
const POLICY_FIELDS = [
  'policyNumber',
  'carrier',
  'effectiveDate',
  'expirationDate',
  'annualPremiumCents',
  'billingInfo',
  'blanketAdditionalInsured',
  'blanketWaiverOfSubrogation',
  'portalLink',
] as const satisfies ReadonlyArray<keyof UpdateQuotePolicyDto & keyof Policy>;

/**
 * Runs inside the transaction that binds a policy, so what a listener writes (the ledger's
 * first entries, the instalment schedule) commits with the binding or not at all.
 */
export type PolicyBoundListener = (
  manager: EntityManager,
  bound: { policy: Policy; quote: QuoteAggregate },
) => Promise<void>;

@Injectable()
export class PoliciesService {
  /** Modules that follow a bound policy's money; they register here, so policies imports none. */
  private readonly boundListeners: PolicyBoundListener[] = [];

  constructor(
    @Inject(PoliciesRepository) private readonly policies: PoliciesRepository,
    @Inject(StaffQuoteChanges) private readonly changes: StaffQuoteChanges,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(DocumentContext) private readonly context: DocumentContext,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(CancellationCheck) private readonly cancellations: CancellationCheck,
  ) {}

  onBound(listener: PolicyBoundListener): void {
    this.boundListeners.push(listener);
  }

  /** The quote's policy information as saved so far, blank when nothing is saved yet. */
  async policyRecord(quoteId: string): Promise<PolicyDto> {
    const app = await this.quotes.findApplication(quoteId);
    if (!app) throw new DomainException(ErrorCode.QuoteNotFound);
    const policy = await this.policyOf(app.id);
    const selected = app.selectedCarrierQuoteId
      ? await this.quotes.findCarrierQuote(app.selectedCarrierQuoteId)
      : null;
    return mapPolicy(
      app,
      policy,
      carrierBindsThroughApi(selected),
      this.context.today(),
      await this.cancellationDateOf(policy),
    );
  }

  /** The day a cancelled policy's cover ends; null when it is not cancelled (or not saved). */
  private async cancellationDateOf(policy: Policy, m?: EntityManager): Promise<string | null> {
    if (!policy.id) return null;
    return (await this.cancellations.cancellationDates([policy.id], m)).get(policy.id) ?? null;
  }

  /** Saves the policy information given (left out: kept; null: cleared). */
  async updateQuotePolicy(caller: UserPrincipal, dto: UpdateQuotePolicyDto): Promise<PolicyDto> {
    return this.changes.run(caller, dto.quoteId, async (manager, { app }) => {
      const policy = await this.policyOf(app.id, manager);
      enforce(policyUpdateRefusal({ status: app.status, policyActive: policy.active }));
      // Billing information stays out of the audit trail: it may carry payment details.
      const audited = POLICY_FIELDS.filter((f) => f !== 'billingInfo' && dto[f] !== undefined);
      const before = snapshotOf(policy, audited);
      for (const field of POLICY_FIELDS) {
        if (dto[field] !== undefined) Object.assign(policy, { [field]: dto[field] });
      }
      if (
        policy.effectiveDate &&
        policy.expirationDate &&
        policy.expirationDate <= policy.effectiveDate
      ) {
        throw new DomainException(ErrorCode.PolicyDatesInvalid);
      }
      await this.policies.save(manager, policy);
      const after = snapshotOf(policy, audited);
      // An update that changes nothing is not a staff action worth recording.
      if (audited.some((field) => before[field] !== after[field])) {
        await this.audit.record(manager, caller, {
          action: 'updateQuotePolicy',
          applicationId: app.id,
          before,
          after,
        });
      }
      const selected = app.selectedCarrierQuoteId
        ? await this.quotes.findCarrierQuote(app.selectedCarrierQuoteId, manager)
        : null;
      return mapPolicy(
        app,
        policy,
        carrierBindsThroughApi(selected),
        this.context.today(),
        await this.cancellationDateOf(policy, manager),
      );
    });
  }

  /**
   * Activates the policy of a paid and signed application: refused until every piece of
   * policy information is saved (1954); a carrier binding through its API binds now and its
   * policy number is kept when none was typed. The application moves Completed -> Bound.
   */
  async activePolicy(caller: UserPrincipal, quoteId: string): Promise<PolicyDto> {
    // The row lock makes a second activation wait and then find the policy bound.
    return this.changes.run(caller, quoteId, async (manager, quote) => {
      const { app } = quote;
      const policy = await this.policyOf(app.id, manager);
      const selected = selectedCarrierQuote(quote);
      enforce(
        activationRefusal({
          status: app.status,
          policyActive: policy.active,
          businessHasBoundPolicy: await this.quotes.otherBoundOfBusiness(manager, app),
          selectedBindability: selected?.bindability ?? null,
        }),
      );
      const carrierBinds = carrierBindsThroughApi(selected);
      const missing = missingPolicyInfo(policy, { carrierIssuesNumber: carrierBinds });
      if (missing.length > 0) {
        throw new DomainException(
          ErrorCode.PolicyInfoIncomplete,
          `Please save all policy information before activating the policy. Missing: ${missing.join(', ')}.`,
        );
      }
      if (carrierBinds && selected) {
        await this.bindWithCarrier(selected, policy, app.coverageType);
      }
      const next = changeStatus(app, ApplicationStatus.Bound, { admin: false });
      if (!next) throw new DomainException(ErrorCode.PolicyNotActivatable);
      const before = { status: app.status, policyActive: policy.active };
      Object.assign(app, next);
      await this.quotes.saveApplication(manager, app);
      Object.assign(policy, { active: true, boundAt: new Date(), boundBy: caller.userId });
      await this.policies.save(manager, policy);
      if (selected) await this.quotes.markBound(manager, selected.id);
      for (const listener of this.boundListeners) await listener(manager, { policy, quote });
      await this.audit.record(manager, caller, {
        action: 'activePolicy',
        applicationId: app.id,
        before,
        after: { status: app.status, policyActive: true, policyNumber: policy.policyNumber },
      });
      // Bound: the client hears of it now, once, with the summary and the way to their policy.
      await this.mailBoundPolicy(manager, quote, policy, { resent: false });
      return mapPolicy(app, policy, carrierBinds, this.context.today(), null);
    });
  }

  /**
   * Binds a renewal's new term (a policy record already saved as active on its own application)
   * the way activation binds: the bound listeners follow its money in the caller's transaction
   * (the premium written) and the client is mailed the new term's policy summary, once.
   */
  async bindRenewalTerm(
    manager: EntityManager,
    bound: { policy: Policy; quote: QuoteAggregate },
  ): Promise<Document> {
    for (const listener of this.boundListeners) await listener(manager, bound);
    return this.mailBoundPolicy(manager, bound.quote, bound.policy, { resent: false });
  }

  /**
   * Mails the bound policy to the client again (1956 before binding): activation already sent
   * it once; staff resend it when the client asks.
   */
  async sendBoundPolicyToClient(caller: UserPrincipal, quoteId: string): Promise<DocumentsSentDto> {
    return this.changes.run(caller, quoteId, async (manager, quote) => {
      const policy = await this.policies.activeOf(quoteId, manager);
      if (!policy || quote.app.status !== ApplicationStatus.Bound) {
        throw new DomainException(ErrorCode.PolicyNotBound);
      }
      const summary = await this.mailBoundPolicy(manager, quote, policy, { resent: true });
      const client = quote.app.client!;
      await this.audit.record(manager, caller, {
        action: 'sendBoundPolicyToClient',
        applicationId: quote.app.id,
        before: null,
        after: { sentTo: client.email, attached: summary.fileName },
      });
      return { sentTo: client.email, documents: [mapDocument(summary)] };
    });
  }

  /**
   * The bound policy's mail: its number, carrier and term in words, the summary attached, a link
   * to the policy in the client's account (or, for a buyer without one, to sign-up with the
   * policy's address) and the carrier's site when known. At binding it goes
   * once per policy (`policy-bound:<policy id>`); a resend is always written.
   */
  private async mailBoundPolicy(
    manager: EntityManager,
    quote: QuoteAggregate,
    policy: Policy,
    { resent }: { resent: boolean },
  ): Promise<Document> {
    const summary = await this.storeSummary(manager, quote, policy);
    const client = quote.app.client!;
    const data = {
      firstName: client.firstName,
      businessName: quote.app.business?.legalName ?? null,
      coverage: coverageWords(quote.app.coverageType),
      carrier: policy.carrier!,
      policyNumber: policy.policyNumber!,
      effectiveDate: policy.effectiveDate!,
      expirationDate: policy.expirationDate ?? oneYearAfter(policy.effectiveDate!),
      policyUrl: this.links.url(`/client/policies/${encodeURIComponent(quote.app.id)}`),
      // A buyer who has no account yet is sent to make one with this address first.
      registerUrl: (await this.clients.hasAccount(client.email, manager))
        ? null
        : this.links.url(`/register?email=${encodeURIComponent(client.email)}`),
      carrierUrl: policy.portalLink ?? null,
      resent,
    };
    const options = { attachments: [summary] };
    if (resent) {
      await this.mail.enqueue(manager, client.email, 'policy-bound', data, options);
    } else {
      const key = `policy-bound:${policy.id}`;
      await this.mail.enqueueOnce(manager, key, client.email, 'policy-bound', data, options);
    }
    return summary;
  }

  /**
   * Bound policies: a client's own, an agent's assigned clients', every one for admins; staff
   * may name one client.
   */
  async myPolicies(caller: UserPrincipal, query: MyPoliciesQueryDto): Promise<MyPolicyPageDto> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const apps: { clientId?: string; agentId?: string } = {};
    if (caller.role === Role.Client) {
      const client = await this.policies.transaction((tx) => this.clients.forUser(tx, caller));
      apps.clientId = client.id;
    } else {
      if (caller.role === Role.Agent) apps.agentId = caller.userId;
      if (query.clientId) apps.clientId = query.clientId;
    }
    const ids = await this.quotes.boundIds(apps);
    if (ids.length === 0) return { items: [], total: 0, page, pageSize };
    const [policies, total] = await this.policies.activePage(ids, {
      sort: query.sort ?? 'updatedAt',
      order: query.order ?? 'DESC',
      skip,
      take,
    });
    const items: MyPolicyDto[] = [];
    const cancelled = await this.cancellations.cancellationDates(policies.map((p) => p.id));
    for (const policy of policies) {
      const quote = await this.quotes.load(policy.applicationId);
      const documents = await this.documents.listFor(policy.applicationId, true);
      items.push(this.mapMyPolicy(quote, policy, documents, cancelled.get(policy.id) ?? null));
    }
    return { items, total, page, pageSize };
  }

  private mapMyPolicy(
    quote: QuoteAggregate,
    policy: Policy,
    documents: Document[],
    cancellationDate: string | null,
  ): MyPolicyDto {
    return {
      quoteId: quote.app.id,
      clientId: quote.app.clientId,
      policyNumber: policy.policyNumber!,
      carrier: policy.carrier!,
      coverageType: quote.app.coverageType,
      businessName: quote.app.business?.legalName ?? '',
      effectiveDate: policy.effectiveDate!,
      expirationDate: policy.expirationDate!,
      annualPremiumCents: policy.annualPremiumCents!,
      billingInfo: policy.billingInfo,
      portalLink: policy.portalLink,
      status: policyLifecycleStatus(
        { expirationDate: policy.expirationDate!, cancellationDate },
        this.context.today(),
      ),
      cancellationDate,
      limits: lineLimits(quote),
      documents: documents.map(mapDocument),
    };
  }

  /** The carrier binds the quote (after the sandbox's configured latency, as rating does). */
  private async bindWithCarrier(
    selected: CarrierQuote,
    policy: Policy,
    coverageType: CoverageType,
  ): Promise<void> {
    const adapter = CARRIER_ADAPTERS.find((a) => a.carrier === selected.carrier);
    if (!adapter) throw new DomainException(ErrorCode.CarrierCannotBind);
    const latency = this.config.ratingSandboxLatencyMs;
    if (adapter.sandbox && latency > 0) await sleep(latency);
    const bound = await adapter.bind({
      applicationId: policy.applicationId,
      coverageType,
      effectiveDate: policy.effectiveDate!,
      expirationDate: policy.expirationDate ?? oneYearAfter(policy.effectiveDate!),
      premiumCents: policy.annualPremiumCents!,
    });
    policy.policyNumber = policy.policyNumber || bound.policyNumber;
  }

  private async storeSummary(
    manager: EntityManager,
    quote: QuoteAggregate,
    policy: Policy,
  ): Promise<Document> {
    const context = await this.context.forQuote(manager, quote.app);
    const stored = await this.documents.generate(
      DocumentType.PolicySummary,
      policySummaryView(
        quote,
        {
          policyNumber: policy.policyNumber!,
          carrier: policy.carrier!,
          effectiveDate: policy.effectiveDate!,
          expirationDate: policy.expirationDate!,
          annualPremiumCents: policy.annualPremiumCents!,
          billingInfo: policy.billingInfo!,
          blanketAdditionalInsured: policy.blanketAdditionalInsured,
          blanketWaiverOfSubrogation: policy.blanketWaiverOfSubrogation,
          boundOn: (policy.boundAt ?? new Date()).toISOString().slice(0, 10),
        },
        { ...context, sandbox: selectedCarrierQuote(quote)?.sandbox ?? true },
      ),
      {
        applicationId: quote.app.id,
        fileName: `Policy ${policy.policyNumber} ${quoteReference(quote.app.id)}.pdf`,
      },
      manager,
    );
    return this.documents.setActive(manager, stored, true);
  }

  /** The application's policy record, a new empty one when there is none yet. */
  private async policyOf(applicationId: string, manager?: EntityManager): Promise<Policy> {
    const found = await this.policies.of(applicationId, manager);
    return found ?? this.policies.blank(applicationId);
  }
}

function mapPolicy(
  app: Application,
  policy: Policy,
  carrierIssuesNumber: boolean,
  today: string,
  cancellationDate: string | null,
): PolicyDto {
  return {
    quoteId: app.id,
    quoteStatus: app.status,
    policyNumber: policy.policyNumber ?? null,
    carrier: policy.carrier ?? null,
    effectiveDate: policy.effectiveDate ?? null,
    expirationDate: policy.expirationDate ?? null,
    annualPremiumCents: policy.annualPremiumCents ?? null,
    billingInfo: policy.billingInfo ?? null,
    blanketAdditionalInsured: policy.blanketAdditionalInsured ?? null,
    blanketWaiverOfSubrogation: policy.blanketWaiverOfSubrogation ?? null,
    portalLink: policy.portalLink ?? null,
    active: policy.active,
    policyStatus:
      policy.active && policy.expirationDate
        ? policyLifecycleStatus({ expirationDate: policy.expirationDate, cancellationDate }, today)
        : null,
    cancellationDate,
    boundAt: policy.boundAt ? policy.boundAt.toISOString() : null,
    missing: policy.active ? [] : missingPolicyInfo(policy, { carrierIssuesNumber }),
  };
}
