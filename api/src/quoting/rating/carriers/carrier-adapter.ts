import { createHash } from 'node:crypto';
import {
  BINDABILITY_REASON_TEXTS,
  Bindability,
  BindabilityReason,
  daysBetweenIso,
  type CarrierName,
  type CoverageType,
  type StateFund,
} from '@coverline/contracts';
import { rateBusinessOwners } from '../lines/business-owners';
import type { LineRating, RatedTerms } from '../lines/common';
import { rateCyber } from '../lines/cyber';
import { rateGeneralLiability } from '../lines/general-liability';
import { rateWorkersComp } from '../lines/workers-comp';
import type { RatingOptions, Submission } from '../submission';
import type { RateTables } from '../tables/rate-tables';
import type { Worksheet } from '../worksheet';
import {
  evaluateAppetite,
  offeredDeductible,
  type AppetiteAnswer,
  type LineAppetite,
} from './appetite';

export interface QuoteReason {
  code: BindabilityReason;
  text: string;
}

/** One carrier's answer to a submission. */
export interface CarrierQuote {
  carrier: CarrierName;
  coverageType: CoverageType;
  /** Priced by the platform's own engine rather than the carrier's live system. */
  sandbox: boolean;
  bindability: Bindability;
  reasons: QuoteReason[];
  /** Annual premium; an indication when referred; null when declined or in error. */
  premiumCents: number | null;
  worksheet: Worksheet | null;
  /** The terms the premium is for. */
  terms: RatedTerms | null;
  /** Monopolistic states in the submission, whose workers compensation the state fund writes. */
  stateFunds: StateFund[];
  tableVersions: string[];
  /** What went wrong, for an ERROR answer. */
  message?: string;
}

/** What binding a carrier quote sends the carrier. */
export interface BindRequest {
  /** The application's id: the carrier's reference for the submission. */
  applicationId: string;
  coverageType: CoverageType;
  effectiveDate: string;
  expirationDate: string;
  premiumCents: number;
}

/** The carrier's answer to a bind: the policy it issued and its term. */
export interface BoundPolicy {
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
}

/** What a cancellation notice tells the carrier. */
export interface CancellationNoticeRequest {
  applicationId: string;
  policyNumber: string;
  /** The day cover ends (the effective date for a flat cancellation). */
  cancellationDate: string;
  reason: string;
  method: string;
  returnPremiumCents: number;
}

/** The carrier's acknowledgement of a cancellation notice. */
export interface CancellationAcknowledgement {
  confirmation: string;
  receivedAt: string;
}

/** What a reinstatement notice tells the carrier: the cancellation it rescinds. */
export interface ReinstatementNoticeRequest {
  applicationId: string;
  policyNumber: string;
  /** The date of the cancellation rescinded: cover goes on from it with no lapse. */
  cancellationDate: string;
  /** The day the policy was reinstated. */
  reinstatedOn: string;
}

/**
 * A carrier the platform quotes with. The sandbox adapters rate with the platform's engine; an
 * adapter for a carrier's live API implements the same calls.
 */
export interface CarrierAdapter {
  readonly carrier: CarrierName;
  readonly sandbox: boolean;
  /** Lines the carrier writes. */
  readonly lines: readonly CoverageType[];
  /** The carrier's underwriting appetite for a submission, without pricing it. */
  appetite(submission: Submission): AppetiteAnswer;
  /** The carrier's published appetite for a line (its appetite guide); undefined when not written. */
  lineAppetite(line: CoverageType): LineAppetite | undefined;
  /**
   * Prices a submission with the tables in force on its effective date; `asOf` is today;
   * `options` carry the platform's settings for the carrier (its discount).
   */
  quote(
    submission: Submission,
    tables: RateTables,
    asOf: string,
    options?: RatingOptions,
  ): Promise<CarrierQuote>;
  /** Binds a quote bindable through the API; the carrier answers the policy it issued. */
  bind(request: BindRequest): Promise<BoundPolicy>;
  /**
   * The carrier applies short rate (it keeps a penalty from the unearned premium) when its
   * insured asks to cancel; otherwise every cancellation is pro rata.
   */
  readonly shortRateCancellation: boolean;
  /** Tells the carrier a policy is cancelled; the same notice again answers the same receipt. */
  cancel(request: CancellationNoticeRequest): Promise<CancellationAcknowledgement>;
  /**
   * Tells the carrier a cancellation is rescinded and the policy in force again with no lapse;
   * the same notice again answers the same receipt.
   */
  reinstate(request: ReinstatementNoticeRequest): Promise<CancellationAcknowledgement>;
}

/**
 * A sandbox carrier's policy number: its prefix, the line and ten digits derived from the
 * application, so binding the same application again answers the same number.
 */
