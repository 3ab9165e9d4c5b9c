/**
 * The mails of an endorsement: the client is offered a priced change to accept in the portal,
 * and hears when it is issued (the endorsement travels as an attachment). Amounts in cents:
 * positive is additional premium, negative return premium.
 */
import type { EndorsementType } from '@coverline/contracts';
import { formatCents } from '../../../common/money';
import { layout, type MailLanguage, type RenderedMail } from './layout';
import { businessWords, dateInWords } from './words';

interface EndorsementMail {
  firstName: string | null;
  businessName: string | null;
  coverage: string;
  carrier: string;
  policyNumber: string;
  changeType: EndorsementType;
  /** What changes, in English words (as the policy's documents are). */
  change: string;
  effectiveDate: string;
  oldAnnualPremiumCents: number;
  newAnnualPremiumCents: number;
  proRataCents: number;
  portalUrl: string;
}

export interface EndorsementMailTemplates {
  'endorsement-offered': EndorsementMail & { offerExpiresOn: string };
  'endorsement-issued': EndorsementMail & {
    versionNo: number;
    /** Charged on the payment on file, or refunded to it, in cents. */
    settledCents: number;
    settlement: 'charged' | 'billed' | 'refunded' | 'none';
  };
}

function render(
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  language: MailLanguage,
): RenderedMail {
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
    html: layout(subject, lines, action, [], language),
  };
}

const amountEn = (cents: number) =>
  cents >= 0
    ? `additional premium of ${formatCents(cents)}`
    : `return premium of ${formatCents(-cents)}`;
const amountEs = (cents: number) =>
  cents >= 0
    ? `una prima adicional de ${formatCents(cents)}`
    : `una devolución de prima de ${formatCents(-cents)}`;

/** The kind of change in Spanish (the English mail names the change itself). */
const CHANGE_ES: Record<EndorsementType, string> = {
  change_payroll: 'el cambio de nómina por código de clase',
  add_location: 'la nueva ubicación',
  change_limits: 'el cambio de límites',
  change_owners: 'el cambio de propietarios',
  add_additional_insured: 'el nuevo asegurado adicional',
};

type Offered = EndorsementMailTemplates['endorsement-offered'];
type Issued = EndorsementMailTemplates['endorsement-issued'];

const SETTLED_EN: Record<Issued['settlement'], (d: Issued) => string> = {
  charged: (d) => `We charged ${formatCents(d.settledCents)} to the card or account you paid with.`,
  billed: (d) =>
    `The additional premium of ${formatCents(d.proRataCents)} is added to what you owe on the policy.`,
  refunded: (d) =>
    `We are refunding ${formatCents(d.settledCents)} to the card or bank account you paid with; it arrives in 5 to 10 business days.`,
  none: () => 'There is nothing to pay or refund.',
};
const SETTLED_ES: Record<Issued['settlement'], (d: Issued) => string> = {
  charged: (d) => `Cobramos ${formatCents(d.settledCents)} a la tarjeta o cuenta con la que pagó.`,
  billed: (d) =>
    `La prima adicional de ${formatCents(d.proRataCents)} se suma a lo que debe de la póliza.`,
  refunded: (d) =>
    `Le reembolsamos ${formatCents(d.settledCents)} a la tarjeta o cuenta bancaria con la que pagó; llega en 5 a 10 días hábiles.`,
  none: () => 'No hay nada que pagar ni reembolsar.',
};

export const endorsementMailRenderers = {
  'endorsement-offered': (d: Offered): RenderedMail =>
    render(
      `A change to your policy ${d.policyNumber} is ready for you`,
      [
        `Hello ${d.firstName ?? 'there'},`,
        `The change you asked for on the ${d.coverage} policy ${d.policyNumber} of ${businessWords(d.businessName)} with ${d.carrier} is priced: ${d.change}.`,
        `From ${dateInWords(d.effectiveDate)} the annual premium goes from ${formatCents(d.oldAnnualPremiumCents)} to ${formatCents(d.newAnnualPremiumCents)}: an ${amountEn(d.proRataCents)} for the rest of the term.`,
        `Accept or decline it in your portal by ${dateInWords(d.offerExpiresOn)}.`,
      ],
      { label: 'See the offer', url: d.portalUrl },
      'en',
    ),
  'endorsement-issued': (d: Issued): RenderedMail =>
    render(
      `Your policy ${d.policyNumber} is endorsed`,
      [
        `Hello ${d.firstName ?? 'there'},`,
        `The ${d.coverage} policy ${d.policyNumber} of ${businessWords(d.businessName)} with ${d.carrier} is endorsed from ${dateInWords(d.effectiveDate)} (version ${d.versionNo}): ${d.change}.`,
        `Annual premium: ${formatCents(d.newAnnualPremiumCents)} (was ${formatCents(d.oldAnnualPremiumCents)}).`,
        SETTLED_EN[d.settlement](d),
        'The endorsement is attached.',
      ],
      { label: 'See your policy', url: d.portalUrl },
      'en',
    ),
};

export const spanishEndorsementRenderers = {
  'endorsement-offered': (d: Offered): RenderedMail =>
    render(
      `Un cambio a su póliza ${d.policyNumber} está listo`,
      [
        d.firstName ? `Hola, ${d.firstName}:` : 'Hola:',
        `Ya tiene precio ${CHANGE_ES[d.changeType]} que pidió en la póliza ${d.policyNumber} de ${businessWords(d.businessName, 'es')} con ${d.carrier}.`,
        `Desde el ${dateInWords(d.effectiveDate, 'es')} la prima anual pasa de ${formatCents(d.oldAnnualPremiumCents)} a ${formatCents(d.newAnnualPremiumCents)}: ${amountEs(d.proRataCents)} por lo que queda del periodo.`,
        `Acéptelo o recházelo en su cuenta de Coverline antes del ${dateInWords(d.offerExpiresOn, 'es')}.`,
      ],
      { label: 'Ver la oferta', url: d.portalUrl },
      'es',
    ),
  'endorsement-issued': (d: Issued): RenderedMail =>
    render(
      `Su póliza ${d.policyNumber} tiene un endoso`,
      [
        d.firstName ? `Hola, ${d.firstName}:` : 'Hola:',
        `La póliza ${d.policyNumber} de ${businessWords(d.businessName, 'es')} con ${d.carrier} tiene un endoso desde el ${dateInWords(d.effectiveDate, 'es')} (versión ${d.versionNo}): ${CHANGE_ES[d.changeType]}.`,
        `Prima anual: ${formatCents(d.newAnnualPremiumCents)} (antes ${formatCents(d.oldAnnualPremiumCents)}).`,
        SETTLED_ES[d.settlement](d),
        'Adjuntamos el endoso (en inglés).',
      ],
      { label: 'Ver su póliza', url: d.portalUrl },
      'es',
    ),
};
