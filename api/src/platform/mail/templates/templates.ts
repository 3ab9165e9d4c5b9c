/** Every mail the product sends: a subject, a text part and an HTML part built from the same data. */
import { borMailRenderers, type BorMailTemplates } from './bor-mails';
import { chatMailRenderers, type ChatMailTemplates } from './chat-mails';
import { clientMailRenderers, type ClientMailTemplates } from './client-mails';
import { certificateMailRenderers, type CertificateMailTemplates } from './certificate-mails';
import { cancellationMailRenderers, type CancellationMailTemplates } from './cancellation-mails';
import { renewalMailRenderers, type RenewalMailTemplates } from './renewal-mails';
import { premiumAuditMailRenderers, type PremiumAuditMailTemplates } from './premium-audit-mails';
import { documentMailRenderers, type DocumentMailTemplates } from './document-mails';
import { endorsementMailRenderers, type EndorsementMailTemplates } from './endorsement-mails';
import { instalmentMailRenderers, type InstalmentMailTemplates } from './instalment-mails';
import {
  payrollReportMailRenderers,
  type PayrollReportMailTemplates,
} from './payroll-report-mails';
import { inertText, layout, type MailLanguage, type RenderedMail } from './layout';
import { purchaseMailRenderers, type PurchaseMailTemplates } from './purchase-mails';
import { referralMailRenderers, type ReferralMailTemplates } from './referral-mails';
import { repMailRenderers, type RepMailTemplates } from './rep-mails';
import { servicingMailRenderers, type ServicingMailTemplates } from './servicing-mails';
import { spanishRenderers } from './spanish-mails';

export type { MailLanguage, RenderedMail } from './layout';

export interface MailTemplates
  extends
    DocumentMailTemplates,
    PurchaseMailTemplates,
    ServicingMailTemplates,
    InstalmentMailTemplates,
    PayrollReportMailTemplates,
    CertificateMailTemplates,
    CancellationMailTemplates,
    RenewalMailTemplates,
    EndorsementMailTemplates,
    PremiumAuditMailTemplates,
    RepMailTemplates,
    ReferralMailTemplates,
    BorMailTemplates,
    ChatMailTemplates,
    ClientMailTemplates {
  'password-reset': { resetUrl: string; expiresInMinutes: number };
  'agent-welcome': { firstName: string; resetUrl: string; expiresInMinutes: number };
  'verify-email': { verifyUrl: string; expiresInHours: number };
  'quote-resume': { coverage: string; resumeUrl: string; expiresInHours: number };
  'quote-registration': { coverage: string; registerUrl: string };
  'quote-started-for-account': { coverage: string; signInUrl: string };
  'rep-magic-link': { firstName: string; loginUrl: string; expiresInMinutes: number };
  'signature-request': {
    signerName: string;
    businessName: string;
    documentTitles: string[];
    signingUrl: string;
    expiresInDays: number;
  };
}

export type MailTemplateName = keyof MailTemplates;

type Renderers = { [K in MailTemplateName]: (data: MailTemplates[K]) => RenderedMail };

