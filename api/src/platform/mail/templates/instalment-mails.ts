/**
 * The mails of instalment billing: a reminder before an instalment is charged, its receipt (from
 * the billing run or the client's "pay now"), a declined charge (with the next try, or the way
 * to pay it in the portal once missed), and the notice of cancellation for non-payment. Each in
 * English and Spanish: the client's language, whoever the billing email is.
 */
import { layout, type MailLanguage, type RenderedMail } from './layout';
import { dateInWords, paidWith } from './words';

interface InstalmentRef {
  policyNumber: string;
  /** The instalment's number in the schedule, from 1. */
  seq: number;
  /** The amount, already in words ("$1,234.56"). */
  amount: string;
  dueOn: string;
  portalUrl: string;
}

export interface InstalmentMailTemplates {
  'instalment-reminder': InstalmentRef;
  'instalment-receipt': InstalmentRef & {
    method: 'card' | 'bank';
    last4: string | null;
    paidOn: string;
  };
  'instalment-declined': InstalmentRef & {
    /** The next try; null when there is none and the instalment is missed. */
    nextAttemptOn: string | null;
  };
  'instalment-cancellation-notice': InstalmentRef & { cancellationOn: string };
}

type Renderers = {
  [K in keyof InstalmentMailTemplates]: (data: InstalmentMailTemplates[K]) => RenderedMail;
};

const what = (d: InstalmentRef) =>
  `Instalment ${d.seq} of policy ${d.policyNumber}: ${d.amount}, due ${dateInWords(d.dueOn)}.`;

const cuota = (d: InstalmentRef) =>
  `Cuota ${d.seq} de la póliza ${d.policyNumber}: ${d.amount}, con vencimiento el ${dateInWords(d.dueOn, 'es')}.`;

function mail(
  subject: string,
  lines: string[],
  url: string,
  label: string,
  language: MailLanguage = 'en',
): RenderedMail {
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${label}: ${url}\n`,
    html: layout(subject, lines, { label, url }, [], language),
  };
}

export const instalmentMailRenderers: Renderers = {
  'instalment-reminder': (d) =>
    mail(
      `Your instalment of ${d.amount} is due ${dateInWords(d.dueOn)}`,
      [
        'Hello,',
        what(d),
        'We will charge the card or bank account you paid with on the due date. Nothing else to do.',
      ],
      d.portalUrl,
      'See your payment schedule',
    ),
  'instalment-receipt': (d) =>
    mail(
      `Receipt: ${d.amount} for policy ${d.policyNumber}`,
      [
        'Hello,',
        what(d),
        `Paid on ${dateInWords(d.paidOn)} with your ${paidWith(d.method, d.last4)}. Thank you.`,
      ],
      d.portalUrl,
      'See your payment schedule',
    ),
  'instalment-declined': (d) =>
    mail(
      `Your instalment of ${d.amount} was declined`,
      [
        'Hello,',
        what(d),
        d.nextAttemptOn
          ? `Your bank or card issuer declined the payment. We will try again on ${dateInWords(d.nextAttemptOn)}, or you can pay it now in your account.`
          : 'Your bank or card issuer declined the payment again, so this instalment is now missed. Please pay it in your account to keep your policy in force.',
      ],
      d.portalUrl,
      'Pay now',
    ),
  'instalment-cancellation-notice': (d) =>
    mail(
      `Notice of cancellation for non-payment: policy ${d.policyNumber}`,
      [
        'Hello,',
        what(d),
        `This instalment is still unpaid. Your policy will be cancelled for non-payment on ${dateInWords(d.cancellationOn)} unless it is paid before then.`,
      ],
      d.portalUrl,
      'Pay now',
    ),
};

export const spanishInstalmentRenderers: Renderers = {
  'instalment-reminder': (d) =>
    mail(
      `Su cuota de ${d.amount} vence el ${dateInWords(d.dueOn, 'es')}`,
      [
        'Hola:',
        cuota(d),
        'La cobraremos en la fecha de vencimiento a la tarjeta o cuenta bancaria con la que pagó. No tiene que hacer nada más.',
      ],
      d.portalUrl,
      'Ver su calendario de pagos',
      'es',
    ),
  'instalment-receipt': (d) =>
    mail(
      `Recibo: ${d.amount} de la póliza ${d.policyNumber}`,
      [
        'Hola:',
        cuota(d),
        `Pagada el ${dateInWords(d.paidOn, 'es')} con su ${paidWith(d.method, d.last4, 'es')}. Gracias.`,
      ],
      d.portalUrl,
      'Ver su calendario de pagos',
      'es',
    ),
  'instalment-declined': (d) =>
    mail(
      `Su cuota de ${d.amount} fue rechazada`,
      [
        'Hola:',
        cuota(d),
        d.nextAttemptOn
          ? `Su banco o el emisor de su tarjeta rechazó el pago. Lo intentaremos de nuevo el ${dateInWords(d.nextAttemptOn, 'es')}, o puede pagarla ahora en su cuenta.`
          : 'Su banco o el emisor de su tarjeta rechazó el pago otra vez, así que esta cuota queda vencida sin pagar. Páguela en su cuenta para mantener su póliza vigente.',
      ],
      d.portalUrl,
      'Pagar ahora',
      'es',
    ),
  'instalment-cancellation-notice': (d) =>
    mail(
      `Aviso de cancelación por falta de pago: póliza ${d.policyNumber}`,
      [
        'Hola:',
        cuota(d),
        `Esta cuota sigue sin pagar. Su póliza se cancelará por falta de pago el ${dateInWords(d.cancellationOn, 'es')} a menos que la pague antes.`,
      ],
      d.portalUrl,
      'Pagar ahora',
      'es',
    ),
};
