/**
 * Webhooks: the events partners can subscribe to, what each one carries, and the names of the
 * headers a delivery is signed with. A new event joins the registry here (its type, version and
 * payload), gets a trigger that records it in the database migration that adds it, and is then
 * routed and delivered like every other.
 */

// A subscription is owned by a partner (`PartnerKind`, as for API clients): a payroll company or a
// carrier, by its id in the reference data.

export const WebhookEventType = {
  QuoteRated: 'quote.rated',
  PolicyBound: 'policy.bound',
  PaymentFailed: 'payment.failed',
  ReferralStatusChanged: 'referral.status_changed',
  CertificateIssued: 'certificate.issued',
  PayrollReportReceived: 'payroll_report.received',
  PolicyCancelled: 'policy.cancelled',
} as const;
export type WebhookEventType = (typeof WebhookEventType)[keyof typeof WebhookEventType];
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = Object.values(WebhookEventType);

/** One carrier's price for a quote, recorded when the carrier answered a rating. */
export interface QuoteRatedData {
  quoteId: string;
  carrierQuoteId: string;
  carrier: string;
  /** Null when the carrier declined or could not price the quote. */
  annualPremiumCents: number | null;
  bindability: string | null;
  effectiveDate: string | null;
  ratedAt: string;
}

export interface PolicyBoundData {
  policyId: string;
  quoteId: string;
  carrier: string | null;
  policyNumber: string | null;
  effectiveDate: string | null;
  expirationDate: string | null;
  annualPremiumCents: number | null;
  boundAt: string;
}

/** The provider declined a checkout's payment; the client may try again. */
export interface PaymentFailedData {
  checkoutId: string;
  quoteId: string;
  amountCents: number;
  failedAt: string;
}

export interface ReferralStatusChangedData {
  referralId: string;
  referralNumber: string;
  previousStatus: string;
  status: string;
  /** The quote the referral follows, once the referred client started one. */
  quoteId: string | null;
  changedAt: string;
}

export interface CertificateIssuedData {
  certificateId: string;
  quoteId: string;
  holderName: string;
  issuedAt: string;
}

/**
 * A payroll company's pay-as-you-go payroll report, recorded and charged: sent once its charge
 * has an outcome (paid, declined, or nothing on file to charge).
 */
export interface PayrollReportReceivedData {
  payrollReportId: string;
  /** The id the payroll company's system gave the report. */
  reportId: string;
  policyId: string;
  quoteId: string;
  policyNumber: string | null;
  periodStart: string;
  periodEnd: string;
  payrollCents: number;
  premiumCents: number;
  chargeStatus: string;
  receivedAt: string;
}

/** A bound policy was cancelled (recorded when the cancellation is, for its date). */
export interface PolicyCancelledData {
  policyId: string;
  quoteId: string;
  carrier: string | null;
  policyNumber: string | null;
  /** The day cover ends. */
  cancellationDate: string;
  reason: string;
  method: string;
  returnPremiumCents: number;
  cancelledAt: string;
}

/** What each event carries in `data`, by type. */
export interface WebhookEventData {
  'quote.rated': QuoteRatedData;
  'policy.bound': PolicyBoundData;
  'payment.failed': PaymentFailedData;
  'referral.status_changed': ReferralStatusChangedData;
  'certificate.issued': CertificateIssuedData;
  'payroll_report.received': PayrollReportReceivedData;
  'policy.cancelled': PolicyCancelledData;
}

export interface WebhookEventDefinition {
  /** Raised when a payload changes incompatibly; a receiver reads `version` to tell them apart. */
  version: number;
  description: string;
}

/** The registry: every event a partner may subscribe to. */
export const WEBHOOK_EVENTS: Readonly<Record<WebhookEventType, WebhookEventDefinition>> = {
  'quote.rated': { version: 1, description: 'A carrier priced (or declined) a quote.' },
  'policy.bound': { version: 1, description: 'A policy was bound and is now active.' },
  'payment.failed': { version: 1, description: 'The provider declined a checkout’s payment.' },
  'referral.status_changed': { version: 1, description: 'A referral moved to another status.' },
  'certificate.issued': { version: 1, description: 'A certificate of insurance was issued.' },
  'payroll_report.received': {
    version: 1,
    description: 'A pay-as-you-go payroll report was recorded and its premium charged.',
  },
  'policy.cancelled': { version: 1, description: 'A bound policy was cancelled.' },
};

/** The body of every delivery. */
export interface WebhookEnvelope<T extends WebhookEventType = WebhookEventType> {
  /** The event id: the same on every retry and replay, so a receiver can drop duplicates. */
  id: string;
  type: T;
  version: number;
  occurredAt: string;
  data: WebhookEventData[T];
}

/** Headers of a delivery. The signature covers `<timestamp>.<raw body>`. */
export const WebhookHeader = {
  Id: 'coverline-webhook-id',
  Timestamp: 'coverline-webhook-timestamp',
  Signature: 'coverline-webhook-signature',
} as const;

export const WebhookDeliveryStatus = {
  /** Waiting for its first attempt or its next retry. */
  Pending: 'pending',
  Delivered: 'delivered',
  /** Every attempt failed; an admin may replay it. */
  Failed: 'failed',
  /** Its subscription was disabled or deleted before it could be delivered. */
  Cancelled: 'cancelled',
} as const;
export type WebhookDeliveryStatus =
  (typeof WebhookDeliveryStatus)[keyof typeof WebhookDeliveryStatus];
export const WEBHOOK_DELIVERY_STATUSES: readonly WebhookDeliveryStatus[] =
  Object.values(WebhookDeliveryStatus);

export const WebhookLimits = {
  urlMaxLength: 500,
  descriptionMaxLength: 200,
  /** How many subscriptions one API client may make through the API (admins' are not counted). */
  subscriptionsPerClient: 20,
} as const;
