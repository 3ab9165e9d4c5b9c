/**
 * The mails a visitor or client receives, in Spanish: the mail service writes them for a
 * recipient whose account or client record reads Spanish. Mails to staff, carriers, payroll reps
 * and certificate holders stay in English but for the holders' notices of a policy's standing or
 * change (docs/decisions/platform.md, "Languages"). Each one
 * takes the same data as its English template and states the same facts.
 */
import { layout, type RenderedMail } from './layout';
import type { MailTemplateName, MailTemplates } from './templates';
import { formatCents } from '../../../common/money';
import { spanishCancellationRenderers } from './cancellation-mails';
import { certificateChangeWords } from './certificate-change-words';
import { spanishInstalmentRenderers } from './instalment-mails';
import { spanishRenewalRenderers } from './renewal-mails';
import { spanishEndorsementRenderers } from './endorsement-mails';
import { spanishPremiumAuditRenderers } from './premium-audit-mails';
import { changeStatusWords, changeTypeWords } from './policy-change-words';
import { businessWords, carrierWords, dateInWords, paidWith } from './words';

type SpanishRenderers = {
  [K in MailTemplateName]?: (data: MailTemplates[K]) => RenderedMail;
};

/** The product lines as the API names them in mails, in Spanish; other words stay as they are. */
const COVERAGES: Record<string, string> = {
  'workers compensation': 'compensación para trabajadores',
  'general liability': 'responsabilidad civil general',
  "business owner's policy": 'póliza para propietarios de negocios',
  'cyber liability': 'responsabilidad cibernética',
};

/** "workers compensation" as "compensación para trabajadores" (any capitalisation). */
export const coberturaEs = (coverage: string): string =>
  COVERAGES[coverage.toLowerCase()] ?? coverage;

const hola = (firstName: string | null) => (firstName ? `Hola, ${firstName}:` : 'Hola:');

/** The titles signers read for a document (`documentTitle` in purchase), in Spanish. */
const DOCUMENT_TITLES: Record<string, string> = {
  'Quote proposal': 'Propuesta de cotización',
  'Workers compensation application (ACORD 130)':
    'Solicitud de compensación para trabajadores (ACORD 130)',
  'Officer exclusion waiver': 'Renuncia a la cobertura de un directivo excluido',
};

/** A document's title in Spanish; any other title is a file's name and stays as it is. */
const tituloEs = (title: string): string => DOCUMENT_TITLES[title] ?? title;

/** The speakers a chat transcript names (`transcript` in support), in Spanish. */
const SPEAKERS: Record<string, string> = { You: 'Usted', Assistant: 'Asistente' };

/** A mail from its subject, paragraphs and one call to action (with the link in the text part). */
function mail(
  subject: string,
  lines: string[],
  action?: { label: string; url: string },
  links: { label: string; url: string }[] = [],
): RenderedMail {
  const button = action ? `\n\n${action.label}: ${action.url}` : '';
  const more = links.map((l) => `\n${l.label}: ${l.url}`).join('');
  return {
    subject,
    text: `${lines.join('\n\n')}${button}${more}\n`,
    html: layout(subject, lines, action, links, 'es'),
  };
}

