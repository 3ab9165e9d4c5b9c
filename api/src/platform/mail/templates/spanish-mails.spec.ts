import { renderMail, type MailTemplateName, type MailTemplates } from './templates';
import { spanishRenderers } from './spanish-mails';

/**
 * Data for every template with a Spanish version. Names, numbers and links are what people and
 * carriers are called (they read the same in both languages); everything else the product words
 * itself (lines of cover, change kinds and statuses, document titles, what a payment paid for)
 * is given as the API gives it, so an English word reaching the Spanish mail shows.
 */
const SAMPLES = {
  'password-reset': {
    resetUrl: 'http://localhost:3000/reset-password?token=t',
    expiresInMinutes: 30,
  },
  'verify-email': { verifyUrl: 'http://localhost:3000/verify-email?token=t', expiresInHours: 48 },
  'quote-resume': {
    coverage: 'workers compensation',
    resumeUrl: 'http://localhost:3000/quotation?quoteId=q&guestToken=t',
    expiresInHours: 72,
  },
  'quote-registration': {
    coverage: 'general liability',
    registerUrl: 'http://localhost:3000/register',
  },
  'quote-started-for-account': {
    coverage: "business owner's policy",
    signInUrl: 'http://localhost:3000/login',
  },
  'signature-request': {
    signerName: 'Lucía Pérez',
    businessName: 'Plomería Tejas LLC',
    documentTitles: [
      'Quote proposal',
      'Workers compensation application (ACORD 130)',
      'Officer exclusion waiver',
    ],
    signingUrl: 'http://localhost:3000/sign/abc',
    expiresInDays: 14,
  },
  'client-email-change': {
    firstName: 'Lucía',
    confirmUrl: 'http://localhost:3000/verify-email?token=t',
    expiresInHours: 48,
  },
  'payment-receipt': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    paidFor: { coverage: 'workers compensation', carrier: 'Hartford', quoteReference: 'Q-1A2B3C' },
    amountCents: 123450,
    method: 'bank',
    last4: '6789',
    paidAt: new Date('2026-12-04T15:00:00Z'),
    reference: 'pay_123',
    signaturesNext: true,
    quoteUrl: 'http://localhost:3000/quotation?quoteId=q',
  },
  'signatures-complete': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'workers compensation',
    attached: ['Quote proposal', 'Workers compensation application (ACORD 130)'],
    quoteUrl: 'http://localhost:3000/quotation?quoteId=q',
  },
  'policy-bound': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'cyber liability',
    carrier: 'Hartford',
    policyNumber: 'CY-2026-000000123',
    effectiveDate: '2026-12-04',
    expirationDate: '2027-12-04',
    policyUrl: 'http://localhost:3000/client/policies/q',
    registerUrl: null,
    carrierUrl: 'https://carrier.example/policy',
    resent: true,
  },
  'quote-documents': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'general liability',
    carrier: 'Hartford',
    attached: ['Q-1A2B3C.pdf'],
    quoteUrl: 'http://localhost:3000/quotation?quoteId=q',
  },
  'quote-certificates': { firstName: null, businessName: 'Plomería Tejas LLC', certificates: 2 },
  'quote-link': {
    firstName: 'Lucía',
    coverage: 'workers compensation',
    quoteUrl: 'http://localhost:3000/quotation?quoteId=q',
  },
  'certificate-issued': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    holderName: 'Constructora Río Grande',
    certificateNumber: 'COI-000123',
    policiesUrl: 'http://localhost:3000/client/policies',
  },
  'certificate-holder-notice': {
    holderName: 'Constructora Río Grande',
    businessName: 'Plomería Tejas LLC',
    certificateNumber: 'COI-000123',
    carrier: 'Hartford',
    policyNumber: 'WC-2026-0001',
    event: 'cancelled',
    effectiveOn: '2026-12-04',
    agencyName: 'Coverline',
    verificationUrl: 'http://localhost:3000/verify/abc',
  },
  'policy-change-answered': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'workers compensation',
    carrier: 'Hartford',
    policyNumber: 'WC-2026-000000123',
    changeType: 'add_additional_insured',
    status: 'in_progress',
    answer: null,
    portalUrl: 'http://localhost:3000/client/policies/q',
  },
  'policy-cancelled': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'workers compensation',
    carrier: 'Hartford',
    policyNumber: 'WC-2026-000000123',
    cancellationDate: '2026-09-01',
    reason: 'client_request',
    method: 'short_rate',
    returnPremiumCents: 123_456,
    refundCents: 100_000,
    balanceDueCents: 2_500,
    portalUrl: 'http://localhost:3000/client/policies/q',
  },
  'policy-reinstated': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'workers compensation',
    carrier: 'Hartford',
    policyNumber: 'WC-2026-000000123',
    cancellationDate: '2026-09-01',
    reinstatedOn: '2026-09-10',
    paidCents: 123_456,
    balanceDueCents: 2_500,
    portalUrl: 'http://localhost:3000/client/policies/q',
  },
  'instalment-reminder': {
    policyNumber: 'WC-2026-000000123',
    seq: 2,
    amount: '$1,234.56',
    dueOn: '2026-12-04',
    portalUrl: 'http://localhost:3000/client/policies/q',
  },
  'instalment-receipt': {
    policyNumber: 'WC-2026-000000123',
    seq: 2,
    amount: '$1,234.56',
    dueOn: '2026-12-04',
    portalUrl: 'http://localhost:3000/client/policies/q',
    method: 'card',
    last4: '4242',
    paidOn: '2026-12-05',
  },
  'instalment-declined': {
    policyNumber: 'WC-2026-000000123',
    seq: 2,
    amount: '$1,234.56',
    dueOn: '2026-12-04',
    portalUrl: 'http://localhost:3000/client/policies/q',
    nextAttemptOn: '2026-12-07',
  },
  'instalment-cancellation-notice': {
    policyNumber: 'WC-2026-000000123',
    seq: 2,
    amount: '$1,234.56',
    dueOn: '2026-12-04',
    portalUrl: 'http://localhost:3000/client/policies/q',
    cancellationOn: '2027-01-03',
  },
  'renewal-opened': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'workers compensation',
    carrier: 'Hartford',
    policyNumber: 'WC-2026-000000123',
    expirationDate: '2027-01-01',
    portalUrl: 'http://localhost:3000/client/policies/q',
    premiumCents: 131_500,
    expiringPremiumCents: 120_000,
  },
  'policy-not-renewed': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'workers compensation',
    carrier: 'Hartford',
    policyNumber: 'WC-2026-000000123',
    expirationDate: '2027-01-01',
    portalUrl: 'http://localhost:3000/client/policies/q',
    reason: 'client_declined',
  },
  'renewal-lapsed': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'workers compensation',
    carrier: 'Hartford',
    policyNumber: 'WC-2026-000000123',
    expirationDate: '2027-01-01',
    portalUrl: 'http://localhost:3000/client/policies/q',
  },
  'endorsement-offered': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'workers compensation',
    carrier: 'Hartford',
    policyNumber: 'WC-2026-000000123',
    changeType: 'change_payroll',
    change: 'payroll of 8810 in CA changed to $120,000.00',
    effectiveDate: '2026-09-01',
    oldAnnualPremiumCents: 500_000,
    newAnnualPremiumCents: 560_000,
    proRataCents: 20_000,
    offerExpiresOn: '2026-10-01',
    portalUrl: 'http://localhost:3000/client/policies/q',
  },
  'endorsement-issued': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'workers compensation',
    carrier: 'Hartford',
    policyNumber: 'WC-2026-000000123',
    changeType: 'change_payroll',
    change: 'payroll of 8810 in CA changed to $120,000.00',
    effectiveDate: '2026-09-01',
    oldAnnualPremiumCents: 560_000,
    newAnnualPremiumCents: 500_000,
    proRataCents: -20_000,
    versionNo: 2,
    settledCents: 20_000,
    settlement: 'refunded',
    portalUrl: 'http://localhost:3000/client/policies/q',
  },
  'premium-audit-payroll-requested': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    coverage: 'workers compensation',
    policyNumber: 'WC-2026-000000123',
    effectiveDate: '2026-01-01',
    expirationDate: '2027-01-01',
    classCodes: ['5183 (FL)', '8810 (FL)'],
    portalUrl: 'http://localhost:3000/client/policies/q',
  },
  'premium-audit-completed': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    policyNumber: 'WC-2026-000000123',
    effectiveDate: '2026-01-01',
    expirationDate: '2027-01-01',
    payrollCents: 64_000_000,
    auditedPremiumCents: 1_074_700,
    billedCents: 996_300,
    differenceCents: 78_400,
    paymentOnFile: true,
    portalUrl: 'http://localhost:3000/client/policies/q',
  },
  'bor-magic-link': {
    signInUrl: 'http://localhost:3000/bor?token=t',
    expiresInMinutes: 30,
    linkId: 'l-1',
  },
  'bor-decided': {
    businessName: 'Plomería Tejas LLC',
    carrier: 'Hartford',
    policyNumber: 'WC-2026-000000123',
    accepted: false,
    note: null,
    borUrl: 'http://localhost:3000/bor/b',
  },
  'referral-quote-invitation': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    repName: 'Ana Gómez',
    payrollCompanyName: 'Nóminas Sol',
    quoteUrl: 'http://localhost:3000/quotation?referral=r',
  },
  'referral-bor-invitation': {
    firstName: 'Lucía',
    businessName: 'Plomería Tejas LLC',
    repName: 'Ana Gómez',
    payrollCompanyName: 'Nóminas Sol',
    borUrl: 'http://localhost:3000/bor?referral=r',
  },
  'chat-transcript': {
    startedAt: '2026-12-04 15:00 UTC',
    lines: [
      { who: 'You', at: '15:00', text: '¿Cubre mi camioneta?' },
      { who: 'Assistant', at: '15:01', text: 'Depende de su póliza.' },
      {
        who: 'Coverline',
        at: '15:02',
        text: 'This chat is closed.',
        spanishText: 'Este chat está cerrado.',
      },
    ],
  },
} satisfies { [K in MailTemplateName]?: MailTemplates[K] };

