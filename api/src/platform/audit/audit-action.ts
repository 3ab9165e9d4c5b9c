/**
 * The staff actions the audit trail records, named after the routes that perform them. Before
 * and after hold the fields the action changed and never secrets (bank numbers, FEINs, tokens).
 */
export const AUDIT_ACTIONS = [
  'lock',
  'unlock',
  'archive',
  'unarchive',
  'setQuoteStatus',
  'updateAgentAssigned',
  'checkoutReset',
  'updateQuotePolicy',
  'activePolicy',
  'sendBoundPolicyToClient',
  'setQuoteProposal',
  'uploadDocument',
  'setDocumentActive',
  'sendQuoteDocuments',
  'sendQuoteCertificates',
  'sendQuoteToClient',
  'issueCertificate',
  'createAgent',
  'updateAgent',
  'setActive',
  'updateUser',
  'updateClient',
  'requestClientEmailChange',
  'confirmClientEmailChange',

  'switchToManual',
  'switchToApi',
  'addManualCarrierQuote',
  'updateManualCarrierQuote',
  'removeManualCarrierQuote',
  'verifyExperienceMod',

  'approvePayrollRep',
  'rejectPayrollRep',

  'setBorStatus',

  'disableMfa',
  'resetMfa',
  'attachReferral',
  'detachReferral',
  'eligibleForPayout',
  'ineligibleForPayout',
  'closeReferral',

  'createApiClient',
  'updateApiClient',
  'rotateApiClientSecret',
  'revokeApiClient',

  'createWebhookSubscription',
  'updateWebhookSubscription',
  'deleteWebhookSubscription',
  'rotateWebhookSecret',
  'replayWebhookDelivery',
  'cancelPolicy',
  'reinstatePolicy',
  'confirmRenewal',
  'acceptRenewal',
  'nonRenewPolicy',
  'requestEndorsement',
  'approveEndorsement',
  'declineEndorsement',
  'withdrawEndorsement',
  'acceptEndorsement',
  'submitAuditPayroll',
  'runDailyRun',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A snapshot of the fields an action changed: plain JSON values only. */
export type AuditSnapshot = Record<string, string | number | boolean | null>;

/**
 * The named fields of a record as a snapshot: dates become ISO strings, fields not set yet
 * (a record about to be created) null, objects are left out.
 */
export function snapshotOf<T extends object>(
  record: T,
  keys: ReadonlyArray<keyof T>,
): AuditSnapshot {
  const snapshot: AuditSnapshot = {};
  for (const key of keys) {
    const value: unknown = record[key] ?? null;
    if (value instanceof Date) snapshot[String(key)] = value.toISOString();
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      snapshot[String(key)] = value as string | number | boolean | null;
    }
  }
  return snapshot;
}