export const spanishRenderers: SpanishRenderers = {
  ...spanishCancellationRenderers,
  ...spanishInstalmentRenderers,
  ...spanishRenewalRenderers,
  ...spanishEndorsementRenderers,
  ...spanishPremiumAuditRenderers,
  'password-reset': ({ resetUrl, expiresInMinutes }) =>
    mail(
      'Restablezca su contraseña de Coverline',
      [
        'Hola:',
        'Recibimos una solicitud para restablecer la contraseña de su cuenta de Coverline.',
        `El enlace funciona una sola vez y vence en ${expiresInMinutes} minutos. Si usted no lo pidió, puede ignorar este correo: su contraseña no cambia.`,
      ],
      { label: 'Restablecer contraseña', url: resetUrl },
    ),
  'verify-email': ({ verifyUrl, expiresInHours }) =>
    mail(
      'Confirme su correo electrónico para Coverline',
      [
        'Hola:',
        'Le damos la bienvenida a Coverline. Confirme que esta es su dirección de correo: cuando lo haga, las cotizaciones y pólizas registradas con ella aparecerán en su cuenta.',
        `El enlace funciona una sola vez y vence en ${expiresInHours} horas. Si usted no se registró, puede ignorar este correo.`,
      ],
      { label: 'Confirmar correo', url: verifyUrl },
    ),
  'quote-resume': ({ coverage, resumeUrl, expiresInHours }) =>
    mail(
      `Continúe su cotización de ${coberturaEs(coverage)}`,
      [
        'Hola:',
        `Su cotización de ${coberturaEs(coverage)} con Coverline está guardada. Continúe donde la dejó con el enlace de abajo.`,
        `El enlace funciona durante ${expiresInHours} horas, y solo hasta que se registre o compre. Después, inicie sesión, o comience la cotización de nuevo con el mismo correo y le enviaremos un enlace nuevo. Si usted no comenzó una cotización, puede ignorar este correo.`,
      ],
      { label: 'Continuar cotización', url: resumeUrl },
    ),
  'quote-registration': ({ coverage, registerUrl }) =>
    mail(
      `Regístrese para continuar su cotización de ${coberturaEs(coverage)}`,
      [
        'Hola:',
        `Su cotización de ${coberturaEs(coverage)} con Coverline ya pasó el punto en que puede cambiarse sin una cuenta.`,
        'Regístrese con esta dirección de correo para verla y continuar. Si usted no pidió esto, puede ignorar este correo.',
      ],
      { label: 'Registrarse', url: registerUrl },
    ),
  'quote-started-for-account': ({ coverage, signInUrl }) =>
    mail(
      `Se comenzó una cotización de ${coberturaEs(coverage)} con su correo`,
      [
        'Hola:',
        `Alguien comenzó una cotización de ${coberturaEs(coverage)} en Coverline con esta dirección de correo, que tiene una cuenta de Coverline. La cotización quedó registrada en su cuenta.`,
        'Si fue usted, inicie sesión para verla y continuarla. Si no fue usted, puede ignorar este correo: no se mostró nada de su cuenta.',
      ],
      { label: 'Iniciar sesión', url: signInUrl },
    ),
  'signature-request': ({ signerName, businessName, documentTitles, signingUrl, expiresInDays }) =>
    mail(
      `Firme los documentos del seguro de ${businessName}`,
      [
        `Hola, ${signerName}:`,
        `La solicitud de seguro de ${businessName} necesita su firma en: ${documentTitles.map(tituloEs).join(', ')}.`,
        `Abra el enlace de abajo para leer los documentos y firmarlos escribiendo su nombre. El enlace es solo suyo: funciona hasta que firme, durante ${expiresInDays} días. Esta es una firma electrónica de prueba.`,
        'Los documentos están en inglés, el idioma de los formularios de la aseguradora.',
      ],
      { label: 'Leer y firmar', url: signingUrl },
    ),
  'client-email-change': ({ firstName, confirmUrl, expiresInHours }) =>
    mail(
      'Confirme su nuevo correo para Coverline',
      [
        hola(firstName),
        'Se pidió al equipo de Coverline cambiar el correo del registro de cliente de su empresa a esta dirección. Confirme que esta es su dirección de correo: cuando lo haga, sus cotizaciones y pólizas quedarán registradas con ella.',
        `El enlace funciona una sola vez y vence en ${expiresInHours} horas. Si usted no pidió este cambio, puede ignorar este correo: nada cambia.`,
      ],
      { label: 'Confirmar correo', url: confirmUrl },
    ),
  'payment-receipt': (data) => {
    const amount = formatCents(data.amountCents);
    return mail(
      `Recibo: ${amount} pagados por ${businessWords(data.businessName, 'es')}`,
      [
        hola(data.firstName),
        'Gracias, recibimos su pago. Este es su recibo.',
        `Importe: ${amount}`,
        `Pagado con: ${paidWith(data.method, data.last4, 'es')}`,
        `Fecha: ${dateInWords(data.paidAt, 'es')}`,
        `Concepto: primer pago de ${coberturaEs(data.paidFor.coverage)}${data.paidFor.carrier ? ` con ${data.paidFor.carrier}` : ''} (cotización ${data.paidFor.quoteReference})`,
        `Referencia: ${data.reference}`,
        data.signaturesNext
          ? 'A continuación, los propietarios y directivos de la empresa reciben por correo los documentos para firmar. La póliza se emite cuando todos hayan firmado.'
          : 'Guarde este recibo con sus registros.',
      ],
      { label: 'Abrir su cotización', url: data.quoteUrl },
    );
  },
  'signatures-complete': ({ firstName, businessName, coverage, attached, quoteUrl }) =>
    mail(
      `Ya están todas las firmas de ${businessWords(businessName, 'es')}`,
      [
        hola(firstName),
        `Ya están todas las firmas de su compra de ${coberturaEs(coverage)}. Ahora pedimos a la aseguradora que emita la póliza; para eso no necesitamos nada más de usted.`,
        'Cuando la póliza quede emitida, le enviaremos por correo su número y sus fechas, con un enlace a ella en su cuenta.',
        `Adjuntamos los documentos firmados (en inglés): ${attached.map(tituloEs).join(', ')}.`,
      ],
      { label: 'Abrir su cotización', url: quoteUrl },
    ),
  'policy-bound': (data) =>
    mail(
      `Su póliza de ${coberturaEs(data.coverage)} ${data.policyNumber} está emitida`,
      [
        hola(data.firstName),
        data.resent
          ? `Como lo pidió, estos son de nuevo los datos de su póliza de ${coberturaEs(data.coverage)} para ${businessWords(data.businessName, 'es')}.`
          : `Su póliza de ${coberturaEs(data.coverage)} para ${businessWords(data.businessName, 'es')} está emitida.`,
        `Número de póliza: ${data.policyNumber}`,
        `Aseguradora: ${data.carrier}`,
        `Vigente del ${dateInWords(data.effectiveDate, 'es')} al ${dateInWords(data.expirationDate, 'es')}.`,
        data.registerUrl
          ? 'Adjuntamos el resumen de la póliza (en inglés). Cree su cuenta con esta dirección de correo para ver la póliza, sus documentos y pagos, y para pedir certificados y cambios.'
          : 'Adjuntamos el resumen de la póliza (en inglés). Su cuenta muestra la póliza, sus documentos y pagos, y le permite pedir certificados y cambios.',
      ],
      data.registerUrl
        ? { label: 'Crear su cuenta', url: data.registerUrl }
        : { label: 'Ver su póliza', url: data.policyUrl },
      data.carrierUrl
        ? [{ label: 'El sitio de la aseguradora para su póliza', url: data.carrierUrl }]
        : [],
    ),
  'quote-documents': ({ firstName, businessName, coverage, carrier, attached, quoteUrl }) =>
    mail(
      `Los documentos de su cotización de ${coberturaEs(coverage)} para ${businessWords(businessName, 'es')}`,
      [
        hola(firstName),
        `Adjuntamos los documentos de su cotización de ${coberturaEs(coverage)} con ${carrierWords(carrier, 'es')} (en inglés, el idioma de los formularios): ${attached.join(', ')}.`,
        'Léalos con atención. Puede ver la cotización y continuar con la compra con el enlace de abajo.',
      ],
      { label: 'Abrir su cotización', url: quoteUrl },
    ),
  'quote-certificates': ({ firstName, businessName, certificates }) =>
    mail(`Certificados de seguro de ${businessWords(businessName, 'es')}`, [
      hola(firstName),
      certificates === 1
        ? 'Adjuntamos su certificado de seguro (en inglés, el idioma del formulario ACORD).'
        : `Adjuntamos sus ${certificates} certificados de seguro (en inglés, el idioma del formulario ACORD).`,
      'Compártalos con quien le pidió una prueba de su cobertura.',
    ]),
  'quote-link': ({ firstName, coverage, quoteUrl }) =>
    mail(
      `Su cotización de ${coberturaEs(coverage)} está lista`,
      [
        hola(firstName),
        `Su cotización de ${coberturaEs(coverage)} con Coverline está lista para que la revise.`,
        'Ábrala con el enlace de abajo para ver los precios de las aseguradoras y continuar.',
      ],
      { label: 'Abrir su cotización', url: quoteUrl },
    ),
  'certificate-issued': ({ firstName, businessName, holderName, certificateNumber, policiesUrl }) =>
    mail(
      `Certificado de seguro ${certificateNumber} para ${holderName}`,
      [
        hola(firstName),
        `Adjuntamos el certificado de seguro de ${businessName} para ${holderName} (en inglés, el idioma del formulario ACORD).`,
        'Sus certificados también aparecen junto a sus pólizas.',
      ],
      { label: 'Abrir sus pólizas', url: policiesUrl },
    ),
  'certificate-holder-notice': (data) => {
    const asegurado = data.businessName;
    const enlace = data.verificationUrl;
    const poliza = `La póliza ${data.policyNumber} de ${asegurado} con ${data.carrier}, que figura en el certificado de seguro ${data.certificateNumber} que usted tiene,`;
    const sinCobertura =
      'El certificado ya no acredita cobertura después de esa fecha. Si lo necesita, pida al asegurado una prueba de su nuevo seguro.';
    const palabras = {
      cancelled: {
        asunto: `Póliza cancelada: ${asegurado}, póliza ${data.policyNumber}`,
        linea: `${poliza} se canceló a partir del ${dateInWords(data.effectiveOn, 'es')}.`,
        despues: sinCobertura,
      },
      not_renewed: {
        asunto: `Póliza no renovada: ${asegurado}, póliza ${data.policyNumber}`,
        linea: `${poliza} no se renovará: su cobertura termina el ${dateInWords(data.effectiveOn, 'es')}.`,
        despues: sinCobertura,
      },
      reinstated: {
        asunto: `Póliza rehabilitada: ${asegurado}, póliza ${data.policyNumber}`,
        linea: `${poliza} se rehabilitó el ${dateInWords(data.effectiveOn, 'es')}: se anula la cancelación que le avisamos, y la cobertura continúa sin interrupción.`,
        despues: 'El certificado vuelve a valer tal como se emitió.',
      },
      changed: {
        asunto: `Póliza modificada: ${asegurado}, póliza ${data.policyNumber}`,
        linea: `${poliza} se modificó a partir del ${dateInWords(data.effectiveOn, 'es')}: ${data.change ? certificateChangeWords(data.change, 'es') : 'se endosaron sus condiciones'}.`,
        despues:
          'Su certificado muestra la póliza tal como era al emitirse. Si necesita uno que muestre el cambio, pida al asegurado un certificado nuevo.',
      },
    }[data.event];
    return mail(
      palabras.asunto,
      [
        `Hola, ${data.holderName}:`,
        palabras.linea,
        palabras.despues,
        `Recibe este aviso de ${data.agencyName} porque el certificado se le envió a usted.`,
        ...(enlace ? ['La página de abajo muestra el estado de la póliza en todo momento.'] : []),
      ],
      enlace ? { label: 'Consultar la póliza hoy', url: enlace } : undefined,
    );
  },
  'policy-change-answered': (data) =>
    mail(
      `Su solicitud de cambio de póliza: ${changeStatusWords(data.status, 'es')}`,
      [
        hola(data.firstName),
        `Su solicitud (${changeTypeWords(data.changeType, 'es')}) sobre ${businessWords(data.businessName, 'es')}: póliza de ${coberturaEs(data.coverage)} ${data.policyNumber} con ${data.carrier}.`,
        `Estado: ${changeStatusWords(data.status, 'es')}.`,
        ...(data.answer ? [`Nuestra respuesta: ${data.answer}`] : []),
      ],
      { label: 'Ver su póliza', url: data.portalUrl },
    ),
  'bor-magic-link': ({ signInUrl, expiresInMinutes }) =>
    mail(
      'Continúe su cambio de corredor de registro con Coverline',
      [
        'Hola:',
        'Use el enlace de abajo para continuar con el nombramiento de Coverline como su corredor de registro.',
        `El enlace funciona una sola vez y vence en ${expiresInMinutes} minutos. Si usted no lo pidió, puede ignorar este correo.`,
      ],
      { label: 'Continuar', url: signInUrl },
    ),
  'bor-decided': (d) =>
    mail(
      d.accepted
        ? `Coverline es ahora su corredor de registro para la póliza ${d.policyNumber}`
        : `${d.carrier} no aceptó el cambio de corredor de registro para la póliza ${d.policyNumber}`,
      [
        'Hola:',
        d.accepted
          ? `${d.carrier} confirmó el cambio para ${d.businessName}: Coverline atiende ahora la póliza ${d.policyNumber}. Su cobertura y su prima siguen igual.`
          : `${d.carrier} no aceptó el cambio de corredor de registro para ${d.businessName} (póliza ${d.policyNumber}). Nos pondremos en contacto con usted sobre los siguientes pasos.`,
        ...(d.note ? [`Una nota de nuestro equipo: ${d.note}`] : []),
      ],
      { label: 'Ver su cambio', url: d.borUrl },
    ),
  'referral-quote-invitation': ({
    firstName,
    businessName,
    repName,
    payrollCompanyName,
    quoteUrl,
  }) =>
    mail(
      `${repName} de ${payrollCompanyName} recomendó a ${businessName} a Coverline`,
      [
        `Hola, ${firstName}:`,
        `${repName} de ${payrollCompanyName}, su empresa de nómina, pidió a Coverline cotizar un seguro de compensación para trabajadores para ${businessName}.`,
        'El enlace de abajo abre una cotización con los datos de su empresa y de contacto ya completados. Toma unos minutos, y puede guardarla y volver más tarde.',
        'Si no esperaba este correo, puede ignorarlo.',
      ],
      { label: 'Comenzar su cotización', url: quoteUrl },
    ),
  'referral-bor-invitation': ({ firstName, businessName, repName, payrollCompanyName, borUrl }) =>
    mail(
      `${repName} de ${payrollCompanyName} recomendó a ${businessName} a Coverline`,
      [
        `Hola, ${firstName}:`,
        `${repName} de ${payrollCompanyName}, su empresa de nómina, sugirió a Coverline como corredor de registro de la póliza de compensación para trabajadores que ${businessName} ya tiene.`,
        'El enlace de abajo comienza el cambio en línea: indica su aseguradora actual y su número de póliza, y firma una carta de corredor de registro que enviamos a su aseguradora. Su póliza y su prima siguen igual.',
        'Si no esperaba este correo, puede ignorarlo.',
      ],
      { label: 'Comenzar el cambio', url: borUrl },
    ),
  'chat-transcript': ({ startedAt, lines }) =>
    mail('Su chat de soporte de Coverline', [
      `Esta es la transcripción de su chat de soporte iniciado el ${startedAt}, como lo pidió.`,
      ...lines.map((l) => `[${l.at}] ${SPEAKERS[l.who] ?? l.who}: ${l.spanishText ?? l.text}`),
    ]),
};
