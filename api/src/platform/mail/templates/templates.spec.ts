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
