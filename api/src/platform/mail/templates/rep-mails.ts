/** The mails of payroll partner registration and the portal's Contact Us page. */
import { layout, type RenderedMail } from './layout';

export interface RepMailTemplates {
  'rep-registration-confirm': {
    confirmUrl: string;
    expiresInMinutes: number;
    companyName: string | null;
  };
  'rep-approved': { firstName: string; companyName: string; loginUrl: string };
  'rep-rejected': { firstName: string; reason: string };
  'rep-contact': {
    repName: string;
    repEmail: string;
    repPhone: string | null;
    companyName: string;
    subject: string;
    message: string;
  };
}

type Renderers = { [K in keyof RepMailTemplates]: (data: RepMailTemplates[K]) => RenderedMail };

export const repMailRenderers: Renderers = {
  // The registrant typed the name and the address has not proved itself: no name in the greeting.
  'rep-registration-confirm': ({ confirmUrl, expiresInMinutes, companyName }) => {
    const subject = 'Confirm your Coverline payroll partner registration';
    const lines = [
      'Hello,',
      companyName
        ? `Confirm your email to finish registering as a payroll partner rep for ${companyName}.`
        : 'Confirm your email to finish registering as a payroll partner rep. Your email domain is not one of our payroll partners yet, so the Coverline team approves your access before you can refer clients.',
      `The link works once and expires in ${expiresInMinutes} minutes. If you did not register, you can ignore this email.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nConfirm your email: ${confirmUrl}\n`,
      html: layout(subject, lines, { label: 'Confirm email', url: confirmUrl }),
    };
  },
  'rep-approved': ({ firstName, companyName, loginUrl }) => {
    const subject = 'Your Coverline payroll partner access is approved';
    const lines = [
      `Hello ${firstName},`,
      `The Coverline team approved your access as a payroll partner rep for ${companyName}.`,
      'Sign in with your email address: we send you a sign-in link each time, no password needed.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nSign in: ${loginUrl}\n`,
      html: layout(subject, lines, { label: 'Sign in', url: loginUrl }),
    };
  },
  'rep-rejected': ({ firstName, reason }) => {
    const subject = 'Your Coverline payroll partner registration';
    const lines = [
      `Hello ${firstName},`,
      'The Coverline team could not approve your access as a payroll partner rep.',
      `The reason: ${reason}`,
      'If your payroll company works with Coverline, your contact there can ask us to add you.',
    ];
    return { subject, text: `${lines.join('\n\n')}\n`, html: layout(subject, lines) };
  },
  'rep-contact': ({ repName, repEmail, repPhone, companyName, subject, message }) => {
    const title = `Payroll partner message: ${subject}`;
    const lines = [
      `${repName} (${repEmail}${repPhone ? `, ${repPhone}` : ''}) of ${companyName} wrote from the payroll partner portal:`,
      message,
      'Reply to the rep at the email address above.',
    ];
    return {
      subject: title,
      text: `${lines.join('\n\n')}\n`,
      html: layout(title, lines),
    };
  },
};
