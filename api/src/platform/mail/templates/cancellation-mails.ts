/**
 * The mails of a cancelled policy and of its reinstatement: the client hears the day cover ends,
 * why, and how the premium settles (the notice of cancellation travels as an attachment); and,
 * once a cancellation for non-payment is rescinded, that cover goes on with no lapse and what is
 * still owed. Reasons and methods come as the API names them and are worded here, in each
 * language.
 */
import type { CancellationMethod, CancellationReason } from '@coverline/contracts';
import { formatCents } from '../../../common/money';
import { layout, type MailLanguage, type RenderedMail } from './layout';
import { businessWords, dateInWords } from './words';

export interface CancellationMailTemplates {
  'policy-cancelled': {
    firstName: string | null;
    businessName: string | null;
    coverage: string;
    carrier: string;
    policyNumber: string;
    cancellationDate: string;
    reason: CancellationReason;
    method: CancellationMethod;
    returnPremiumCents: number;
    refundCents: number;
    balanceDueCents: number;
    portalUrl: string;
  };
  'policy-reinstated': {
    firstName: string | null;
    businessName: string | null;
    coverage: string;
    carrier: string;
    policyNumber: string;
    /** The cancellation rescinded. */
    cancellationDate: string;
    reinstatedOn: string;
    /** What the client paid to reinstate; null when the agency reinstated it. */
    paidCents: number | null;
    balanceDueCents: number;
    portalUrl: string;
  };
}

const REASONS: Record<MailLanguage, Record<CancellationReason, string>> = {
  en: {
    client_request: 'at your request',
    non_payment: 'for non-payment of premium',
    underwriting: "by the carrier's underwriters",
    other: 'by the agency',
  },
  es: {
    client_request: 'a solicitud suya',
    non_payment: 'por falta de pago de la prima',
    underwriting: 'por decisión de los suscriptores de la aseguradora',
    other: 'por decisión de la agencia',
  },
};

const METHODS: Record<MailLanguage, Record<CancellationMethod, string>> = {
  en: {
    flat: 'cancelled before it started, so no premium is earned',
    pro_rata: 'premium earned for the days the policy was in force (pro rata)',
    short_rate: "premium earned for the days in force plus the carrier's short-rate charge",
  },
  es: {
    flat: 'cancelada antes de empezar, así que no se devenga prima',
    pro_rata: 'prima devengada por los días de vigencia de la póliza (a prorrata)',
    short_rate:
      'prima devengada por los días de vigencia más el cargo por cancelación anticipada de la aseguradora',
  },
};

/** The reason a policy was cancelled, in words. */
export const cancellationReasonWords = (
  reason: CancellationReason,
  language: MailLanguage = 'en',
) => REASONS[language][reason];

type Data = CancellationMailTemplates['policy-cancelled'];
type Reinstated = CancellationMailTemplates['policy-reinstated'];

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

export const cancellationMailRenderers = {
  'policy-cancelled': (d: Data): RenderedMail =>
    render(
      `Your policy ${d.policyNumber} is cancelled from ${dateInWords(d.cancellationDate)}`,
      [
        `Hello ${d.firstName ?? 'there'},`,
        `The ${d.coverage} policy ${d.policyNumber} of ${businessWords(d.businessName)} with ${d.carrier} is cancelled ${REASONS.en[d.reason]}, effective ${dateInWords(d.cancellationDate)}. Losses from that day on are not covered.`,
        `Return premium: ${formatCents(d.returnPremiumCents)} (${METHODS.en[d.method]}).`,
        d.refundCents > 0
          ? `We are refunding ${formatCents(d.refundCents)} to the card or bank account you paid with; it arrives in 5 to 10 business days.`
          : 'Nothing you paid is left to refund.',
        ...(d.balanceDueCents > 0
          ? [`Premium earned and still unpaid: ${formatCents(d.balanceDueCents)}.`]
          : []),
        'The notice of cancellation is attached.',
      ],
      { label: 'See your policy', url: d.portalUrl },
      'en',
    ),
  'policy-reinstated': (d: Reinstated): RenderedMail =>
    render(
      `Your policy ${d.policyNumber} is reinstated`,
      [
        `Hello ${d.firstName ?? 'there'},`,
        `The ${d.coverage} policy ${d.policyNumber} of ${businessWords(d.businessName)} with ${d.carrier} is reinstated as of ${dateInWords(d.reinstatedOn)}: the cancellation for non-payment of ${dateInWords(d.cancellationDate)} is withdrawn, and cover goes on without a lapse.`,
        d.paidCents !== null
          ? `We received your payment of ${formatCents(d.paidCents)}. Thank you.`
          : 'The agency reinstated it.',
        d.balanceDueCents > 0
          ? `Still owed: ${formatCents(d.balanceDueCents)}. Please pay it in your account to keep your policy in force.`
          : 'Nothing is past due. The rest of your instalments are charged on their dates.',
      ],
      { label: 'See your policy', url: d.portalUrl },
      'en',
    ),
};

export const spanishCancellationRenderers = {
  'policy-cancelled': (d: Data): RenderedMail =>
    render(
      `Su póliza ${d.policyNumber} queda cancelada desde el ${dateInWords(d.cancellationDate, 'es')}`,
      [
        d.firstName ? `Hola, ${d.firstName}:` : 'Hola:',
        `La póliza ${d.policyNumber} de ${businessWords(d.businessName, 'es')} con ${d.carrier} queda cancelada ${REASONS.es[d.reason]}, a partir del ${dateInWords(d.cancellationDate, 'es')}. No hay cobertura para pérdidas desde ese día.`,
        `Prima devuelta: ${formatCents(d.returnPremiumCents)} (${METHODS.es[d.method]}).`,
        d.refundCents > 0
          ? `Le reembolsamos ${formatCents(d.refundCents)} a la tarjeta o cuenta bancaria con la que pagó; llega en 5 a 10 días hábiles.`
          : 'No queda nada de lo que pagó por reembolsar.',
        ...(d.balanceDueCents > 0
          ? [`Prima devengada que sigue sin pagar: ${formatCents(d.balanceDueCents)}.`]
          : []),
        'Adjuntamos el aviso de cancelación (en inglés).',
      ],
      { label: 'Ver su póliza', url: d.portalUrl },
      'es',
    ),
  'policy-reinstated': (d: Reinstated): RenderedMail =>
    render(
      `Su póliza ${d.policyNumber} queda rehabilitada`,
      [
        d.firstName ? `Hola, ${d.firstName}:` : 'Hola:',
        `La póliza ${d.policyNumber} de ${businessWords(d.businessName, 'es')} con ${d.carrier} queda rehabilitada desde el ${dateInWords(d.reinstatedOn, 'es')}: se anula la cancelación por falta de pago del ${dateInWords(d.cancellationDate, 'es')}, y la cobertura continúa sin interrupción.`,
        d.paidCents !== null
          ? `Recibimos su pago de ${formatCents(d.paidCents)}. Gracias.`
          : 'La agencia la rehabilitó.',
        d.balanceDueCents > 0
          ? `Saldo pendiente: ${formatCents(d.balanceDueCents)}. Páguelo en su cuenta para mantener su póliza vigente.`
          : 'No hay nada vencido. Las demás cuotas se cobran en sus fechas.',
      ],
      { label: 'Ver su póliza', url: d.portalUrl },
      'es',
    ),
};
