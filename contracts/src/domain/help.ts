/**
 * The help center: the topics its articles are grouped under, the limits of what an admin may
 * write in one, and the words a search is made of. Shared by the API and the web app.
 */

/** The groups the help center lists its articles under, in the order shown. */
export const HelpTopic = {
  Quotes: 'quotes',
  WorkersComp: 'workersComp',
  Coverages: 'coverages',
  Buying: 'buying',
  YourPolicy: 'yourPolicy',
  Account: 'account',
} as const;
export type HelpTopic = (typeof HelpTopic)[keyof typeof HelpTopic];
export const HELP_TOPICS: readonly HelpTopic[] = Object.values(HelpTopic);

/** Which topic each shipped article belongs to (by slug, the same in every language). */
export const HELP_ARTICLE_TOPICS: Readonly<Record<string, HelpTopic>> = {
  'getting-a-quote': HelpTopic.Quotes,
  'saving-and-resuming-a-quote': HelpTopic.Quotes,
  'quote-results-and-bindability': HelpTopic.Quotes,
  'who-we-cover': HelpTopic.Quotes,
  'insurance-companies': HelpTopic.Quotes,
  'workers-compensation-cover': HelpTopic.WorkersComp,
  'workers-comp-who-must-carry': HelpTopic.WorkersComp,
  'workers-comp-monopolistic-states': HelpTopic.WorkersComp,
  'texas-workers-comp-opt-out': HelpTopic.WorkersComp,
  'owners-and-officers': HelpTopic.WorkersComp,
  'experience-mod': HelpTopic.WorkersComp,
  'general-liability-cover': HelpTopic.Coverages,
  'additional-insured': HelpTopic.Coverages,
  'business-owners-policy-cover': HelpTopic.Coverages,
  'cyber-cover': HelpTopic.Coverages,
  'waiver-of-subrogation': HelpTopic.Coverages,
  'paying-and-instalments': HelpTopic.Buying,
  'pay-as-you-go': HelpTopic.Buying,
  'signing-documents': HelpTopic.Buying,
  'certificates-of-insurance': HelpTopic.YourPolicy,
  'policy-changes': HelpTopic.YourPolicy,
  claims: HelpTopic.YourPolicy,
  'broker-of-record-changes': HelpTopic.YourPolicy,
  'your-account': HelpTopic.Account,
  'privacy-and-security': HelpTopic.Account,
  'talking-to-a-person': HelpTopic.Account,
  'payroll-partners': HelpTopic.Account,
};

/** The topic of an article; one not in the table is listed with the account articles. */
export function helpTopicOf(slug: string): HelpTopic {
  return HELP_ARTICLE_TOPICS[slug] ?? HelpTopic.Account;
}

/** The slugs of the articles the product's pages link to, so a link never points nowhere. */
export const HelpSlug = {
  GettingAQuote: 'getting-a-quote',
  QuoteResults: 'quote-results-and-bindability',
  OwnersAndOfficers: 'owners-and-officers',
  PayingAndInstalments: 'paying-and-instalments',
  PayAsYouGo: 'pay-as-you-go',
  CertificatesOfInsurance: 'certificates-of-insurance',
  PolicyChanges: 'policy-changes',
  Claims: 'claims',
  BrokerOfRecord: 'broker-of-record-changes',
  SigningDocuments: 'signing-documents',
  MonopolisticStates: 'workers-comp-monopolistic-states',
} as const;
export type HelpSlug = (typeof HelpSlug)[keyof typeof HelpSlug];

export const HELP_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

export const HelpLimits = {
  titleMax: 200,
  summaryMax: 500,
  /** Under the 10,000 characters every text field of the API refuses; articles run to 2,000. */
  bodyMax: 8_000,
  tagsMax: 30,
  tagMax: 60,
  queryMax: 200,
  /** The shortest word a search looks for. */
  queryWordMin: 2,
  resultsMax: 20,
} as const;

/**
 * The words of a text as a search compares them: lower case, accents and punctuation dropped
 * ("Certificado de Seguro" and "certificado de seguro" match, "compensación" and
 * "compensacion" too), words shorter than `queryWordMin` left out.
 */
export function helpSearchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= HelpLimits.queryWordMin);
}
