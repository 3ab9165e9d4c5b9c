/**
 * Renewing a bound policy. The daily run opens a renewal 60 days before the term ends: the
 * policy's inputs are rated again with the carrier and the rate tables in force on the new
 * term's first day, and the client is asked to confirm payroll and details. The client confirms
 * (re-rated on the confirmed payroll) and sees the offer with its summary; accepting binds the
 * new term on the same billing, linked to the expiring one. Staff may non-renew with a reason;
 * an offer not accepted by the end of the term lapses.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  Bindability,
  CoverageType,
  ErrorCode,
  nextRenewalStatus,
  PolicyHolderEvent,
  RenewalEvent,
  renewalRefusal,
  RenewalStatus,
  renewalSummary,
  type CarrierName,
  type RenewalTermFacts,
} from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { PublicLinks } from '../../common/http/public-links';
import { AuditService } from '../../platform/audit';
import { MailService } from '../../platform/mail';
import {
  coverageWords,
  lineLimits,
  oneYearAfter,
  selectedCarrierQuote,
} from '../../purchase/documents';
import { QuoteRecords, RatingService, type QuoteAggregate } from '../../quoting/quotes';
import {
  CARRIER_ADAPTERS,
  rateReportedPayroll,
  type CarrierQuote as CarrierAnswer,
  type RateTables,
  type RatedTerms,
} from '../../quoting/rating';
import { CertificateHolderNotices } from '../certificates';
import { InstalmentsService } from '../instalments';
import { CancellationCheck, PoliciesService } from '../policies';
import { BoundPolicies, type BoundPolicy } from '../policy-changes';
import {
  mapRenewal,
  type ConfirmRenewalDto,
  type NonRenewPolicyDto,
  type RenewalDto,
  type RenewalStateDto,
} from './dto/renewal.dto';
import type { PolicyRenewal, RenewalClass, RenewalRating } from './entities/policy-renewal.entity';
import { RenewalsRepository, type RenewalCandidate } from './renewals.repository';

/** The payroll of one class code and state. */
interface ClassPayroll {
  state: string;
  classCode: string;
  payrollCents: number;
}

/** A renewal priced on a payroll: what the renewal row keeps of it. */
interface Priced {
  effectiveDate: string;
  expirationDate: string;
  carrier: string;
  premiumCents: number | null;
  ratingMessage: string | null;
  rating: RenewalRating | null;
  classes: RenewalClass[];
  summary: PolicyRenewal['summary'];
}

const OPEN: readonly RenewalStatus[] = [RenewalStatus.PendingConfirmation, RenewalStatus.Offered];
const NOT_PRICED: readonly string[] = [Bindability.Declined, Bindability.Error];

const key = (c: { state: string; classCode: string }) => `${c.state} ${c.classCode}`;

