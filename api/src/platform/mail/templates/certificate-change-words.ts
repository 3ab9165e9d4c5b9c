/**
 * What an endorsement changed that a certificate of insurance shows (its limits, the insureds it
 * names, the locations it covers), in each language's words: the holder's notice of the change
 * reads them, and the endorsement's own summary (English, as its document) words these changes so.
 */
import { EndorsementType } from '@coverline/contracts';
import { formatCents } from '../../../common/money';
import type { MailLanguage } from './layout';

export type CertificateChange =
  | { type: typeof EndorsementType.ChangeLimits; glLimit?: string; cyberLimitCents?: number }
  | { type: typeof EndorsementType.AddAdditionalInsured; additionalInsured: string }
  | {
      type: typeof EndorsementType.AddLocation;
      location: { line1: string; city: string; state: string; zip: string };
    };

interface ChangeWords {
  glLimits: (limits: string) => string;
  cyberLimit: (amount: string) => string;
  additionalInsured: (name: string) => string;
  location: (address: string) => string;
}

const WORDS: Record<MailLanguage, ChangeWords> = {
  en: {
    glLimits: (limits) => `liability limits changed to ${limits}`,
    cyberLimit: (amount) => `cyber limit changed to ${amount}`,
    additionalInsured: (name) => `${name} added as an additional insured`,
    location: (address) => `location added at ${address}`,
  },
  es: {
    glLimits: (limits) => `los límites de responsabilidad civil pasaron a ${limits}`,
    cyberLimit: (amount) => `el límite de responsabilidad cibernética pasó a ${amount}`,
    additionalInsured: (name) => `se agregó a ${name} como asegurado adicional`,
    location: (address) => `se agregó una ubicación en ${address}`,
  },
};

/** The change in words, lower case as it follows a colon in the mail's sentence. */
export function certificateChangeWords(change: CertificateChange, language: MailLanguage): string {
  const words = WORDS[language];
  switch (change.type) {
    case EndorsementType.ChangeLimits:
      return change.glLimit
        ? words.glLimits(change.glLimit)
        : words.cyberLimit(formatCents(change.cyberLimitCents ?? 0));
    case EndorsementType.AddAdditionalInsured:
      return words.additionalInsured(change.additionalInsured.trim());
    case EndorsementType.AddLocation: {
      const l = change.location;
      return words.location(`${l.line1}, ${l.city}, ${l.state} ${l.zip}`);
    }
  }
}
