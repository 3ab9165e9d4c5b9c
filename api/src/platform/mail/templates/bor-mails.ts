/**
 * The broker-of-record mails: the applicant's sign-in link, the signed letter to the carrier and to
 * staff, and the carrier's answer to the applicant.
 */
import { layout, type RenderedMail } from './layout';

interface BorLetterRef {
  businessName: string;
  carrier: string;
  policyNumber: string;
  effectiveDate: string;
  signerName: string;
  applicantEmail: string;
}

export interface BorMailTemplates {
  'bor-magic-link': { signInUrl: string; expiresInMinutes: number; linkId: string };
  'bor-letter-to-carrier': BorLetterRef;
  'bor-letter-signed': BorLetterRef & { carrierNotified: boolean; staffUrl: string };
  'bor-decided': {
    businessName: string;
    carrier: string;
    policyNumber: string;
    accepted: boolean;
    /** Staff's note to the applicant (never the internal one). */
    note: string | null;
    borUrl: string;
  };
}

type Renderers = { [K in keyof BorMailTemplates]: (data: BorMailTemplates[K]) => RenderedMail };

export const borMailRenderers: Renderers = {
  'bor-magic-link': ({ signInUrl, expiresInMinutes }) => {
    const subject = 'Continue your broker of record change with Coverline';
    const lines = [
      'Hello,',
      'Use the link below to continue appointing Coverline as your broker of record.',
      `The link works once and expires in ${expiresInMinutes} minutes. If you did not ask for it, you can ignore this email.`,
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nContinue: ${signInUrl}\n`,
      html: layout(subject, lines, { label: 'Continue', url: signInUrl }),
    };
  },
  'bor-letter-to-carrier': (d) => {
    const subject = `Broker of record change: ${d.businessName}, policy ${d.policyNumber}`;
    const lines = [
      `Dear ${d.carrier} team,`,
      `${d.businessName} appoints Coverline Insurance Services as broker of record for policy ${d.policyNumber}, effective ${d.effectiveDate}. The letter signed by ${d.signerName} is attached.`,
      'Please confirm the change to Coverline by replying to this email.',
    ];
    return { subject, text: `${lines.join('\n\n')}\n`, html: layout(subject, lines) };
  },
  'bor-letter-signed': (d) => {
    const subject = `Signed broker of record letter: ${d.businessName}`;
    const lines = [
      `${d.signerName} signed the broker of record letter of ${d.businessName} (${d.applicantEmail}) for policy ${d.policyNumber} with ${d.carrier}, effective ${d.effectiveDate}.`,
      d.carrierNotified
        ? 'The letter was mailed to the carrier.'
        : 'The carrier has no email in carrier settings: send the attached letter to the carrier yourself.',
      'Record the carrier’s answer on the broker of record dashboard.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nOpen the dashboard: ${d.staffUrl}\n`,
      html: layout(subject, lines, { label: 'Open the dashboard', url: d.staffUrl }),
    };
  },
  'bor-decided': (d) => {
    const subject = d.accepted
      ? `Coverline is now your broker of record for policy ${d.policyNumber}`
      : `${d.carrier} did not accept the broker of record change for policy ${d.policyNumber}`;
    const lines = [
      'Hello,',
      d.accepted
        ? `${d.carrier} confirmed the change for ${d.businessName}: Coverline now services policy ${d.policyNumber}. Your coverage and premium stay as they are.`
        : `${d.carrier} did not accept the broker of record change for ${d.businessName} (policy ${d.policyNumber}). We will contact you about what comes next.`,
      ...(d.note ? [`A note from our team: ${d.note}`] : []),
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nSee your broker of record change: ${d.borUrl}\n`,
      html: layout(subject, lines, { label: 'See your change', url: d.borUrl }),
    };
  },
};
