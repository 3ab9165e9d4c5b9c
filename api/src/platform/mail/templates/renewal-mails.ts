/**
 * The mails of a renewal: the client is asked to confirm payroll and details when it opens,
 * told when the policy is not renewed (and why) and when an offer lapsed. The accepted renewal
 * is announced by the bound policy's own mail, with the new term's summary attached.
 */
import type { NonRenewalReason } from '@coverline/contracts';
import { formatCents } from '../../../common/money';
import { layout, type MailLanguage, type RenderedMail } from './layout';
import { businessWords, dateInWords } from './words';

interface RenewalRef {
  firstName: string | null;
  businessName: string | null;
  coverage: string;
  carrier: string;
  policyNumber: string;
  /** The day the expiring term ends (and the new one would start). */
  expirationDate: string;
  portalUrl: string;
}

export interface RenewalMailTemplates {
  'renewal-opened': RenewalRef & {
    /** The renewal premium on the payroll of the expiring term; null when not priced yet. */
    premiumCents: number | null;
    expiringPremiumCents: number;
  };
  'policy-not-renewed': RenewalRef & { reason: NonRenewalReason };
  'renewal-lapsed': RenewalRef;
}

const REASONS: Record<MailLanguage, Record<NonRenewalReason, string>> = {
  en: {
    carrier: 'the carrier does not offer a renewal',
    underwriting: 'underwriting does not accept the risk for another term',
    client_declined: 'you told us you do not wish to renew',
    non_payment: 'premium of the current term is unpaid',
    other: 'of a decision of the agency',
  },
  es: {
    carrier: 'la aseguradora no ofrece la renovación',
    underwriting: 'la suscripción no acepta el riesgo por otro periodo',
    client_declined: 'nos indicó que no desea renovar',
    non_payment: 'la prima del periodo actual está sin pagar',
    other: 'una decisión de la agencia',
  },
};

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

type T = RenewalMailTemplates;

export const renewalMailRenderers = {
  'renewal-opened': (d: T['renewal-opened']): RenderedMail =>
    render(
      `Your policy ${d.policyNumber} renews on ${dateInWords(d.expirationDate)}: please confirm your payroll`,
      [
        `Hello ${d.firstName ?? 'there'},`,
        `The ${d.coverage} policy ${d.policyNumber} of ${businessWords(d.businessName)} with ${d.carrier} ends on ${dateInWords(d.expirationDate)}. We have priced its renewal with the rates in force on that day.`,
        d.premiumCents !== null
          ? `On this year's payroll the renewal premium is ${formatCents(d.premiumCents)} (this term: ${formatCents(d.expiringPremiumCents)}).`
          : 'The carrier has not priced the renewal yet; your agent will follow up.',
        'Please confirm or update your payroll by class code and your business details in your account. You will then see the offer, with everything that changes against this term, and renew in one click on the same billing.',
      ],
      { label: 'Confirm and see your renewal', url: d.portalUrl },
      'en',
    ),
  'policy-not-renewed': (d: T['policy-not-renewed']): RenderedMail =>
    render(
      `Your policy ${d.policyNumber} will not be renewed`,
      [
        `Hello ${d.firstName ?? 'there'},`,
        `The ${d.coverage} policy ${d.policyNumber} of ${businessWords(d.businessName)} with ${d.carrier} will not be renewed because ${REASONS.en[d.reason]}. It stays in force until ${dateInWords(d.expirationDate)}; losses from that day on are not covered.`,
        'Contact us to find other cover before then.',
      ],
      { label: 'See your policy', url: d.portalUrl },
      'en',
    ),
  'renewal-lapsed': (d: T['renewal-lapsed']): RenderedMail =>
    render(
      `Your policy ${d.policyNumber} ended without renewal`,
      [
        `Hello ${d.firstName ?? 'there'},`,
        `The renewal offer of the ${d.coverage} policy ${d.policyNumber} of ${businessWords(d.businessName)} with ${d.carrier} was not accepted, so the policy ended on ${dateInWords(d.expirationDate)}. Losses from that day on are not covered.`,
        'Contact us if you need cover again.',
      ],
      { label: 'See your policy', url: d.portalUrl },
      'en',
    ),
};

export const spanishRenewalRenderers = {
  'renewal-opened': (d: T['renewal-opened']): RenderedMail =>
    render(
      `Su póliza ${d.policyNumber} se renueva el ${dateInWords(d.expirationDate, 'es')}: confirme su nómina`,
      [
        d.firstName ? `Hola, ${d.firstName}:` : 'Hola:',
        `La póliza ${d.policyNumber} de ${businessWords(d.businessName, 'es')} con ${d.carrier} termina el ${dateInWords(d.expirationDate, 'es')}. Hemos calculado su renovación con las tarifas vigentes ese día.`,
        d.premiumCents !== null
          ? `Con la nómina de este año, la prima de renovación es ${formatCents(d.premiumCents)} (este periodo: ${formatCents(d.expiringPremiumCents)}).`
          : 'La aseguradora aún no ha calculado la renovación; su agente se pondrá en contacto.',
        'Confirme o actualice en su cuenta la nómina por código de clase y los datos de su negocio. Después verá la oferta, con todo lo que cambia respecto a este periodo, y podrá renovar con un clic con la misma forma de pago.',
      ],
      { label: 'Confirmar y ver su renovación', url: d.portalUrl },
      'es',
    ),
  'policy-not-renewed': (d: T['policy-not-renewed']): RenderedMail =>
    render(
      `Su póliza ${d.policyNumber} no se renovará`,
      [
        d.firstName ? `Hola, ${d.firstName}:` : 'Hola:',
        `La póliza ${d.policyNumber} de ${businessWords(d.businessName, 'es')} con ${d.carrier} no se renovará porque ${REASONS.es[d.reason]}. Sigue vigente hasta el ${dateInWords(d.expirationDate, 'es')}; no hay cobertura para pérdidas desde ese día.`,
        'Contáctenos para buscar otra cobertura antes de esa fecha.',
      ],
      { label: 'Ver su póliza', url: d.portalUrl },
      'es',
    ),
  'renewal-lapsed': (d: T['renewal-lapsed']): RenderedMail =>
    render(
      `Su póliza ${d.policyNumber} terminó sin renovarse`,
      [
        d.firstName ? `Hola, ${d.firstName}:` : 'Hola:',
        `La oferta de renovación de la póliza ${d.policyNumber} de ${businessWords(d.businessName, 'es')} con ${d.carrier} no se aceptó, así que la póliza terminó el ${dateInWords(d.expirationDate, 'es')}. No hay cobertura para pérdidas desde ese día.`,
        'Contáctenos si necesita cobertura de nuevo.',
      ],
      { label: 'Ver su póliza', url: d.portalUrl },
      'es',
    ),
};