export function sandboxPolicyNumber(carrier: CarrierName, request: BindRequest): string {
  const digest = createHash('sha256').update(`${carrier}:${request.applicationId}`).digest();
  const digits = (digest.readBigUInt64BE(0) % 10_000_000_000n).toString().padStart(10, '0');
  const prefix = carrier
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return `${prefix}-${request.coverageType.toUpperCase()}-${digits}`;
}

/**
 * A sandbox carrier's receipt of a cancellation notice: a confirmation derived from the policy
 * and the date, so the same notice again answers the same confirmation.
 */
export function sandboxCancellationReceipt(
  carrier: CarrierName,
  request: CancellationNoticeRequest,
): CancellationAcknowledgement {
  const digest = createHash('sha256')
    .update(`${carrier}:cancel:${request.policyNumber}:${request.cancellationDate}`)
    .digest('hex')
    .slice(0, 10)
    .toUpperCase();
  return { confirmation: `CXL-${digest}`, receivedAt: request.cancellationDate };
}

/** A sandbox carrier's receipt of a reinstatement notice, derived as a cancellation's is. */
export function sandboxReinstatementReceipt(
  carrier: CarrierName,
  request: ReinstatementNoticeRequest,
): CancellationAcknowledgement {
  const digest = createHash('sha256')
    .update(`${carrier}:reinstate:${request.policyNumber}:${request.cancellationDate}`)
    .digest('hex')
    .slice(0, 10)
    .toUpperCase();
  return { confirmation: `RIN-${digest}`, receivedAt: request.reinstatedOn };
}

export interface SandboxCarrierProfile {
  carrier: CarrierName;
  /** How many days before today an effective date may be. */
  maxBackdatedDays: number;
  /** How many days after today an effective date may be. */
  maxDaysAhead: number;
  lines: Partial<Record<CoverageType, LineAppetite>>;
  /**
   * The carrier has its own quoting tool agents work in, and its API reports a quote changed
   * there (the sandbox: `sandboxChangedInCarrierTool`).
   */
  ownTool?: boolean;
  /** The carrier's cancellations its insureds ask for are short rate. */
  shortRateCancellation?: boolean;
}

/** The two leading digits of a nine-digit FEIN (its IRS prefix), or null. */
function feinPrefix(fein: string | undefined): string | null {
  const digits = fein?.replace(/\D/g, '') ?? '';
  return digits.length === 9 ? digits.slice(0, 2) : null;
}

/**
 * The sandbox underwriter's desk, one deterministic rule: a referral for a FEIN beginning with
 * 99 is approved, so the carrier answers BINDABLE_NOT_THRU_API with `REFERRAL_APPROVED` in place
 * of the referral's reasons. Any other referral stays REFERRED.
 */
export function sandboxReferralApproved(fein: string | undefined): boolean {
  return feinPrefix(fein) === '99';
}

/**
 * The sandbox's stand-in for an agent working a quote in the carrier's own tool: for a FEIN
 * beginning with 98, a carrier with its own tool answers BINDABLE_NOT_THRU_API with
 * `CHANGED_IN_CARRIER_TOOL`, and the platform no longer rates or sells that quote.
 */
export function sandboxChangedInCarrierTool(fein: string | undefined): boolean {
  return feinPrefix(fein) === '98';
}

const reasons = (codes: readonly BindabilityReason[]): QuoteReason[] =>
  [...new Set(codes)].map((code) => ({ code, text: BINDABILITY_REASON_TEXTS[code] }));

export function rateSubmission(
  submission: Submission,
  tables: RateTables,
  carrier: CarrierName,
  options: RatingOptions = {},
): LineRating {
  switch (submission.coverageType) {
    case 'wc':
      return rateWorkersComp(submission, tables, carrier, options);
    case 'gl':
      return rateGeneralLiability(submission, tables, carrier, options);
    case 'bop':
      return rateBusinessOwners(submission, tables, carrier, options);
    case 'cyber':
      return rateCyber(submission, tables, carrier, options);
  }
}

/** The submission with the terms the carrier offers in place of those it does not. */
function carrierTerms(submission: Submission, appetite: LineAppetite): Submission {
  if (submission.coverageType === 'bop' && appetite.deductiblesOffered) {
    const deductible = offeredDeductible(
      appetite.deductiblesOffered,
      submission.propertyDeductibleCents,
    );
    return { ...submission, propertyDeductibleCents: deductible };
  }
  return submission;
}

