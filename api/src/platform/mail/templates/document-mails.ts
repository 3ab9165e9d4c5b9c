/**
 * The mails of a quote's documents and policy: the proposal and application, certificates, the
 * quote's link back into the wizard, and the bound policy. PDFs travel as attachments (the
 * outbox names the stored documents); the text says what is attached and links back.
 */
import { layout, type RenderedMail } from './layout';

export interface DocumentMailTemplates {
  'quote-documents': {
    firstName: string | null;
    businessName: string;
    coverage: string;
    carrier: string;
    attached: string[];
    quoteUrl: string;
  };
  'quote-certificates': {
    firstName: string | null;
    businessName: string;
    certificates: number;
  };
  'quote-link': { firstName: string | null; coverage: string; quoteUrl: string };
  'signatures-complete': {
    firstName: string | null;
    businessName: string;
    coverage: string;
    attached: string[];
    quoteUrl: string;
  };
  'bound-policy': {
    firstName: string | null;
    businessName: string;
    coverage: string;
    carrier: string;
    policyNumber: string;
    effectiveDate: string;
    portalLink: string | null;
  };
}

type Renderers = {
  [K in keyof DocumentMailTemplates]: (data: DocumentMailTemplates[K]) => RenderedMail;
};

const hello = (firstName: string | null) => `Hello ${firstName ?? 'there'},`;

export const documentMailRenderers: Renderers = {
  'quote-documents': ({ firstName, businessName, coverage, carrier, attached, quoteUrl }) => {
    const subject = `Your ${coverage} quote documents for ${businessName}`;
    const lines = [
      hello(firstName),
      `Attached are the documents of your ${coverage} quote with ${carrier}: ${attached.join(', ')}.`,
      'Please read them carefully. You can see the quote and continue to purchase with the link below.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nOpen your quote: ${quoteUrl}\n`,
      html: layout(subject, lines, { label: 'Open quote', url: quoteUrl }),
    };
  },
  'quote-certificates': ({ firstName, businessName, certificates }) => {
    const subject = `Certificates of insurance for ${businessName}`;
    const lines = [
      hello(firstName),
      certificates === 1
        ? 'Attached is your certificate of insurance.'
        : `Attached are your ${certificates} certificates of insurance.`,
      'Share them with whoever asked for proof of your cover.',
    ];
    return { subject, text: `${lines.join('\n\n')}\n`, html: layout(subject, lines) };
  },
  'quote-link': ({ firstName, coverage, quoteUrl }) => {
    const subject = `Your ${coverage} quote is ready`;
    const lines = [
      hello(firstName),
      `Your ${coverage} quote with Coverline is ready for you to review.`,
      'Open it with the link below to see the carriers’ prices and continue.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nOpen your quote: ${quoteUrl}\n`,
      html: layout(subject, lines, { label: 'Open quote', url: quoteUrl }),
    };
  },
  'signatures-complete': ({ firstName, businessName, coverage, attached, quoteUrl }) => {
    const subject = `All signatures are in for ${businessName}`;
    const lines = [
      hello(firstName),
      `All signatures are in; your ${coverage} policy is being issued. We will email you as soon as it is bound.`,
      `Attached are the signed documents: ${attached.join(', ')}.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nOpen your quote: ${quoteUrl}\n`,
      html: layout(subject, lines, { label: 'Open quote', url: quoteUrl }),
    };
  },
  'bound-policy': (data) => {
    const subject = `Your ${data.coverage} policy ${data.policyNumber} is bound`;
    const lines = [
      hello(data.firstName),
      `Your ${data.coverage} policy for ${data.businessName} with ${data.carrier} is bound: policy number ${data.policyNumber}, effective ${data.effectiveDate}.`,
      'The policy summary is attached. Keep it with your records.',
    ];
    const action = data.portalLink
      ? { label: 'Manage your policy', url: data.portalLink }
      : undefined;
    const link = data.portalLink ? `\n\nManage your policy: ${data.portalLink}` : '';
    return {
      subject,
      text: `${lines.join('\n\n')}${link}\n`,
      html: layout(subject, lines, action),
    };
  },
};
