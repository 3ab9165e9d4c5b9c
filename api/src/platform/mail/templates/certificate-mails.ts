/**
 * The mails of certificates of insurance: the client's copy of an issued certificate, and the
 * certificate holder's when the client gave the holder's email. The PDF travels as an attachment.
 */
import { layout, type RenderedMail } from './layout';

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
  'certificate-to-holder': ({ holderName, businessName, certificateNumber, agencyName }) => {
    const subject = `Certificate of insurance from ${businessName}`;
    const lines = [
      `Hello ${holderName},`,
      `${businessName} asked ${agencyName} to send you the attached certificate of insurance (${certificateNumber}).`,
      'The certificate is issued as a matter of information only; the policies it lists set out the cover.',
    ];
    return { subject, text: `${lines.join('\n\n')}\n`, html: layout(subject, lines) };
  },
};
