import { renderMail } from './templates';

describe('mail templates and text people typed', () => {
  it('never turns typed text into a link or markup, and keeps the product’s own links', () => {
    const mail = renderMail('signature-request', {
      signerName: 'Security alert: verify at evil.example <a href="https://evil.example">',
      businessName: 'Visit www.evil.example or http://198.51.100.7/login',
      documentTitles: ['Quote proposal'],
      signingUrl: 'http://localhost:3000/sign/abc',
      expiresInDays: 14,
    });
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.example|www\.evil|https?:\/\/evil|http:\/\/198/);
      // The words are all there, only a zero-width break stops a mail program's linking.
      expect(part.replace(/\u200b/g, '')).toContain('evil.example');
    }
    expect(mail.html).not.toContain('<a href="https://evil');
    expect(mail.html).toContain('&#60;a href=&#34;https:\u200b//evil.\u200bexample&#34;&#62;');
    expect(mail.text).toContain('Read and sign: http://localhost:3000/sign/abc');
    expect(mail.html).toContain('href="http://localhost:3000/sign/abc"');
  });

  it('greets no one by name in mails a call without a proven address can cause', () => {
    const resume = renderMail('quote-resume', {
      coverage: 'workers compensation',
      resumeUrl: 'http://localhost:3000/quotation?quoteId=q&guestToken=t',
      expiresInHours: 72,
    });
    expect(resume.text.startsWith('Hello,\n')).toBe(true);
    expect(resume.text).toContain('72 hours');
    const notice = renderMail('quote-started-for-account', {
      coverage: 'cyber liability',
      signInUrl: 'http://localhost:3000/login',
    });
    expect(notice.text).toContain('Sign in: http://localhost:3000/login');
    expect(notice.text).not.toContain('token');
  });
});

describe('mails in Spanish', () => {
  it('state a purchase’s facts in Spanish, with dates and payment method in Spanish words', () => {
    const receipt = renderMail(
      'payment-receipt',
      {
        firstName: 'Lucía',
        businessName: 'Plomería Tejas LLC',
        paidFor: {
          coverage: 'workers compensation',
          carrier: 'Hartford',
          quoteReference: 'Q-1A2B3C',
        },
        amountCents: 123450,
        method: 'card',
        last4: '4242',
        paidAt: new Date('2026-12-04T15:00:00Z'),
        reference: 'pay_123',
        signaturesNext: true,
        quoteUrl: 'http://localhost:3000/quotation?quoteId=q',
      },
      'es',
    );
    expect(receipt.subject).toBe('Recibo: $1,234.50 pagados por Plomería Tejas LLC');
    expect(receipt.text).toContain('Hola, Lucía:');
    expect(receipt.text).toContain('Pagado con: tarjeta terminada en 4242');
    expect(receipt.text).toContain('Fecha: 4 de diciembre de 2026');
    expect(receipt.text).toContain(
      'Abrir su cotización: http://localhost:3000/quotation?quoteId=q',
    );
    expect(receipt.html).toContain('<html lang="es">');

    const bound = renderMail(
      'policy-bound',
      {
        firstName: null,
        businessName: 'Plomería Tejas LLC',
        coverage: 'workers compensation',
        carrier: 'Hartford',
        policyNumber: 'WC-2026-000000123',
        effectiveDate: '2026-12-04',
        expirationDate: '2027-12-04',
        policyUrl: 'http://localhost:3000/client/policies/q',
        registerUrl: 'http://localhost:3000/register?email=owner%40example.com',
        carrierUrl: null,
        resent: false,
      },
      'es',
    );
    expect(bound.text).toContain(
      'Crear su cuenta: http://localhost:3000/register?email=owner%40example.com',
    );
    expect(bound.subject).toBe(
      'Su póliza de compensación para trabajadores WC-2026-000000123 está emitida',
    );
    expect(bound.text).toContain('Vigente del 4 de diciembre de 2026 al 4 de diciembre de 2027.');
    expect(bound.text.startsWith('Hola:\n')).toBe(true);
  });

  it('keep typed text inert, as the English ones do', () => {
    const mail = renderMail(
      'signature-request',
      {
        signerName: 'Visit www.evil.example <b>now</b>',
        businessName: 'https://evil.example',
        documentTitles: ['Quote proposal'],
        signingUrl: 'http://localhost:3000/sign/abc',
        expiresInDays: 14,
      },
      'es',
    );
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/www\.evil|https?:\/\/evil/);
    }
    expect(mail.html).not.toContain('<b>now</b>');
    expect(mail.subject).toContain('Firme los documentos del seguro de');
    expect(mail.text).toContain('Leer y firmar: http://localhost:3000/sign/abc');
  });

  it('leave mails to staff and carriers in English', () => {
    const staff = renderMail(
      'chat-unanswered',
      { contactEmail: 'a@example.com', asker: 'Ana', lines: [], consoleUrl: 'http://x/console' },
      'es',
    );
    expect(staff.subject).toBe('A support chat is waiting for an answer by email');
  });
});