type SpanishName = keyof typeof SAMPLES;

/** Words people typed into the samples, in whichever language they wrote. */
const TYPED = SAMPLES['chat-transcript'].lines
  .filter((l) => !('spanishText' in l))
  .map((l) => l.text)
  .join(' ');

/** What people and carriers are called in the samples, and words both languages write alike. */
const SAME_IN_BOTH = new Set([
  ...['coverline', 'hartford', 'acord', 'llc', 'utc', 'pay', 'pdf', 'coi'],
  ...['lucía', 'pérez', 'plomería', 'tejas', 'ana', 'gómez', 'nóminas', 'sol', 'constructora'],
  ...['río', 'grande', 'wc', 'cy', 'fl'],
  // Spanish words spelled as English ones: "responsabilidad civil general", "Use el enlace",
  // "su chat de soporte" ("chat" is in the Spanish dictionary).
  ...['general', 'use', 'chat'],
]);

const words = (text: string) =>
  new Set(
    text
      .replace(/https?:\/\/\S+/g, ' ')
      .toLowerCase()
      .split(/[^\p{L}']+/u)
      .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
      .filter((w) => w.length > 1 && !SAME_IN_BOTH.has(w)),
  );

const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\u200b/g, '');

/** Every word the English mails write, from the same data (but what people typed). */
const typed = words(TYPED);
const ENGLISH_WORDS = new Set(
  (Object.keys(SAMPLES) as SpanishName[]).flatMap((name) => {
    const mail = renderMail(name, SAMPLES[name] as never, 'en');
    return [...words(`${mail.subject} ${mail.text} ${visible(mail.html)}`)].filter(
      (w) => !typed.has(w),
    );
  }),
);

describe('Spanish mails', () => {
  it('has sample data for every template with a Spanish version', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(spanishRenderers).sort());
  });

  it('finds English words to look for (the check below checks something)', () => {
    for (const word of ['hello', 'your', 'policy', 'workers', 'compensation', 'progress']) {
      expect(ENGLISH_WORDS).toContain(word);
    }
  });

  it.each(Object.keys(SAMPLES) as SpanishName[])(
    '%s reads in Spanish throughout: no word of the English mails in it',
    (name) => {
      const mail = renderMail(name, SAMPLES[name] as never, 'es');
      expect(mail.html).toContain('<html lang="es">');
      const english = [...words(`${mail.subject} ${mail.text} ${visible(mail.html)}`)].filter((w) =>
        ENGLISH_WORDS.has(w),
      );
      expect(english).toEqual([]);
    },
  );

  it('words a reinstatement to the client and to certificate holders in Spanish', () => {
    const reinstated = renderMail(
      'policy-reinstated',
      { ...SAMPLES['policy-reinstated'], paidCents: null, balanceDueCents: 0 },
      'es',
    );
    expect(reinstated.subject).toBe('Su póliza WC-2026-000000123 queda rehabilitada');
    expect(reinstated.text).toContain('La agencia la rehabilitó.');
    expect(reinstated.text).toContain('No hay nada vencido.');
    const holder = renderMail(
      'certificate-holder-notice',
      { ...SAMPLES['certificate-holder-notice'], event: 'reinstated' },
      'es',
    );
    expect(holder.subject).toContain('Póliza rehabilitada');
    expect(holder.text).toContain('se anula la cancelación que le avisamos');
    const english = renderMail(
      'certificate-holder-notice',
      { ...SAMPLES['certificate-holder-notice'], event: 'reinstated' },
      'en',
    );
    expect(english.text).toContain('the cancellation we told you of is withdrawn');
  });

  it.each([
    {
      kind: 'liability limits',
      change: { type: 'change_limits', glLimit: '2M/4M' },
      spanish: 'los límites de responsabilidad civil pasaron a 2M/4M',
      english: 'liability limits changed to 2M/4M',
      typed: '',
    },
    {
      kind: 'a cyber limit',
      change: { type: 'change_limits', cyberLimitCents: 100_000_000 },
      spanish: 'el límite de responsabilidad cibernética pasó a $1,000,000.00',
      english: 'cyber limit changed to $1,000,000.00',
      typed: '',
    },
    {
      kind: 'an additional insured',
      change: { type: 'add_additional_insured', additionalInsured: ' Constructora Río Grande ' },
      spanish: 'se agregó a Constructora Río Grande como asegurado adicional',
      english: 'Constructora Río Grande added as an additional insured',
      typed: '',
    },
    {
      kind: 'a location',
      change: {
        type: 'add_location',
        location: { line1: '5 Elm St', city: 'Tulsa', state: 'OK', zip: '74103' },
      },
      spanish: 'se agregó una ubicación en 5 Elm St, Tulsa, OK 74103',
      english: 'location added at 5 Elm St, Tulsa, OK 74103',
      typed: '5 Elm St, Tulsa, OK',
    },
  ] as const)(
    'tells certificate holders of $kind in Spanish',
    ({ change, spanish, english, typed }) => {
      const data = { ...SAMPLES['certificate-holder-notice'], event: 'changed', change } as const;
      const es = renderMail('certificate-holder-notice', data, 'es');
      expect(es.subject).toBe('Póliza modificada: Plomería Tejas LLC, póliza WC-2026-0001');
      expect(es.text).toContain(`se modificó a partir del 4 de diciembre de 2026: ${spanish}.`);
      const en = renderMail('certificate-holder-notice', data, 'en');
      expect(en.text).toContain(`was changed as of December 4, 2026: ${english}.`);
      // No word of the English notice (but the address typed into the change) reads in Spanish.
      const address = words(typed);
      const englishWords = [...words(`${en.subject} ${en.text}`)].filter((w) => !address.has(w));
      const spanishWords = words(`${es.subject} ${es.text} ${visible(es.html)}`);
      expect(englishWords.filter((w) => spanishWords.has(w))).toEqual([]);
    },
  );

  it('words a missed instalment (no next try) and the notice of cancellation in Spanish', () => {
    const missed = renderMail(
      'instalment-declined',
      { ...SAMPLES['instalment-declined'], nextAttemptOn: null },
      'es',
    );
    expect(missed.text).toContain('esta cuota queda vencida sin pagar');
    const english = renderMail(
      'instalment-declined',
      { ...SAMPLES['instalment-declined'], nextAttemptOn: null },
      'en',
    );
    expect(english.text).toContain('this instalment is now missed');
    const notice = renderMail(
      'instalment-cancellation-notice',
      SAMPLES['instalment-cancellation-notice'],
      'es',
    );
    expect(notice.subject).toBe('Aviso de cancelación por falta de pago: póliza WC-2026-000000123');
    expect(notice.text).toContain('el 3 de enero de 2027');
  });

  it('names a business without a legal name yet, and a carrier not chosen yet, in Spanish', () => {
    const documents = renderMail(
      'quote-documents',
      { ...SAMPLES['quote-documents'], businessName: null, carrier: null },
      'es',
    );
    expect(documents.subject).toBe(
      'Los documentos de su cotización de responsabilidad civil general para su negocio',
    );
    expect(documents.text).toContain('con la aseguradora (en inglés');
    const english = renderMail(
      'quote-documents',
      { ...SAMPLES['quote-documents'], businessName: null, carrier: null },
      'en',
    );
    expect(english.subject).toBe('Your general liability quote documents for your business');
    expect(english.text).toContain('quote with the carrier:');
  });

  it('words change kinds, statuses, document titles and what a payment paid for in Spanish', () => {
    const answered = renderMail('policy-change-answered', SAMPLES['policy-change-answered'], 'es');
    expect(answered.subject).toBe('Su solicitud de cambio de póliza: en proceso');
    expect(answered.text).toContain('Su solicitud (agregar un asegurado adicional)');
    const receipt = renderMail('payment-receipt', SAMPLES['payment-receipt'], 'es');
    expect(receipt.text).toContain(
      'Concepto: primer pago de compensación para trabajadores con Hartford (cotización Q-1A2B3C)',
    );
    const english = renderMail('payment-receipt', SAMPLES['payment-receipt'], 'en');
    expect(english.text).toContain(
      'For: Workers compensation, Hartford, first payment (quote Q-1A2B3C)',
    );
    const sign = renderMail('signature-request', SAMPLES['signature-request'], 'es');
    expect(sign.text).toContain(
      'Propuesta de cotización, Solicitud de compensación para trabajadores (ACORD 130)',
    );
  });
});
