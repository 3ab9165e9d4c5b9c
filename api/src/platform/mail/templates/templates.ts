/** Every mail the product sends: a subject, a text part and an HTML part built from the same data. */
import { borMailRenderers, type BorMailTemplates } from './bor-mails';
import { chatMailRenderers, type ChatMailTemplates } from './chat-mails';
import { clientMailRenderers, type ClientMailTemplates } from './client-mails';
import { certificateMailRenderers, type CertificateMailTemplates } from './certificate-mails';
import { documentMailRenderers, type DocumentMailTemplates } from './document-mails';
import { layout, type RenderedMail } from './layout';
import { referralMailRenderers, type ReferralMailTemplates } from './referral-mails';
import { repMailRenderers, type RepMailTemplates } from './rep-mails';
import { servicingMailRenderers, type ServicingMailTemplates } from './servicing-mails';

export type { RenderedMail } from './layout';

export interface MailTemplates
  extends
    DocumentMailTemplates,
    ServicingMailTemplates,
    CertificateMailTemplates,
    RepMailTemplates,
    ReferralMailTemplates,
    BorMailTemplates,
    ChatMailTemplates,
    ClientMailTemplates {
  'password-reset': { firstName: string; resetUrl: string; expiresInMinutes: number };
  'agent-welcome': { firstName: string; resetUrl: string; expiresInMinutes: number };
  'verify-email': { firstName: string; verifyUrl: string; expiresInHours: number };
  'quote-resume': {
    firstName: string | null;
    coverage: string;
    resumeUrl: string;
    expiresInDays: number;
  };
  'quote-registration': { firstName: string | null; coverage: string; registerUrl: string };
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
  ...servicingMailRenderers,
  ...certificateMailRenderers,
  ...repMailRenderers,
  ...referralMailRenderers,
  ...borMailRenderers,
  ...chatMailRenderers,
  ...clientMailRenderers,
  'password-reset': ({ firstName, resetUrl, expiresInMinutes }) => {
    const subject = 'Reset your Coverline password';
    const lines = [
      `Hello ${firstName},`,
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
  'quote-resume': ({ firstName, coverage, resumeUrl, expiresInDays }) => {
    const subject = `Resume your ${coverage} quote`;
    const lines = [
      `Hello ${firstName ?? 'there'},`,
      `Your ${coverage} quote with Coverline is saved. Pick up where you left off with the link below.`,
      `The link works for ${expiresInDays} days. After that, start the quote again with the same email and we will send you a new link.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nResume your quote: ${resumeUrl}\n`,
      html: layout(subject, lines, { label: 'Resume quote', url: resumeUrl }),
    };
  },
  'verify-email': ({ firstName, verifyUrl, expiresInHours }) => {
    const subject = 'Confirm your email for Coverline';
    const lines = [
      `Hello ${firstName},`,
      'Welcome to Coverline. Please confirm that this is your email address: once you do, the quotes and policies filed under it appear in your account.',
      `The link works once and expires in ${expiresInHours} hours. If you did not sign up, you can ignore this email.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nConfirm your email: ${verifyUrl}\n`,
      html: layout(subject, lines, { label: 'Confirm email', url: verifyUrl }),
    };
  },
  'quote-registration': ({ firstName, coverage, registerUrl }) => {
    const subject = `Sign up to continue your ${coverage} quote`;
    const lines = [
      `Hello ${firstName ?? 'there'},`,
      `Your ${coverage} quote with Coverline has moved past the point where it can be changed without an account.`,
      'Sign up with this email address to see it and continue. If you did not ask for this, you can ignore this email.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nSign up: ${registerUrl}\n`,
      html: layout(subject, lines, { label: 'Sign up', url: registerUrl }),
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

export function renderMail<K extends MailTemplateName>(
  name: K,
  data: MailTemplates[K],
): RenderedMail {
  return renderers[name](data);
}
