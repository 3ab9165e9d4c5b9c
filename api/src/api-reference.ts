/**
 * What the API reference says beyond its operations: the introduction, and the tags grouped
 * by the product's areas (docs/architecture.md) so a reader finds a call by what it is about.
 */
import { ErrorCode } from '@coverline/contracts';

export const API_DESCRIPTION = `Small-business insurance quoting, purchase and policy servicing.

## Authentication
Most calls need a session. Send its access token as \`Authorization: Bearer <token>\`; the web app
sends the same token in a cookie instead (\`token\` for users, \`repToken\` for payroll partner reps,
\`guestToken\` for a visitor's quote, \`borSessionToken\` for a broker-of-record applicant), with the
\`x-session\` header naming the session. Each operation lists the sessions it accepts under
**Who may call** and in its security requirements. A call without a session where one is needed
is refused with ${ErrorCode.SignInRequired}, a session of the wrong kind or role with ${ErrorCode.AccessDenied}.

Partners' systems call the \`integrations\` operations as API clients: the OAuth2 client-credentials
grant at \`POST /api/oauth/token\` trades the client's id and secret for a short-lived token, sent as
\`Authorization: Bearer <token>\`. Those operations name the scopes they need (security scheme
\`apiClient\`); a token without them is refused with ${ErrorCode.MachineScopeMissing}, and a client over its rate
with ${ErrorCode.ApiClientRateLimited}.

**Partners' developers:** start with the [partner guide](/api/docs/partners/partner-guide.md)
(\`docs/partner-guide.md\` in the Coverline repository): getting an API client, the token, reading
referrals, [posting payroll reports](/api/docs/partners/partner-payroll-reports.md), subscribing to
[webhooks](/api/docs/partners/partner-webhooks.md) and checking their signatures, errors and
retries, and a TypeScript client generated from this document (\`examples/partner-client\`).

## Errors
Every refusal answers with the same envelope: \`{ statusCode, code, message, error }\`. \`code\` is a
catalogue code: each operation documents every code it can answer, grouped by HTTP status, with
an example of each. Branch on \`code\`, never on \`message\` (it is translated and may change).
Invalid input is ${ErrorCode.RequestInvalid} with one message per problem. Any call may also answer
${ErrorCode.ServiceUnavailable} (503) while the database is unreachable, and ${ErrorCode.TooManyRequests} (429) when a rate
limit is reached; retry later, with back-off.
`;

/** The product's areas, in reading order, with the tags of the calls each owns. */
export const TAG_AREAS: ReadonlyArray<{ area: string; tags: Record<string, string> }> = [
  {
    area: 'Identity',
    tags: {
      users: 'Accounts, sign-in, sessions, passwords and email verification; agents.',
      mfa: 'Staff two-step verification: enrolment, sign-in codes, resets.',
      clients: 'Client accounts as staff see and change them.',
    },
  },
  {
    area: 'Partners',
    tags: {
      'payroll-partners':
        'Payroll partner reps: registration, sign-in, profile; admins manage reps.',
      referrals:
        'ReferralTrak: reps refer clients and follow them; admins attach quotes and decide payouts.',
      'api-clients':
        'API clients partners’ systems sign in with: admins create them, set scopes and rate limits, rotate secrets, revoke them and read their calls.',
      integrations:
        'Calls for partners’ systems: a client-credentials token, then the payroll company’s referrals and pay-as-you-go payroll reports or the carrier’s quotes, and the client’s own webhook subscriptions and deliveries, each under its scope. The partner guide (/api/docs/partners/partner-guide.md) walks through them.',
      webhooks:
        'Partners’ webhook subscriptions: admins subscribe a payroll company’s or carrier’s URL to events, rotate its signing secret, read the delivery log and replay a delivery.',
    },
  },
  {
    area: 'Quoting',
    tags: {
      quotes:
        'A quote from first answers to submission: the application, class codes, guest sessions.',
      rating: 'Rating each line with the carriers.',
      'quote-mode': 'Online or manual quoting; carrier quotes entered by hand.',
      'quote-admin':
        'Staff actions on a quote: lock, archive, status, assigned agent, audit trail.',
      appetite: 'Which business types carriers cover, where, and for which lines.',
      business: 'The businesses behind quotes.',
      'rate-tables': 'Rate tables and their dated versions.',
      carriers: 'Carriers, their settings and logos.',
      coverage: 'Texts explaining each coverage.',
      'master-index-mapping': 'Business types, NAICS industries and carrier class codes.',
      'payroll-companies': 'Payroll company partners.',
      'payroll-rules': 'Owner payroll rules per state, class and year.',
      questions: 'The questions the application asks, and owner titles.',
    },
  },
  {
    area: 'Purchase',
    tags: {
      billing: 'Billing details, payment plans and payments.',
      purchase: 'Checkout with the payment provider.',
      signatures: 'Signature packets: sending, signing, owner waivers.',
      documents: 'Quote documents: upload, download, proposals, mailing.',
      'pay-as-you-go': 'Pay-as-you-go registration with the payroll company.',
      'sandbox-payments': 'The sandbox payment provider (development and tests).',
    },
  },
  {
    area: 'Servicing',
    tags: {
      policies: 'Bound policies.',
      'policy-changes': 'Change requests on a policy and their answers.',
      claims: 'Claims reported on a policy.',
      certificates:
        'Certificates of insurance, and the public check behind the link printed on each one.',
      'policy-billing':
        'A bound policy’s instalments: schedule, ledger, paying a missed instalment, receivables.',
      'payroll-reports':
        'Pay-as-you-go payroll reports of a policy: each payroll its payroll company reported, the premium rated from it and its charge; for the client, staff and the company’s reps.',
      'policy-cancellation':
        'Cancelling a bound policy: the return premium preview, the cancellation and its refund.',
      'policy-renewal':
        'Renewing a bound policy: the renewal offer and its summary, confirming payroll, accepting, non-renewal.',
      'policy-endorsements':
        'Endorsements of a bound policy: priced changes to its rating inputs, staff approval of referred ones, the client’s acceptance, its charge or refund and the new policy version.',
      'premium-audits':
        'The premium audit of a workers’ compensation policy: its live preview all term (the true-up so far), the final payroll at the term’s end and the difference charged or refunded.',
      'daily-runs':
        'The policy year’s daily runs (instalment billing, renewals, payroll report reminders): their schedules and latest runs; admins run one now for today.',
      bor: 'Broker-of-record changes: the applicant’s session, application and letter; staff decisions.',
    },
  },
  {
    area: 'Back office',
    tags: {
      'application-view': 'The applications pipeline, deals and activity.',
      'application-detail': 'The staff read of one application.',
      notes: 'Notes staff keep on clients.',
    },
  },
  {
    area: 'Support',
    tags: {
      chat: 'Support chat requests and messages (the live conversation runs on the socket).',
      help: 'Help articles: reading, searching, editing and publishing.',
    },
  },
  {
    area: 'Platform',
    tags: {
      health: 'Whether the service answers.',
      audit: 'The audit log.',
      jobs: 'Background jobs that failed.',
      dev: 'Development helpers, absent in production.',
    },
  },
];
