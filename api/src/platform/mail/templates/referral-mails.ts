/** The mails of payroll partner referrals: the client's quote link and the rep's status news. */
import { layout, type RenderedMail } from './layout';

export interface ReferralMailTemplates {
  'referral-quote-invitation': {
    firstName: string;
    businessName: string;
    repName: string;
    payrollCompanyName: string;
    quoteUrl: string;
  };
  'referral-bor-invitation': {
    firstName: string;
    businessName: string;
    repName: string;
    payrollCompanyName: string;
    borUrl: string;
  };
  'referral-status-changed': {
    firstName: string;
    referralNumber: string;
    businessName: string;
    fromStatus: string | null;
    toStatus: string;
    referralTrakUrl: string;
  };
}

type Renderers = {
  [K in keyof ReferralMailTemplates]: (data: ReferralMailTemplates[K]) => RenderedMail;
};

export const referralMailRenderers: Renderers = {
  'referral-quote-invitation': ({
    firstName,
    businessName,
    repName,
    payrollCompanyName,
    quoteUrl,
  }) => {
    const subject = `${repName} of ${payrollCompanyName} referred ${businessName} to Coverline`;
    const lines = [
      `Hello ${firstName},`,
      `${repName} of ${payrollCompanyName}, your payroll company, asked Coverline to quote workers compensation insurance for ${businessName}.`,
      'The link below opens a quote with your business and contact details already filled in. It takes a few minutes, and you can save it and come back later.',
      'If you did not expect this email, you can ignore it.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nStart your quote: ${quoteUrl}\n`,
      html: layout(subject, lines, { label: 'Start your quote', url: quoteUrl }),
    };
  },
  'referral-bor-invitation': ({ firstName, businessName, repName, payrollCompanyName, borUrl }) => {
    const subject = `${repName} of ${payrollCompanyName} referred ${businessName} to Coverline`;
    const lines = [
      `Hello ${firstName},`,
      `${repName} of ${payrollCompanyName}, your payroll company, suggested Coverline as the broker of record for the workers compensation policy ${businessName} already holds.`,
      'The link below starts the change online: you give your current carrier and policy number, and sign a broker of record letter that we send to your carrier. Your policy and its premium stay as they are.',
      'If you did not expect this email, you can ignore it.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nStart the change: ${borUrl}\n`,
      html: layout(subject, lines, { label: 'Start the change', url: borUrl }),
    };
  },
  'referral-status-changed': ({
    firstName,
    referralNumber,
    businessName,
    fromStatus,
    toStatus,
    referralTrakUrl,
  }) => {
    const subject = `Referral ${referralNumber} (${businessName}) is now ${toStatus}`;
    const lines = [
      `Hello ${firstName},`,
      fromStatus
        ? `Your referral ${referralNumber} for ${businessName} moved from ${fromStatus} to ${toStatus}.`
        : `Your referral ${referralNumber} for ${businessName} is now ${toStatus}.`,
      'You can follow all your referrals in ReferralTrak. You can turn these emails off in your settings.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nOpen ReferralTrak: ${referralTrakUrl}\n`,
      html: layout(subject, lines, { label: 'Open ReferralTrak', url: referralTrakUrl }),
    };
  },
};
