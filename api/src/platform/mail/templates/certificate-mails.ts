/**
 * The mails of certificates of insurance: the client's copy of an issued certificate, the
 * certificate holder's when the client gave the holder's email (the PDF travels as an
 * attachment), and the holder's notice that the policy was cancelled, will not be renewed, was
 * reinstated or was changed in a way the certificate shows.
 */
import { certificateChangeWords, type CertificateChange } from './certificate-change-words';
import { layout, type RenderedMail } from './layout';
import { dateInWords } from './words';

export interface CertificateMailTemplates {
  'certificate-issued': {
    firstName: string | null;
    businessName: string;
    holderName: string;
    certificateNumber: string;
    policiesUrl: string;
  };
  'certificate-to-holder': {
    holderName: string;
    businessName: string;
    certificateNumber: string;
    agencyName: string;
    verificationUrl: string;
  };
  'certificate-holder-notice': {
    holderName: string;
    /** The insured as the holder's certificate names it. */
    businessName: string;
    certificateNumber: string;
    carrier: string;
    policyNumber: string;
    event: 'cancelled' | 'not_renewed' | 'reinstated' | 'changed';
    /**
     * The day the cancellation takes effect, the expiration date of a policy not renewed, the
     * day a cancelled policy was reinstated, or the day an endorsement changed it.
     */
    effectiveOn: string;
    /** What an endorsement changed (`changed` only), worded in the mail's language. */
    change?: CertificateChange;
    agencyName: string;
    /** Null for a certificate issued before certificates carried a verification link. */
    verificationUrl: string | null;
  };
}

type Renderers = {
  [K in keyof CertificateMailTemplates]: (data: CertificateMailTemplates[K]) => RenderedMail;
};

export const certificateMailRenderers: Renderers = {
  'certificate-issued': ({
    firstName,
    businessName,
    holderName,
    certificateNumber,
    policiesUrl,
  }) => {
    const subject = `Certificate of insurance ${certificateNumber} for ${holderName}`;
    const lines = [
      `Hello ${firstName ?? 'there'},`,
      `Attached is the certificate of insurance of ${businessName} for ${holderName}.`,
      'Your certificates are also listed with your policies.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nYour policies: ${policiesUrl}\n`,
      html: layout(subject, lines, { label: 'Open your policies', url: policiesUrl }),
    };
  },
  'certificate-to-holder': ({
    holderName,
    businessName,
    certificateNumber,
    agencyName,
    verificationUrl,
  }) => {
    const subject = `Certificate of insurance from ${businessName}`;
    const lines = [
      `Hello ${holderName},`,
      `${businessName} asked ${agencyName} to send you the attached certificate of insurance (${certificateNumber}).`,
      'The certificate is issued as a matter of information only; the policies it lists set out the cover.',
      'Whether the policy is still in force, at any time, is on the page the certificate links to. We will also write to you if the policy is cancelled or not renewed.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nCheck the policy today: ${verificationUrl}\n`,
      html: layout(subject, lines, { label: 'Check the policy today', url: verificationUrl }),
    };
  },
  'certificate-holder-notice': (data) => {
    const insured = data.businessName;
    const policy = `The ${data.carrier} policy ${data.policyNumber} of ${insured}, named on certificate of insurance ${data.certificateNumber} you hold,`;
    const words = {
      cancelled: {
        subject: `Policy cancelled: ${insured}, policy ${data.policyNumber}`,
        line: `${policy} was cancelled as of ${dateInWords(data.effectiveOn)}.`,
        after:
          'The certificate does not show cover after that date. Ask the insured for proof of their new insurance if you need it.',
      },
      not_renewed: {
        subject: `Policy not renewed: ${insured}, policy ${data.policyNumber}`,
        line: `${policy} will not be renewed: its cover ends on ${dateInWords(data.effectiveOn)}.`,
        after:
          'The certificate does not show cover after that date. Ask the insured for proof of their new insurance if you need it.',
      },
      reinstated: {
        subject: `Policy reinstated: ${insured}, policy ${data.policyNumber}`,
        line: `${policy} was reinstated on ${dateInWords(data.effectiveOn)}: the cancellation we told you of is withdrawn, and cover goes on without a lapse.`,
        after: 'The certificate holds again as it was issued.',
      },
      changed: {
        subject: `Policy changed: ${insured}, policy ${data.policyNumber}`,
        line: `${policy} was changed as of ${dateInWords(data.effectiveOn)}: ${data.change ? certificateChangeWords(data.change, 'en') : 'its terms were endorsed'}.`,
        after:
          'Your certificate shows the policy as it was when it was issued. Ask the insured for a new certificate if you need one that shows the change.',
      },
    }[data.event];
    const subject = words.subject;
    const lines = [
      `Hello ${data.holderName},`,
      words.line,
      words.after,
      `You receive this notice from ${data.agencyName} because the certificate was sent to you.`,
    ];
    if (!data.verificationUrl) {
      return { subject, text: `${lines.join('\n\n')}\n`, html: layout(subject, lines) };
    }
    lines.push("The page below shows the policy's status at any time.");
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nCheck the policy today: ${data.verificationUrl}\n`,
      html: layout(subject, lines, { label: 'Check the policy today', url: data.verificationUrl }),
    };
  },
};
