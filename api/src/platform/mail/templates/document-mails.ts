/**
 * The mails of a quote's documents: the proposal and application, certificates, and the quote's
 * link back into the wizard. PDFs travel as attachments (the
 * outbox names the stored documents); the text says what is attached and links back.
 */
import { layout, type RenderedMail } from './layout';
import { businessWords, carrierWords } from './words';

export interface DocumentMailTemplates {
  'quote-documents': {
    firstName: string | null;
    businessName: string | null;
    coverage: string;
    carrier: string | null;
    attached: string[];
    quoteUrl: string;
  };
  'quote-certificates': {
    firstName: string | null;
    businessName: string | null;
    certificates: number;
  };
  'quote-link': { firstName: string | null; coverage: string; quoteUrl: string };
}

type Renderers = {
  [K in keyof DocumentMailTemplates]: (data: DocumentMailTemplates[K]) => RenderedMail;
};

const hello = (firstName: string | null) => `Hello ${firstName ?? 'there'},`;

export const documentMailRenderers: Renderers = {
  'quote-documents': ({ firstName, businessName, coverage, carrier, attached, quoteUrl }) => {
    const subject = `Your ${coverage} quote documents for ${businessWords(businessName)}`;
    const lines = [
      hello(firstName),
      `Attached are the documents of your ${coverage} quote with ${carrierWords(carrier)}: ${attached.join(', ')}.`,
      'Please read them carefully. You can see the quote and continue to purchase with the link below.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nOpen your quote: ${quoteUrl}\n`,
      html: layout(subject, lines, { label: 'Open quote', url: quoteUrl }),
    };
  },
  'quote-certificates': ({ firstName, businessName, certificates }) => {
    const subject = `Certificates of insurance for ${businessWords(businessName)}`;
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
};
