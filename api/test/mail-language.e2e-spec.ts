import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import { MailService } from '../src/platform/mail';
import { createTestApp, mailTo, registerClient, uniqueEmail, type TestApp } from './helpers/app';

/** The mails a visitor or client receives follow the language stored on their account or record. */
describe('the language of mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('writes a Spanish-speaking client’s mails in Spanish, and an English one’s unchanged', async () => {
    const es = await registerClient(t, { language: 'es' }, { verified: false });
    const en = await registerClient(t, {}, { verified: false });

    const [spanish] = await mailTo(t, es.email);
    expect(spanish.template).toBe('verify-email');
    expect(spanish.subject).toBe('Confirme su correo electrónico para Coverline');
    expect(spanish.text).toContain('Le damos la bienvenida a Coverline.');
    expect(spanish.text).toContain('Confirmar correo: http://localhost:3000/verify-email?token=');
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('Si el botón no funciona');

    const [english] = await mailTo(t, en.email);
    expect(english.subject).toBe('Confirm your email for Coverline');
    expect(english.html).toContain('<html lang="en">');
    expect(english.text).toContain('Confirm your email: http://localhost:3000/verify-email?token=');

    const me = await t.http.get('/api/users/me').set(bearer(es.token)).expect(200);
    expect(me.body.language).toBe('es');
  });

  it('follows a change of language on the account, for the next mail', async () => {
    const c = await registerClient(t);
    const updated = await t.http
      .patch(`/api/users/update/${c.id}`)
      .set(bearer(c.token))
      .send({ language: 'es' })
      .expect(200);
    expect(updated.body.language).toBe('es');
    await t.http.post('/api/users/request-reset-password').send({ email: c.email }).expect(200);
    const reset = (await mailTo(t, c.email)).find((m) => m.template === 'password-reset');
    expect(reset!.subject).toBe('Restablezca su contraseña de Coverline');
    expect(reset!.text).toContain(
      'Restablecer contraseña: http://localhost:3000/reset-password?token=',
    );

    await t.http
      .patch(`/api/users/update/${c.id}`)
      .set(bearer(c.token))
      .send({ language: 'en' })
      .expect(200);
    await t.http.post('/api/users/request-reset-password').send({ email: c.email }).expect(200);
    const resets = (await mailTo(t, c.email)).filter((m) => m.template === 'password-reset');
    expect(resets.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Reset your Coverline password',
        'Restablezca su contraseña de Coverline',
      ]),
    );
  });

  it('writes a visitor’s quote mails in the language their quote started in', async () => {
    const email = uniqueEmail('visitor-es');
    await t.http
      .post('/api/quote/saveForLater')
      .send({ coverageType: 'wc', email, language: 'es' })
      .expect(200);
    const resume = (await mailTo(t, email)).find((m) => m.template === 'quote-resume');
    expect(resume!.subject).toBe('Continúe su cotización de compensación para trabajadores');
    expect(resume!.text).toContain('72 horas');

    const english = uniqueEmail('visitor-en');
    await t.http.post('/api/quote/saveForLater').send({ coverageType: 'wc', email: english });
    const kept = (await mailTo(t, english)).find((m) => m.template === 'quote-resume');
    expect(kept!.subject).toBe('Resume your workers compensation quote');
  });

  it('takes the language a caller gives, and writes English-only mails in English without asking', async () => {
    const mail = t.app.get(MailService);
    const db = t.app.get(DataSource);
    const stranger = uniqueEmail('told-es');
    const es = await registerClient(t, { language: 'es' });
    const lookups: string[] = [];
    await db.transaction(async (m) => {
      const query = m.query.bind(m);
      m.query = ((sql: string, params?: unknown[]) => {
        if (sql.includes('FROM users WHERE email')) lookups.push(sql);
        return query(sql, params);
      }) as typeof m.query;
      await mail.enqueue(
        m,
        stranger,
        'quote-link',
        { firstName: null, coverage: 'workers compensation', quoteUrl: 'http://localhost:3000/q' },
        { language: 'es' },
      );
      await mail.enqueue(m, es.email, 'rep-magic-link', {
        firstName: 'Ana',
        loginUrl: 'http://localhost:3000/payroll-partner/login',
        expiresInMinutes: 15,
      });
    });
    expect(lookups).toEqual([]);
    const [told] = await mailTo(t, stranger);
    expect(told.subject).toBe('Su cotización de compensación para trabajadores está lista');
    const english = (await mailTo(t, es.email)).find((m) => m.template === 'rep-magic-link');
    expect(english!.subject).toBe('Your Coverline payroll partner sign-in link');
  });

  it('refuses a language the product does not speak, in the envelope', async () => {
    const c = await registerClient(t);
    const refused = await t.http
      .patch(`/api/users/update/${c.id}`)
      .set(bearer(c.token))
      .send({ language: 'fr' })
      .expect(400);
    expect(refused.body.code).toBe(ErrorCode.RequestInvalid);
    expect(JSON.stringify(refused.body)).toContain('Language must be one of: en, es.');
    await t.http
      .post('/api/quote/saveForLater')
      .send({ coverageType: 'wc', email: uniqueEmail('fr'), language: 'fr' })
      .expect(400);
  });
});
