/**
 * The mails of a premium audit: the client is asked for the final payroll of the ended term, and
 * hears the audit's figures (the statement travels as an attachment), in each language.
 */
import { formatCents } from '../../../common/money';
import { layout, type MailLanguage, type RenderedMail } from './layout';
import { businessWords, dateInWords } from './words';

export interface PremiumAuditMailTemplates {
  'premium-audit-payroll-requested': {
    firstName: string | null;
    businessName: string | null;
    coverage: string;
    policyNumber: string;
    effectiveDate: string;
    expirationDate: string;
    /** "8810 (CA)" per class code of the policy. */
    classCodes: string[];
    portalUrl: string;
  };
  'premium-audit-completed': {
    firstName: string | null;
    businessName: string | null;
    policyNumber: string;
    effectiveDate: string;
    expirationDate: string;
    payrollCents: number;
    auditedPremiumCents: number;
    billedCents: number;
    differenceCents: number;
    /** Whether a card or account is on file to charge an additional premium. */
    paymentOnFile: boolean;
    portalUrl: string;
  };
}

type Requested = PremiumAuditMailTemplates['premium-audit-payroll-requested'];
type Completed = PremiumAuditMailTemplates['premium-audit-completed'];

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

function outcome(d: Completed, language: MailLanguage): string {
  const amount = formatCents(Math.abs(d.differenceCents));
  if (language === 'es') {
    if (d.differenceCents > 0) {
      return d.paymentOnFile
        ? `Prima adicional: ${amount}, que cobramos a la tarjeta o cuenta con la que pagó.`
        : `Prima adicional: ${amount}, pendiente de pago; su agencia le dirá cómo pagarla.`;
    }
    if (d.differenceCents < 0) {
      return `Prima devuelta: ${amount}, que reembolsamos a la tarjeta o cuenta con la que pagó; llega en 5 a 10 días hábiles.`;
    }
    return 'La prima facturada coincide con la prima auditada: no hay nada que pagar ni devolver.';
  }
  if (d.differenceCents > 0) {
    return d.paymentOnFile
      ? `Additional premium: ${amount}, charged to the card or bank account you paid with.`
      : `Additional premium: ${amount}, due; your agency will tell you how to pay it.`;
  }
  if (d.differenceCents < 0) {
    return `Return premium: ${amount}, refunded to the card or bank account you paid with; it arrives in 5 to 10 business days.`;
  }
  return 'The premium billed matches the audited premium: nothing is due either way.';
}

export const premiumAuditMailRenderers = {
  'premium-audit-payroll-requested': (d: Requested): RenderedMail =>
    render(
      `Your final payroll for policy ${d.policyNumber}, please`,
      [
        `Hello ${d.firstName ?? 'there'},`,
        `The ${d.coverage} policy ${d.policyNumber} of ${businessWords(d.businessName)} ran from ${dateInWords(d.effectiveDate)} to ${dateInWords(d.expirationDate)}. Its premium was figured on estimated payroll; the premium audit settles it on the payroll you actually paid.`,
        `Please give us the total payroll of the term for each class code: ${d.classCodes.join(', ')}. We then work out the audited premium and charge or refund the difference.`,
      ],
      { label: 'Give the final payroll', url: d.portalUrl },
      'en',
    ),
  'premium-audit-completed': (d: Completed): RenderedMail =>
    render(
      `The premium audit of policy ${d.policyNumber}`,
      [
        `Hello ${d.firstName ?? 'there'},`,
        `The premium audit of policy ${d.policyNumber} of ${businessWords(d.businessName)} for ${dateInWords(d.effectiveDate)} to ${dateInWords(d.expirationDate)} is done.`,
        `Final payroll: ${formatCents(d.payrollCents)}. Audited premium: ${formatCents(d.auditedPremiumCents)}. Premium billed for the term: ${formatCents(d.billedCents)}.`,
        outcome(d, 'en'),
        'The audit statement is attached.',
      ],
      { label: 'See your policy', url: d.portalUrl },
      'en',
    ),
};

export const spanishPremiumAuditRenderers = {
  'premium-audit-payroll-requested': (d: Requested): RenderedMail =>
    render(
      `Su nómina definitiva de la póliza ${d.policyNumber}, por favor`,
      [
        d.firstName ? `Hola, ${d.firstName}:` : 'Hola:',
        `La póliza ${d.policyNumber} de ${businessWords(d.businessName, 'es')} estuvo vigente del ${dateInWords(d.effectiveDate, 'es')} al ${dateInWords(d.expirationDate, 'es')}. Su prima se calculó sobre una nómina estimada; la auditoría de prima la ajusta a la nómina que realmente pagó.`,
        `Indíquenos la nómina completa del período para cada código de clase: ${d.classCodes.join(', ')}. Luego calculamos la prima auditada y cobramos o devolvemos la diferencia.`,
      ],
      { label: 'Indicar la nómina definitiva', url: d.portalUrl },
      'es',
    ),
  'premium-audit-completed': (d: Completed): RenderedMail =>
    render(
      `La auditoría de prima de la póliza ${d.policyNumber}`,
      [
        d.firstName ? `Hola, ${d.firstName}:` : 'Hola:',
        `La auditoría de prima de la póliza ${d.policyNumber} de ${businessWords(d.businessName, 'es')} del ${dateInWords(d.effectiveDate, 'es')} al ${dateInWords(d.expirationDate, 'es')} está terminada.`,
        `Nómina definitiva: ${formatCents(d.payrollCents)}. Prima auditada: ${formatCents(d.auditedPremiumCents)}. Prima facturada en el período: ${formatCents(d.billedCents)}.`,
        outcome(d, 'es'),
        'Adjuntamos el estado de la auditoría (en inglés).',
      ],
      { label: 'Ver su póliza', url: d.portalUrl },
      'es',
    ),
};
