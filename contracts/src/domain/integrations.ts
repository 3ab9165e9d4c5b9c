/**
 * Machine clients: the carriers' and payroll companies' own systems calling the API with OAuth2
 * client credentials.
 */

/** Who an API client speaks for: a payroll company or a carrier (reference data). */
export const PartnerKind = {
  PayrollCompany: 'payroll_company',
  Carrier: 'carrier',
} as const;
export type PartnerKind = (typeof PartnerKind)[keyof typeof PartnerKind];
export const PARTNER_KINDS: readonly PartnerKind[] = Object.values(PartnerKind);

/** What an API client may be granted; a route opened to machines names the scope it needs. */
export const ApiScope = {
  /** A payroll company's referrals, read. */
  ReferralsRead: 'referrals:read',
  /** A carrier's quotes, read. */
  QuotesRead: 'quotes:read',
  /** The client's webhook subscriptions, managed. */
  WebhooksManage: 'webhooks:manage',
  /** Pay-as-you-go payroll reports of the policies the payroll company serves, posted. */
  PayrollReportsWrite: 'payroll-reports:write',
  /** Pay-as-you-go payroll reports of the policies the payroll company serves, read. */
  PayrollReportsRead: 'payroll-reports:read',
} as const;
export type ApiScope = (typeof ApiScope)[keyof typeof ApiScope];
export const API_SCOPES: readonly ApiScope[] = Object.values(ApiScope);

/** The scopes that make sense for each kind of partner. */
export const SCOPES_BY_PARTNER: Readonly<Record<PartnerKind, readonly ApiScope[]>> = {
  [PartnerKind.PayrollCompany]: [
    ApiScope.ReferralsRead,
    ApiScope.WebhooksManage,
    ApiScope.PayrollReportsWrite,
    ApiScope.PayrollReportsRead,
  ],
  [PartnerKind.Carrier]: [ApiScope.QuotesRead, ApiScope.WebhooksManage],
};

/** The scopes of `wanted` a partner of this kind may not hold. */
export function scopesOutOfReach(kind: PartnerKind, wanted: readonly ApiScope[]): ApiScope[] {
  return wanted.filter((s) => !SCOPES_BY_PARTNER[kind].includes(s));
}

export const ApiClientLimits = {
  /** An access token's life: short, the client asks again with its secret. */
  tokenTtlSeconds: 900,
  /** Requests per minute when the admin sets none. */
  defaultRatePerMinute: 600,
  maxRatePerMinute: 100_000,
  /** How long a rotated-out secret keeps working by default, and at most. */
  defaultOverlapHours: 24,
  maxOverlapHours: 24 * 30,
  nameMaxLength: 100,
} as const;