export const renderers: Renderers = {
  ...documentMailRenderers,
  ...purchaseMailRenderers,
  ...servicingMailRenderers,
  ...instalmentMailRenderers,
  ...payrollReportMailRenderers,
  ...certificateMailRenderers,
  ...cancellationMailRenderers,
  ...renewalMailRenderers,
  ...endorsementMailRenderers,
  ...premiumAuditMailRenderers,
  ...repMailRenderers,
  ...referralMailRenderers,
  ...borMailRenderers,
  ...chatMailRenderers,
  ...clientMailRenderers,
  // Mails a call without a proven address can cause greet no one by name: the name was typed
  // by whoever made the call, and the mail goes to an address that has not proved it is theirs.
  'password-reset': ({ resetUrl, expiresInMinutes }) => {
    const subject = 'Reset your Coverline password';
    const lines = [
      'Hello,',
      'We received a request to reset the password of your Coverline account.',
      `The link works once and expires in ${expiresInMinutes} minutes. If you did not ask for it, you can ignore this email: your password stays the same.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nReset your password: ${resetUrl}\n`,
      html: layout(subject, lines, { label: 'Reset password', url: resetUrl }),
    };
  },
  'agent-welcome': ({ firstName, resetUrl, expiresInMinutes }) => {
    const subject = 'Your Coverline agent account';
    const lines = [
      `Hello ${firstName},`,
      'An administrator created a Coverline agent account for you.',
      `Choose your password with the link below; it works once and expires in ${expiresInMinutes} minutes. Afterwards, use "Forgot password" on the sign-in page for a new link.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nChoose your password: ${resetUrl}\n`,
      html: layout(subject, lines, { label: 'Choose password', url: resetUrl }),
    };
  },
  'quote-resume': ({ coverage, resumeUrl, expiresInHours }) => {
    const subject = `Resume your ${coverage} quote`;
    const lines = [
      'Hello,',
      `Your ${coverage} quote with Coverline is saved. Pick up where you left off with the link below.`,
      `The link works for ${expiresInHours} hours, and only until you sign up or buy. After that, sign in, or start the quote again with the same email and we will send you a new link. If you did not start a quote, you can ignore this email.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nResume your quote: ${resumeUrl}\n`,
      html: layout(subject, lines, { label: 'Resume quote', url: resumeUrl }),
    };
  },
  'verify-email': ({ verifyUrl, expiresInHours }) => {
    const subject = 'Confirm your email for Coverline';
    const lines = [
      'Hello,',
      'Welcome to Coverline. Please confirm that this is your email address: once you do, the quotes and policies filed under it appear in your account.',
      `The link works once and expires in ${expiresInHours} hours. If you did not sign up, you can ignore this email.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nConfirm your email: ${verifyUrl}\n`,
      html: layout(subject, lines, { label: 'Confirm email', url: verifyUrl }),
    };
  },
  'quote-registration': ({ coverage, registerUrl }) => {
    const subject = `Sign up to continue your ${coverage} quote`;
    const lines = [
      'Hello,',
      `Your ${coverage} quote with Coverline has moved past the point where it can be changed without an account.`,
      'Sign up with this email address to see it and continue. If you did not ask for this, you can ignore this email.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nSign up: ${registerUrl}\n`,
      html: layout(subject, lines, { label: 'Sign up', url: registerUrl }),
    };
  },
  'quote-started-for-account': ({ coverage, signInUrl }) => {
    const subject = `A ${coverage} quote was started with your email`;
    const lines = [
      'Hello,',
      `Someone started a ${coverage} quote on Coverline with this email address, which has a Coverline account. The quote is filed with your account.`,
      'If it was you, sign in to see and continue it. If it was not, you can ignore this email: nothing of your account was shown to them.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nSign in: ${signInUrl}\n`,
      html: layout(subject, lines, { label: 'Sign in', url: signInUrl }),
    };
  },
  'rep-magic-link': ({ firstName, loginUrl, expiresInMinutes }) => {
    const subject = 'Your Coverline payroll partner sign-in link';
    const lines = [
      `Hello ${firstName},`,
      'Use the link below to sign in to the Coverline payroll partner portal.',
      `The link works once and expires in ${expiresInMinutes} minutes. If you did not ask for it, you can ignore this email.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nSign in: ${loginUrl}\n`,
      html: layout(subject, lines, { label: 'Sign in', url: loginUrl }),
    };
  },
  'signature-request': ({
    signerName,
    businessName,
    documentTitles,
    signingUrl,
    expiresInDays,
  }) => {
    const subject = `Please sign the insurance documents for ${businessName}`;
    const lines = [
      `Hello ${signerName},`,
      `The insurance application of ${businessName} needs your signature on: ${documentTitles.join(', ')}.`,
      `Open the link below to read the documents and sign them by typing your name. The link is yours alone: it works until you have signed, for ${expiresInDays} days. This is a sandbox e-signature.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nRead and sign: ${signingUrl}\n`,
      html: layout(subject, lines, { label: 'Read and sign', url: signingUrl }),
    };
  },
};

/** Values the product writes itself: the links it made and email addresses. */
const OWN_VALUE = /(Url|Email)$/;

/** Every other string of a mail's data, at any depth, made inert (`inertText`). */
function inertData(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return OWN_VALUE.test(key) ? value : inertText(value);
  if (Array.isArray(value)) return value.map((v) => inertData(v, key));
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inertData(v, k)]));
  }
  return value;
}

/** Whether a template has a Spanish version (the mails a visitor or client receives). */
export function hasSpanish(name: MailTemplateName): boolean {
  return spanishRenderers[name] !== undefined;
}

/**
 * A mail from its template and data, in the recipient's language where the template has it
 * (English otherwise). Text typed by people (names, business names, messages) reaches the mail
 * as plain, inert text: HTML-escaped in the HTML part, and never a link.
 */
export function renderMail<K extends MailTemplateName>(
  name: K,
  data: MailTemplates[K],
  language: MailLanguage = 'en',
): RenderedMail {
  const spanish = language === 'es' ? spanishRenderers[name] : undefined;
  return (spanish ?? renderers[name])(inertData(data) as MailTemplates[K]);
}