export function createSandboxCarrier(profile: SandboxCarrierProfile): CarrierAdapter {
  const lines = Object.keys(profile.lines) as CoverageType[];
  const answer = (
    submission: Submission,
    bindability: Bindability,
    codes: readonly BindabilityReason[],
    extra: Partial<CarrierQuote> = {},
  ): CarrierQuote => ({
    carrier: profile.carrier,
    coverageType: submission.coverageType,
    sandbox: true,
    bindability,
    reasons: reasons(codes),
    premiumCents: null,
    worksheet: null,
    terms: null,
    stateFunds: [],
    tableVersions: [],
    ...extra,
  });

  const appetite = (submission: Submission): AppetiteAnswer => {
    const lineAppetite = profile.lines[submission.coverageType];
    if (!lineAppetite) {
      return {
        decision: 'decline',
        declined: [BindabilityReason.LINE_NOT_WRITTEN],
        referred: [],
        pending: [],
        notThruApi: [],
      };
    }
    return evaluateAppetite(lineAppetite, submission);
  };

  const quoteNow = (
    submission: Submission,
    tables: RateTables,
    asOf: string,
    options: RatingOptions,
  ): CarrierQuote => {
    const R = BindabilityReason;
    const lineAppetite = profile.lines[submission.coverageType];
    if (!lineAppetite) return answer(submission, Bindability.Declined, [R.LINE_NOT_WRITTEN]);
    const daysAhead = daysBetweenIso(asOf, submission.effectiveDate);
    if (-daysAhead > profile.maxBackdatedDays) {
      return answer(submission, Bindability.Declined, [R.EFFECTIVE_DATE_BACKDATED]);
    }
    if (daysAhead > profile.maxDaysAhead) {
      return answer(submission, Bindability.Declined, [R.EFFECTIVE_DATE_TOO_FAR]);
    }
    const found = evaluateAppetite(lineAppetite, submission);
    if (found.decision === 'decline') {
      return answer(submission, Bindability.Declined, found.declined);
    }

    const rating = rateSubmission(
      carrierTerms(submission, lineAppetite),
      tables,
      profile.carrier,
      options,
    );
    switch (rating.kind) {
      case 'monopolistic':
        return answer(submission, Bindability.Declined, [R.MONOPOLISTIC_STATE], {
          stateFunds: rating.stateFunds,
        });
      case 'noRates':
        return answer(submission, Bindability.Error, [R.RATES_NOT_AVAILABLE], {
          message: `No rates in force: ${rating.missing.join('; ')}`,
        });
      case 'unrated':
        return answer(submission, Bindability.Declined, rating.reasons);
      case 'implausibleExposure':
        return answer(submission, Bindability.Declined, [R.EXPOSURE_NOT_PLAUSIBLE], {
          message: rating.problems.map((p) => `${p.field}: ${p.message}`).join('; '),
        });
      case 'rated': {
        const fein = submission.business.fein;
        // The sandbox underwriter's desk: a referral it approves binds with the carrier.
        const approved = found.decision === 'refer' && sandboxReferralApproved(fein);
        const referred = found.decision === 'refer' && !approved;
        const notThruApi = [
          ...(approved ? [R.REFERRAL_APPROVED] : []),
          ...(profile.ownTool && sandboxChangedInCarrierTool(fein)
            ? [R.CHANGED_IN_CARRIER_TOOL]
            : []),
          ...found.notThruApi,
          ...rating.adjustments,
        ];
        const bindability = referred
          ? Bindability.Referred
          : found.pending.length > 0
            ? Bindability.BindabilityPending
            : notThruApi.length > 0
              ? Bindability.BindableNotThruApi
              : Bindability.BindableThruApi;
        return answer(
          submission,
          bindability,
          [...(referred ? found.referred : []), ...found.pending, ...notThruApi],
          {
            premiumCents: rating.premiumCents,
            worksheet: rating.worksheet,
            terms: rating.terms,
            stateFunds: rating.stateFunds,
            tableVersions: rating.tableVersions,
          },
        );
      }
    }
  };

  return {
    carrier: profile.carrier,
    sandbox: true,
    lines,
    appetite,
    lineAppetite: (line) => profile.lines[line],
    bind(request) {
      return Promise.resolve({
        policyNumber: sandboxPolicyNumber(profile.carrier, request),
        effectiveDate: request.effectiveDate,
        expirationDate: request.expirationDate,
      });
    },
    shortRateCancellation: profile.shortRateCancellation ?? false,
    cancel(request) {
      return Promise.resolve(sandboxCancellationReceipt(profile.carrier, request));
    },
    reinstate(request) {
      return Promise.resolve(sandboxReinstatementReceipt(profile.carrier, request));
    },
    quote(submission, tables, asOf, options = {}) {
      try {
        return Promise.resolve(quoteNow(submission, tables, asOf, options));
      } catch (error) {
        return Promise.resolve(
          answer(submission, Bindability.Error, [], {
            message: error instanceof Error ? error.message : String(error),
          }),
        );
      }
    },
  };
}
