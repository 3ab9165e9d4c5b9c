/**
 * The mails of a purchase's moments, each sent once from the event that makes it true: the
 * receipt of a payment, all signatures in, and the policy bound. They state facts (amounts,
 * dates in words, the last four digits of a card or account) and promise only what will happen.
 */
import { layout, type RenderedMail } from './layout';
import { formatCents } from '../../../common/money';
import { businessWords, dateInWords, paidWith } from './words';

export interface PurchaseMailTemplates {
  'payment-receipt': {
    firstName: string | null;
    businessName: string | null;
    /**
     * What the money paid for, which each language words itself: the first payment of the
     * coverage ("workers compensation", as `coverageWords` names it) with the carrier, on the
     * quote with this reference.
     */
    paidFor: { coverage: string; carrier: string | null; quoteReference: string };
    amountCents: number;
    method: 'card' | 'bank';
    last4: string | null;
    /** When the provider took the money. */
    paidAt: Date;
    /** The payment's reference, for questions about it. */
    reference: string;
    /** Whether signatures come next (a first payment of a purchase). */
    signaturesNext: boolean;
    quoteUrl: string;
  };
  'signatures-complete': {
    firstName: string | null;
    businessName: string | null;
    coverage: string;
    attached: string[];
    quoteUrl: string;
  };
  'policy-bound': {
    firstName: string | null;
    businessName: string | null;
    coverage: string;
    carrier: string;
    policyNumber: string;
    /** ISO dates of the term. */
    effectiveDate: string;
    expirationDate: string;
    /** The client's own page of the policy in their account. */
    policyUrl: string;
    /** Sign-up with the policy's address, when the client has no account yet; else null. */
    registerUrl: string | null;
    /** The carrier's site for the policy, when known. */
    carrierUrl: string | null;
    /** Sent again by staff rather than at binding. */
    resent: boolean;
  };
}

type PaidFor = PurchaseMailTemplates['payment-receipt']['paidFor'];

type Renderers = {
  [K in keyof PurchaseMailTemplates]: (data: PurchaseMailTemplates[K]) => RenderedMail;
};

const hello = (firstName: string | null) => `Hello ${firstName ?? 'there'},`;

/** "Workers compensation, Hartford, first payment (quote Q-1A2B3C)". */
function paidForWords({ coverage, carrier, quoteReference }: PaidFor): string {
  const line = coverage.charAt(0).toUpperCase() + coverage.slice(1);
  return `${[line, carrier, 'first payment'].filter(Boolean).join(', ')} (quote ${quoteReference})`;
}

export const purchaseMailRenderers: Renderers = {
  'payment-receipt': (data) => {
    const amount = formatCents(data.amountCents);
    const subject = `Receipt: ${amount} paid for ${businessWords(data.businessName)}`;
    const lines = [
      hello(data.firstName),
      `Thank you, we received your payment. This is your receipt.`,
      `Amount: ${amount}`,
      `Paid with: ${paidWith(data.method, data.last4)}`,
      `Date: ${dateInWords(data.paidAt)}`,
      `For: ${paidForWords(data.paidFor)}`,
      `Reference: ${data.reference}`,
      data.signaturesNext
        ? 'Next, the owners and officers of the business receive the documents to sign by email. The policy is issued once everyone has signed.'
        : 'Keep this receipt with your records.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nOpen your quote: ${data.quoteUrl}\n`,
      html: layout(subject, lines, { label: 'Open quote', url: data.quoteUrl }),
    };
  },
  'signatures-complete': ({ firstName, businessName, coverage, attached, quoteUrl }) => {
    const subject = `All signatures are in for ${businessWords(businessName)}`;
    const lines = [
      hello(firstName),
      `All signatures are in for your ${coverage} purchase. We now ask the carrier to issue the policy; nothing more is needed from you for that.`,
      'When the policy is bound, we email you its number and dates, with a link to it in your account.',
      `Attached are the signed documents: ${attached.join(', ')}.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nOpen your quote: ${quoteUrl}\n`,
      html: layout(subject, lines, { label: 'Open quote', url: quoteUrl }),
    };
  },
  'policy-bound': (data) => {
    const subject = `Your ${data.coverage} policy ${data.policyNumber} is bound`;
    const lines = [
      hello(data.firstName),
      data.resent
        ? `As asked, here again are the details of your ${data.coverage} policy for ${businessWords(data.businessName)}.`
        : `Your ${data.coverage} policy for ${businessWords(data.businessName)} is bound.`,
      `Policy number: ${data.policyNumber}`,
      `Carrier: ${data.carrier}`,
      `In force from ${dateInWords(data.effectiveDate)} to ${dateInWords(data.expirationDate)}.`,
      data.registerUrl
        ? 'The policy summary is attached. Create your account with this email address to see the policy, its documents and payments, and to request certificates and changes.'
        : 'The policy summary is attached. Your account shows the policy, its documents and payments, and lets you request certificates and changes.',
    ];
    const carrier = data.carrierUrl
      ? [{ label: "The carrier's site for your policy", url: data.carrierUrl }]
      : [];
    const more = carrier.map((l) => `\n${l.label}: ${l.url}`).join('');
    const action = data.registerUrl
      ? { label: 'Create your account', url: data.registerUrl }
      : { label: 'See your policy', url: data.policyUrl };
    return {
      subject,
      text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}${more}\n`,
      html: layout(subject, lines, action, carrier),
    };
  },
};
