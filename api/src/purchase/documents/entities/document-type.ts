/** The kinds of documents an application keeps, and where each came from. */

export const DocumentType = {
  QuoteProposal: 'QUOTE_PROPOSAL',
  QuoteApplication: 'QUOTE_APPLICATION',
  Coi: 'COI',
  PolicySummary: 'POLICY_SUMMARY',
  /** An excluded owner's or officer's waiver of their own coverage, signed by them. */
  OwnerWaiver: 'OWNER_WAIVER',
  /** A business's letter appointing Coverline as broker of record, signed by an officer. */
  BorLetter: 'BOR_LETTER',
  /** The notice that a bound policy is cancelled, with how its premium settles. */
  CancellationNotice: 'CANCELLATION_NOTICE',
  /** A change to a bound policy's rating inputs, issued as a new version of the policy. */
  Endorsement: 'ENDORSEMENT',
  /** The premium audit of a workers' compensation term: final payroll and the difference. */
  PremiumAuditStatement: 'AUDIT_STATEMENT',
} as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];

/** What staff may upload by hand; a policy summary and a waiver are only ever generated. */
export const UPLOADABLE_DOCUMENT_TYPES: readonly DocumentType[] = [
  DocumentType.QuoteProposal,
  DocumentType.QuoteApplication,
  DocumentType.Coi,
];

export const DocumentSource = {
  Generated: 'generated',
  Uploaded: 'uploaded',
} as const;
export type DocumentSource = (typeof DocumentSource)[keyof typeof DocumentSource];