@Injectable()
export class RenewalsService {
  constructor(
    @Inject(RenewalsRepository) private readonly repository: RenewalsRepository,
    @Inject(BoundPolicies) private readonly bound: BoundPolicies,
    @Inject(PoliciesService) private readonly policies: PoliciesService,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(RatingService) private readonly rating: RatingService,
    @Inject(InstalmentsService) private readonly instalments: InstalmentsService,
    @Inject(CertificateHolderNotices) private readonly holders: CertificateHolderNotices,
    @Inject(CancellationCheck) private readonly cancellations: CancellationCheck,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The policy's renewal (null while none is open) and, for a renewed term, the one it renews. */
  async read(caller: UserPrincipal, quoteId: string): Promise<RenewalStateDto> {
    const { policy } = await this.bound.load(caller, quoteId);
    const found = await this.repository.ofPolicy(policy.id);
    const of = policy.renewalOf ? await this.repository.byRenewedPolicy(policy.id) : null;
    return {
      renewal: found ? mapRenewal(found) : null,
      renewalOfQuoteId: of?.applicationId ?? null,
    };
  }

  /**
   * Opens the renewal of a policy due one (the daily run): priced on the expiring term's
   * payroll, the client mailed once. False when it was opened already (by another run).
   */
  async open(candidate: RenewalCandidate, today: string): Promise<boolean> {
    return this.repository.transaction(async (m) => {
      await this.repository.lockPolicy(m, candidate.policyId);
      if (await this.repository.ofPolicy(candidate.policyId, m)) return false;
      const bound = await this.inForce(
        m,
        await this.bound.loadForPlatform(candidate.applicationId, m),
      );
      const payroll = bound.quote.classCodes
        .filter((c) => c.payrollCents !== null)
        .map((c) => ({ state: c.state, classCode: c.classCode, payrollCents: c.payrollCents! }));
      const priced = await this.price(m, bound, payroll, today);
      const row = await this.repository.insertIfAbsent(m, {
        policyId: bound.policy.id,
        applicationId: bound.quote.app.id,
        status: RenewalStatus.PendingConfirmation,
        openedOn: today,
        expiringPremiumCents: bound.policy.annualPremiumCents ?? 0,
        ...priced,
      });
      if (!row) return false;
      await this.mail.enqueueOnce(
        m,
        `renewal-opened:${bound.policy.id}`,
        bound.quote.app.client!.email,
        'renewal-opened',
        {
          ...this.mailRef(bound),
          premiumCents: row.premiumCents,
          expiringPremiumCents: row.expiringPremiumCents,
        },
      );
      return true;
    });
  }

  /** The client (or staff for them) confirms the payroll: re-rated, the offer stands. */
  async confirm(
    caller: UserPrincipal,
    quoteId: string,
    dto: ConfirmRenewalDto,
  ): Promise<RenewalDto> {
    return this.repository.transaction(async (m) => {
      const bound = await this.inForce(m, await this.bound.load(caller, quoteId, m));
      const renewal = await this.openRenewal(m, bound, RenewalEvent.Confirm);
      const payroll = confirmedPayroll(bound.quote, dto);
      const priced = await this.price(m, bound, payroll, this.clock.today());
      if (priced.premiumCents === null) {
        throw new DomainException(
          ErrorCode.RenewalNotRated,
          priced.ratingMessage ? `The carrier answered: ${priced.ratingMessage}` : undefined,
        );
      }
      const before = { status: renewal.status, premiumCents: renewal.premiumCents };
      Object.assign(renewal, priced, {
        status: nextRenewalStatus(renewal.status, RenewalEvent.Confirm)!,
        confirmedAt: this.clock.now(),
        confirmedBy: caller.userId,
      });
      const saved = await this.repository.save(m, renewal);
      await this.audit.record(m, caller, {
        action: 'confirmRenewal',
        applicationId: bound.quote.app.id,
        before,
        after: {
          status: saved.status,
          premiumCents: saved.premiumCents,
          payrollCents: payroll.reduce((s, c) => s + c.payrollCents, 0),
        },
      });
      return mapRenewal(saved);
    });
  }

  /**
   * Accepts the offer: the new term is bound as a policy of its own (a copy of the expiring
   * application for the new dates and payroll), linked both ways to the expiring policy,
   * billed on the same plan and payment on file, its premium written and its summary mailed.
   */
  async accept(caller: UserPrincipal, quoteId: string): Promise<RenewalDto> {
    return this.repository.transaction(async (m) => {
      const bound = await this.bound.load(caller, quoteId, m);
      const { quote, policy } = bound;
      const renewal = await this.openRenewal(m, bound, RenewalEvent.Accept);
      const premiumCents = renewal.premiumCents!;
      const term = { effectiveDate: renewal.effectiveDate, expirationDate: renewal.expirationDate };

      const applicationId = await this.repository.copyApplication(m, quote.app.id, term);
      await this.repository.copyClassCodes(m, quote.app.id, applicationId, renewal.classes);
      const selected = selectedCarrierQuote(quote);
      if (selected && renewal.rating) {
        const carrierQuote = await this.quotes.insertCarrierQuote(m, {
          applicationId,
          carrier: renewal.carrier,
          ratingState: selected.ratingState,
          annualPremiumCents: premiumCents,
          bindability: Bindability.Bound,
          reasons: [],
          worksheet: renewal.rating.worksheet,
          ratedTerms: renewal.rating.terms as RatedTerms | null,
          syncStatus: selected.syncStatus,
          quoteSource: selected.quoteSource,
          sandbox: renewal.rating.sandbox,
          ...term,
          ratedVersion: 1,
          ratedAt: renewal.confirmedAt,
        });
        await this.repository.selectCarrierQuote(m, applicationId, carrierQuote.id);
      }
      const adapter = adapterOf(renewal.carrier);
      const policyNumber = adapter
        ? (
            await adapter.bind({
              applicationId,
              coverageType: quote.app.coverageType,
              ...term,
              premiumCents,
            })
          ).policyNumber
        : policy.policyNumber;
      const next = await this.repository.insertPolicy(m, {
        applicationId,
        policyNumber,
        carrier: policy.carrier,
        ...term,
        annualPremiumCents: premiumCents,
        billingInfo: policy.billingInfo,
        blanketAdditionalInsured: policy.blanketAdditionalInsured,
        blanketWaiverOfSubrogation: policy.blanketWaiverOfSubrogation,
        portalLink: policy.portalLink,
        active: true,
        boundAt: this.clock.now(),
        boundBy: caller.userId,
        renewalOf: policy.id,
        renewedBy: null,
      });
      await this.repository.linkRenewed(m, policy.id, next.id);
      const renewedQuote = await this.quotes.load(applicationId, m);
      await this.policies.bindRenewalTerm(m, { policy: next, quote: renewedQuote });
      const scheduled = await this.instalments.scheduleRenewal(m, {
        policy: next,
        applicationId,
        expiringApplicationId: quote.app.id,
      });

      Object.assign(renewal, {
        status: nextRenewalStatus(renewal.status, RenewalEvent.Accept)!,
        decidedAt: this.clock.now(),
        decidedBy: caller.userId,
        renewedApplicationId: applicationId,
        renewedPolicyId: next.id,
      });
      const saved = await this.repository.save(m, renewal);
      await this.audit.record(m, caller, {
        action: 'acceptRenewal',
        applicationId: quote.app.id,
        before: { status: RenewalStatus.Offered },
        after: {
          status: saved.status,
          premiumCents,
          renewedQuoteId: applicationId,
          policyNumber,
          paymentsScheduled: scheduled,
        },
      });
      return mapRenewal(saved);
    });
  }

  /**
   * Staff decide not to renew, with a reason: before the renewal opened too (it is then
   * recorded as not renewed, and the run leaves the policy alone). The client is mailed and
   * the certificate holders told that cover ends at expiry.
   */
  async nonRenew(
    caller: UserPrincipal,
    quoteId: string,
    dto: NonRenewPolicyDto,
  ): Promise<RenewalDto> {
    return this.repository.transaction(async (m) => {
      const bound = await this.inForce(m, await this.bound.load(caller, quoteId, m));
      const { quote, policy } = bound;
      await this.repository.lockPolicy(m, policy.id);
      const today = this.clock.today();
      const expirationDate = policy.expirationDate ?? oneYearAfter(policy.effectiveDate!);
      let renewal = await this.repository.ofPolicy(policy.id, m);
      if (renewal) {
        const refusal = renewalRefusal(renewal.status, RenewalEvent.NonRenew);
        if (refusal) throw new DomainException(refusal);
      }
      if ((await this.cancellations.isCancelled(policy.id, m)) || today >= expirationDate) {
        throw new DomainException(ErrorCode.PolicyNotRenewable);
      }
      const note = dto.note?.trim() || null;
      const decided = {
        status: RenewalStatus.NonRenewed,
        nonRenewalReason: dto.reason,
        nonRenewalNote: note,
        decidedAt: this.clock.now(),
        decidedBy: caller.userId,
      };
      const before = { status: renewal?.status ?? null };
      if (renewal) {
        renewal = await this.repository.save(m, Object.assign(renewal, decided));
      } else {
        renewal = (await this.repository.insertIfAbsent(m, {
          policyId: policy.id,
          applicationId: quote.app.id,
          openedOn: today,
          effectiveDate: expirationDate,
          expirationDate: oneYearAfter(expirationDate),
          carrier: policy.carrier ?? selectedCarrierQuote(quote)?.carrier ?? '',
          expiringPremiumCents: policy.annualPremiumCents ?? 0,
          premiumCents: null,
          classes: [],
          summary: [],
          ...decided,
        }))!;
      }
      await this.holders.notifyCertificateHolders(
        policy.id,
        { event: PolicyHolderEvent.NotRenewed, effectiveOn: expirationDate },
        m,
      );
      await this.mail.enqueueOnce(
        m,
        `policy-not-renewed:${policy.id}`,
        quote.app.client!.email,
        'policy-not-renewed',
        { ...this.mailRef(bound), reason: dto.reason },
      );
      await this.audit.record(m, caller, {
        action: 'nonRenewPolicy',
        applicationId: quote.app.id,
        before,
        after: { status: renewal.status, reason: dto.reason, expirationDate },
      });
      return mapRenewal(renewal);
    });
  }

  /**
   * An offer still open when the expiring term ended lapses (the daily run): the client is
   * told, and so are the certificate holders. False when it was decided meanwhile.
   */
  async lapse(renewalId: string, policyId: string): Promise<boolean> {
    return this.repository.transaction(async (m) => {
      await this.repository.lockPolicy(m, policyId);
      const renewal = await this.repository.ofPolicy(policyId, m);
      if (!renewal || renewal.id !== renewalId || !OPEN.includes(renewal.status)) return false;
      const bound = await this.bound.loadForPlatform(renewal.applicationId, m);
      Object.assign(renewal, {
        status: nextRenewalStatus(renewal.status, RenewalEvent.Lapse)!,
        decidedAt: this.clock.now(),
        decidedBy: null,
      });
      await this.repository.save(m, renewal);
      await this.holders.notifyCertificateHolders(
        policyId,
        { event: PolicyHolderEvent.NotRenewed, effectiveOn: renewal.effectiveDate },
        m,
      );
      await this.mail.enqueueOnce(
        m,
        `renewal-lapsed:${policyId}`,
        bound.quote.app.client!.email,
        'renewal-lapsed',
        this.mailRef(bound),
      );
      return true;
    });
  }

  /**
   * The policy as it is in force: an issued endorsement's version replaces the premium and the
   * payroll of the binding, so the renewal starts from the term's current premium and payroll.
   */
  private async inForce(m: EntityManager, bound: BoundPolicy): Promise<BoundPolicy> {
    const version = await this.repository.inForceVersion(m, bound.policy.id);
    if (!version) return bound;
    const payroll = new Map(version.payroll.map((c) => [key(c), c.payrollCents]));
    return {
      ...bound,
      policy: { ...bound.policy, annualPremiumCents: version.annualPremiumCents },
      quote: {
        ...bound.quote,
        classCodes: bound.quote.classCodes.map((c) => ({
          ...c,
          payrollCents: payroll.get(key(c)) ?? c.payrollCents,
        })),
      },
    };
  }

  /** The policy's renewal, locked, as long as the event applies to it (3073, 3074, 3075, 3079). */
  private async openRenewal(
    m: EntityManager,
    { policy }: BoundPolicy,
    event: RenewalEvent,
  ): Promise<PolicyRenewal> {
    await this.repository.lockPolicy(m, policy.id);
    const renewal = await this.repository.ofPolicy(policy.id, m);
    if (!renewal) throw new DomainException(ErrorCode.RenewalNotFound);
    const refusal = renewalRefusal(renewal.status, event);
    if (refusal) throw new DomainException(refusal);
    if (
      (await this.cancellations.isCancelled(policy.id, m)) ||
      this.clock.today() >= renewal.effectiveDate
    ) {
      throw new DomainException(ErrorCode.PolicyNotRenewable);
    }
    return renewal;
  }

  /**
   * Rates the policy again for the new term on a payroll, through the rating library as the
   * quote was (same carrier, the tables in force on the new term's first day), and compares it
   * with the expiring term. Reads reference data on the caller's transaction (`m`).
   */
  private async price(
    m: EntityManager,
    bound: BoundPolicy,
    payroll: ClassPayroll[],
    today: string,
  ): Promise<Priced> {
    const { quote, policy } = bound;
    const selected = selectedCarrierQuote(quote);
    const carrier = selected?.carrier ?? policy.carrier ?? '';
    const effectiveDate = policy.expirationDate ?? oneYearAfter(policy.effectiveDate!);
    const expirationDate = oneYearAfter(effectiveDate);
    const newPayroll = new Map(payroll.map((c) => [key(c), c.payrollCents]));
    const renewed: QuoteAggregate = {
      ...quote,
      app: { ...quote.app, effectiveDate, expirationDate },
      classCodes: quote.classCodes.map((c) => ({
        ...c,
        payrollCents: newPayroll.get(key(c)) ?? c.payrollCents,
      })),
    };
    const rated = await this.rating.rateAgain(renewed, carrier, today, m);
    const answer = rated?.answer ?? null;
    const priced =
      answer !== null && answer.premiumCents !== null && !NOT_PRICED.includes(answer.bindability);
    const tables = rated?.tables ?? (await this.rating.currentTables(m));
    const wc = quote.app.coverageType === CoverageType.WorkersCompensation;
    const classes: RenewalClass[] = quote.classCodes
      .filter((c) => c.payrollCents !== null)
      .map((c) => {
        const next = newPayroll.get(key(c)) ?? c.payrollCents!;
        return {
          state: c.state,
          classCode: c.classCode,
          description: c.description,
          expiringPayrollCents: c.payrollCents!,
          expiringRatePer100: wc ? rateOf(c, tables, carrier, policy.effectiveDate!) : null,
          payrollCents: next,
          ratePer100: wc ? rateOf(c, tables, carrier, effectiveDate) : null,
        };
      });
    const expiring: RenewalTermFacts = {
      premiumCents: policy.annualPremiumCents ?? 0,
      classes: classes.map((c) => ({
        state: c.state,
        classCode: c.classCode,
        payrollCents: c.expiringPayrollCents,
        ratePer100: c.expiringRatePer100,
      })),
      limits: limitsOf(quote, selected?.ratedTerms ?? null),
      carrierTerms: carrierTermsOf(carrier, quote, selected?.ratedTerms ?? null),
    };
    const renewal: RenewalTermFacts = {
      premiumCents: priced ? answer.premiumCents : null,
      classes: classes.map((c) => ({
        state: c.state,
        classCode: c.classCode,
        payrollCents: c.payrollCents,
        ratePer100: c.ratePer100,
      })),
      limits: limitsOf(renewed, answer?.terms ?? selected?.ratedTerms ?? null),
      carrierTerms: carrierTermsOf(carrier, renewed, answer?.terms ?? null),
    };
    return {
      effectiveDate,
      expirationDate,
      carrier,
      premiumCents: renewal.premiumCents,
      ratingMessage: priced ? null : notPricedWords(carrier, answer),
      rating:
        priced && answer
          ? {
              carrier: answer.carrier,
              sandbox: answer.sandbox,
              bindability: answer.bindability,
              reasons: answer.reasons.map((r) => r.code),
              worksheet: answer.worksheet,
              terms: (answer.terms ?? null) as Record<string, unknown> | null,
            }
          : null,
      classes,
      summary: renewalSummary(expiring, renewal),
    };
  }

  private mailRef({ quote, policy }: BoundPolicy) {
    const client = quote.app.client!;
    return {
      firstName: client.firstName,
      businessName: quote.app.business?.legalName ?? null,
      coverage: coverageWords(quote.app.coverageType),
      carrier: policy.carrier ?? '',
      policyNumber: policy.policyNumber ?? '',
      expirationDate: policy.expirationDate ?? oneYearAfter(policy.effectiveDate!),
      portalUrl: this.links.url(`/client/policies/${encodeURIComponent(quote.app.id)}`),
    };
  }
}

/**
 * The payroll the client confirmed: every class code and state of the policy once (3078), no
 * other (3076).
 */
function confirmedPayroll(quote: QuoteAggregate, dto: ConfirmRenewalDto): ClassPayroll[] {
  const known = new Set(quote.classCodes.filter((c) => c.payrollCents !== null).map(key));
  const unknown = dto.classCodes.filter((c) => !known.has(key(c)));
  if (unknown.length > 0) {
    throw new DomainException(
      ErrorCode.RenewalClassCodeUnknown,
      `Not on the policy: ${unknown.map(key).join(', ')}.`,
    );
  }
  const given = dto.classCodes.map(key);
  if (new Set(given).size !== given.length || given.length !== known.size) {
    throw new DomainException(ErrorCode.RenewalPayrollIncomplete);
  }
  return dto.classCodes.map((c) => ({
    state: c.state,
    classCode: c.classCode,
    payrollCents: c.payrollCents,
  }));
}

/** The carrier's rate per $100 of payroll for a class in a state on a day; null without one. */
function rateOf(
  c: { state: string; classCode: string },
  tables: RateTables,
  carrier: string,
  on: string,
): number | null {
  const rated = rateReportedPayroll(
    [{ state: c.state as never, classCode: c.classCode, payrollCents: 0 }],
    tables,
    carrier as CarrierName,
    on,
  );
  return rated.kind === 'rated' ? rated.lines[0].ratePer100 : null;
}

function limitsOf(quote: QuoteAggregate, terms: RatedTerms | null): Record<string, string> {
  const selected = selectedCarrierQuote(quote);
  const limits = lineLimits(quote, selected ? { ...selected, ratedTerms: terms } : null);
  return Object.fromEntries(limits.map((l) => [l.label, l.value]));
}

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';

function carrierTermsOf(
  carrier: string,
  quote: QuoteAggregate,
  terms: RatedTerms | null,
): Record<string, string> {
  const { app } = quote;
  const entries: Array<[string, string | null]> = [['Carrier', carrier]];
  if (app.coverageType === CoverageType.WorkersCompensation) {
    entries.push([
      'Waiver of subrogation',
      yesNo(terms?.waiverOfSubrogation ?? app.waiverOfSubrogation),
    ]);
  }
  if (
    app.coverageType === CoverageType.GeneralLiability ||
    app.coverageType === CoverageType.BusinessOwners
  ) {
    entries.push([
      'Blanket additional insured',
      yesNo(terms?.blanketAdditionalInsured ?? app.blanketAdditionalInsured),
    ]);
  }
  return Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== null));
}

/** Why a renewal has no premium, in the carrier's words when it gave any. */
function notPricedWords(carrier: string, answer: CarrierAnswer | null): string {
  const words = answer
    ? answer.message || answer.reasons.map((r) => r.text).join(' ') || answer.bindability
    : `${carrier || 'The carrier'} does not price this line through the platform.`;
  return words.slice(0, 500);
}

/** The carrier's adapter, by the name the renewal keeps (any case); none for others. */
function adapterOf(carrier: string) {
  const name = carrier.trim().toLowerCase();
  return CARRIER_ADAPTERS.find((a) => a.carrier.toLowerCase() === name);
}
