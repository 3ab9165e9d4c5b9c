import { randomUUID } from 'node:crypto';
import { ErrorCode, SESSION_HEADER, SessionTransport } from '@coverline/contracts';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import {
  adminToken,
  createTestApp,
  mailTo,
  registerClient,
  uniqueEmail,
  type CapturedMail,
  type TestApp,
} from './helpers/app';
import { createRep, repToken } from './helpers/payroll-reps';
import { pdfPages } from './helpers/pdf-text';

/** Supertest collects a binary answer's bytes when asked to. */
const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

function magicTokenFrom(mail: CapturedMail): string {
  const match = /\/BOR\?magicLink=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no sign-in link in mail ${mail.subject}`);
  return match[1];
}

const complete = {
  legalName: 'Acme Bakery LLC',
  fein: '12-3456789',
  address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  carrierName: 'Hartford',
  policyNumber: 'WC-7781234',
  coverageType: 'wc',
  effectiveDate: '2026-12-01',
};

describe('broker-of-record changes', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  async function linkFor(email: string): Promise<string> {
    await t.http.post('/api/bor/start').send({ email }).expect(200);
    const mails = await mailTo(t, email);
    return magicTokenFrom(mails[0]);
  }

  async function session(email = uniqueEmail('bor')): Promise<{ email: string; token: string }> {
    const link = await linkFor(email);
    const res = await t.http.post(`/api/bor/auth/magic-link/${link}`).expect(200);
    const body = res.body as { access_token: string; email: string };
    expect(body.email).toBe(email);
    return { email, token: body.access_token };
  }

  it('mails a sign-in link that works once', async () => {
    const email = uniqueEmail('bor');
    const link = await linkFor(email);
    await t.http.post(`/api/bor/auth/magic-link/${link}`).expect(200);
    const reused = await t.http.post(`/api/bor/auth/magic-link/${link}`).expect(409);
    expect(reused.body).toMatchObject({ statusCode: 409, code: 2404 });
    const unknown = await t.http.post(`/api/bor/auth/magic-link/${'x'.repeat(43)}`).expect(400);
    expect(unknown.body).toMatchObject({ code: 2403 });
  });

  it('refuses an expired sign-in link', async () => {
    const email = uniqueEmail('bor');
    const link = await linkFor(email);
    await db.query(
      `UPDATE bor_magic_links SET expires_at = now() - interval '1 minute' WHERE email = $1`,
      [email],
    );
    const res = await t.http.post(`/api/bor/auth/magic-link/${link}`).expect(410);
    expect(res.body).toMatchObject({ code: 2405 });
  });

  it('takes the session from the borSessionToken cookie and refuses other tokens', async () => {
    const { token } = await session();
    await t.http
      .get('/api/bor/myBorApplication')
      .set(SESSION_HEADER, SessionTransport.Bor)
      .set('Cookie', `borSessionToken=${token}`)
      .expect(404);
    const anonymous = await t.http.get('/api/bor/myBorApplication').expect(401);
    expect(anonymous.body).toMatchObject({ code: ErrorCode.BorSessionRequired });
    const client = await registerClient(t);
    const otherKind = await t.http
      .get('/api/bor/myBorApplication')
      .set('Authorization', `Bearer ${client.token}`)
      .expect(403);
    expect(otherKind.body).toMatchObject({ code: ErrorCode.BorSessionOnly });
  });

  it('refuses another applicant’s application with 2402', async () => {
    const mine = await session();
    const other = await session();
    const created = await t.http
      .post('/api/bor')
      .set('Authorization', `Bearer ${mine.token}`)
      .send({ legalName: 'Mine LLC' })
      .expect(201);
    const id = (created.body as { id: string }).id;
    const res = await t.http
      .get(`/api/bor/${id}`)
      .set('Authorization', `Bearer ${other.token}`)
      .expect(403);
    expect(res.body).toMatchObject({ code: 2402 });
    await t.http
      .put(`/api/bor/${id}`)
      .set('Authorization', `Bearer ${other.token}`)
      .send({ legalName: 'Stolen' })
      .expect(403);
  });

  it('fills, submits, signs, mails the letter to the carrier and staff, and staff accept it audited', async () => {
    const carrierEmail = uniqueEmail('carrier');
    const [carrier] = (await db.query(`SELECT id FROM carriers WHERE name = 'Hartford'`)) as Array<{
      id: string;
    }>;
    await db.query(`UPDATE carriers SET email = $1 WHERE id = $2`, [carrierEmail, carrier.id]);
    const { email, token } = await session();
    const auth = { Authorization: `Bearer ${token}` };
    const created = await t.http
      .post('/api/bor')
      .set(auth)
      .send({ legalName: 'Acme Bakery LLC' })
      .expect(201);
    const id = (created.body as { id: string }).id;

    const early = await t.http.post(`/api/bor/${id}/submit`).set(auth).expect(400);
    expect(early.body).toMatchObject({ code: 2407 });
    const unknownCarrier = await t.http
      .put(`/api/bor/${id}`)
      .set(auth)
      .send({ carrierId: randomUUID() })
      .expect(400);
    expect(unknownCarrier.body).toMatchObject({ code: ErrorCode.BorCarrierNotFound });
    expect((early.body as { message: string }).message).toContain('policyNumber');

    await t.http
      .put(`/api/bor/${id}`)
      .set(auth)
      .send({
        ...complete,
        signer: { name: 'Dana Baker', title: 'President', email },
      })
      .expect(200);
    const mailing = await t.http
      .put(`/api/bor/${id}/mailing-address`)
      .set(auth)
      .send({ street: 'PO Box 9', city: 'Austin', state: 'TX', zip: '78702' })
      .expect(200);
    expect(mailing.body).toMatchObject({
      feinMasked: '•••• 6789',
      missing: [],
      mailingAddress: { street: 'PO Box 9' },
    });

    const mine = await t.http.get('/api/bor/myBorApplication').set(auth).expect(200);
    expect((mine.body as { id: string }).id).toBe(id);

    const submitted = await t.http.post(`/api/bor/${id}/submit`).set(auth).expect(200);
    const { application, signingUrl } = submitted.body as {
      application: { status: string; letterDocumentId: string };
      signingUrl: string;
    };
    expect(application.status).toBe('submitted');
    const again = await t.http
      .put(`/api/bor/${id}`)
      .set(auth)
      .send({ policyNumber: 'X-1' })
      .expect(409);
    expect(again.body).toMatchObject({ code: 2406 });

    const early409 = await t.http
      .post(`/api/bor/admin/${id}/status`)
      .set('Authorization', `Bearer ${await adminToken(t)}`)
      .send({ status: 'accepted' })
      .expect(409);
    expect(early409.body).toMatchObject({ code: 2408 });

    const signingToken = signingUrl.split('/sign/')[1];
    await t.http
      .post(`/api/signatures/sign/${signingToken}`)
      .send({ typedName: 'Dana Baker', consent: true })
      .expect(200);

    const sent = await t.http.get(`/api/bor/${id}`).set(auth).expect(200);
    const body = sent.body as {
      status: string;
      carrierNotified: boolean;
      signedLetterDocumentId: string;
    };
    expect(body).toMatchObject({ status: 'sent_to_carrier', carrierNotified: true });
    const pdf = await t.http
      .get(`/api/bor/${id}/letters/${body.signedLetterDocumentId}`)
      .set(auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = (await pdfPages(pdf.body as Buffer)).join('\n');
    expect(text).toContain('Acme Bakery LLC');
    expect(text).toContain('WC-7781234');
    expect(text).toContain('Dana Baker');
    expect(text).toContain('rescinding all previous appointments');

    const toCarrier = await mailTo(t, carrierEmail);
    expect(toCarrier.map((m) => m.template)).toEqual(['bor-letter-to-carrier']);
    const admin = await adminToken(t);
    const staffMail = await mailTo(t, 'admin@test.coverline.local');
    expect(staffMail.some((m) => m.template === 'bor-letter-signed')).toBe(true);

    const list = await t.http
      .get('/api/bor/admin')
      .query({ status: 'sent_to_carrier', pageSize: 100 })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect((list.body as { items: Array<{ id: string }> }).items.map((i) => i.id)).toContain(id);

    const accepted = await t.http
      .post(`/api/bor/admin/${id}/status`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ status: 'accepted', noteToApplicant: 'Carrier confirmed by email' })
      .expect(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      statusNote: 'Carrier confirmed by email',
    });
    const [audit] = (await db.query(
      `SELECT action, before, after FROM audit_records WHERE action = 'setBorStatus' AND after->>'borApplicationId' = $1`,
      [id],
    )) as Array<{ before: { status: string }; after: { status: string } }>;
    expect(audit).toMatchObject({
      before: { status: 'sent_to_carrier' },
      after: { status: 'accepted' },
    });
    const history = await t.http
      .get(`/api/bor/admin/${id}/history`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(history.body).toEqual([
      expect.objectContaining({
        action: 'setBorStatus',
        before: expect.objectContaining({ status: 'sent_to_carrier' }),
        after: expect.objectContaining({ status: 'accepted' }),
      }),
    ]);

    // The business became a client on submitting: staff keep its notes there.
    const staffView = await t.http
      .get(`/api/bor/admin/${id}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    const clientId = (staffView.body as { clientId: string }).clientId;
    const [client] = (await db.query(
      `SELECT email, first_name, last_name FROM clients WHERE id = $1`,
      [clientId],
    )) as Array<{ email: string; first_name: string; last_name: string }>;
    expect(client).toEqual({ email, first_name: 'Dana', last_name: 'Baker' });
    await t.http
      .post(`/api/notes/clients/${clientId}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ scope: 'client', text: 'Carrier asked for the loss runs too' })
      .expect(201);
    await db.query(`UPDATE carriers SET email = NULL WHERE id = $1`, [carrier.id]);
  });

  it('follows a payroll partner’s BOR referral from the mailed link to the carrier’s decline', async () => {
    const rep = await createRep(t);
    const email = uniqueEmail('bor-referred');
    const referred = await t.http
      .post('/api/payroll-partners/referraltrak/bor/wc')
      .set('Authorization', `Bearer ${await repToken(t, rep.id)}`)
      .send({
        businessName: 'Harbor Bakery LLC',
        email,
        firstName: 'Dana',
        lastName: 'Baker',
        phone: '(415) 555-0142',
        activeWCPolicy: true,
      })
      .expect(201);
    const referral = referred.body as { id: string; status: string; clientMailed: boolean };
    expect(referral).toMatchObject({ status: 'Not Started', clientMailed: true });
    const [invitation] = (await mailTo(t, email)).filter(
      (m) => m.template === 'referral-bor-invitation',
    );
    const referralToken = decodeURIComponent(
      /\/BOR\?referralToken=([\w%-]+)/.exec(invitation.text)![1],
    );
    const statusOf = async () =>
      (
        (await db.query(`SELECT status, bor_application_id FROM referrals WHERE id = $1`, [
          referral.id,
        ])) as Array<{ status: string; bor_application_id: string | null }>
      )[0];

    const { token } = await session(email);
    const auth = { Authorization: `Bearer ${token}` };
    // A token that is not a referral's attaches nothing and refuses nothing.
    await t.http
      .post('/api/bor')
      .set(auth)
      .send({ legalName: 'Other LLC', referralToken: 'x'.repeat(43) })
      .expect(201);
    expect(await statusOf()).toMatchObject({ status: 'Not Started', bor_application_id: null });
    const created = await t.http
      .post('/api/bor')
      .set(auth)
      .send({ legalName: 'Harbor Bakery LLC', referralToken })
      .expect(201);
    const id = (created.body as { id: string }).id;
    expect(await statusOf()).toEqual({ status: 'In Progress', bor_application_id: id });

    await t.http
      .put(`/api/bor/${id}`)
      .set(auth)
      .send({
        ...complete,
        legalName: 'Harbor Bakery LLC',
        signer: { name: 'Dana Baker', title: 'Owner', email },
      })
      .expect(200);
    const submitted = await t.http.post(`/api/bor/${id}/submit`).set(auth).expect(200);
    expect((await statusOf()).status).toBe('Awaiting client signatures');
    const signingUrl = (submitted.body as { signingUrl: string }).signingUrl;
    await t.http
      .post(`/api/signatures/sign/${signingUrl.split('/sign/')[1]}`)
      .send({ typedName: 'Dana Baker', consent: true })
      .expect(200);
    expect((await statusOf()).status).toBe('In Review');
    await t.http
      .post(`/api/bor/admin/${id}/status`)
      .set('Authorization', `Bearer ${await adminToken(t)}`)
      .send({ status: 'declined_by_carrier', noteToApplicant: 'Carrier kept the incumbent' })
      .expect(200);
    expect((await statusOf()).status).toBe('BOR declined by carrier');
    const events = (await db.query(
      `SELECT to_status FROM referral_status_events WHERE referral_id = $1 ORDER BY id`,
      [referral.id],
    )) as Array<{ to_status: string }>;
    expect(events.map((e) => e.to_status)).toEqual([
      'Not Started',
      'In Progress',
      'Awaiting client signatures',
      'In Review',
      'BOR declined by carrier',
    ]);
  });

  /** A complete application of a new applicant, submitted and signed by the applicant. */
  async function signedApplication(fields: Record<string, unknown>) {
    const { email, token } = await session();
    const auth = { Authorization: `Bearer ${token}` };
    const created = await t.http
      .post('/api/bor')
      .set(auth)
      .send({ ...complete, ...fields, signer: { name: 'Dana Baker', title: 'Owner', email } })
      .expect(201);
    const id = (created.body as { id: string }).id;
    const submitted = await t.http.post(`/api/bor/${id}/submit`).set(auth).expect(200);
    const signingUrl = (submitted.body as { signingUrl: string }).signingUrl;
    await t.http
      .post(`/api/signatures/sign/${signingUrl.split('/sign/')[1]}`)
      .send({ typedName: 'Dana Baker', consent: true })
      .expect(200);
    return { id, email, auth };
  }

  it('keeps a letter the carrier was not mailed signed until staff send it, and never shows the applicant the internal note', async () => {
    const [carrier] = (await db.query(
      `SELECT id, name FROM carriers WHERE email IS NULL ORDER BY name LIMIT 1`,
    )) as Array<{ id: string; name: string }>;
    const { id, email, auth } = await signedApplication({
      carrierId: carrier.id,
      carrierName: undefined,
      policyNumber: 'WC-NOMAIL-1',
    });
    const choices = await t.http.get('/api/bor/carriers').set(auth).expect(200);
    expect(choices.body).toContainEqual({ id: carrier.id, name: carrier.name });
    await t.http.get('/api/bor/carriers').expect(401);
    const signed = await t.http.get(`/api/bor/${id}`).set(auth).expect(200);
    expect(signed.body).toMatchObject({
      status: 'signed',
      carrierNotified: false,
      sentAt: null,
      carrierName: carrier.name,
    });
    const admin = { Authorization: `Bearer ${await adminToken(t)}` };
    await t.http
      .post(`/api/bor/admin/${id}/status`)
      .set(admin)
      .send({ status: 'sent_to_carrier', internalNote: 'Faxed to the underwriter' })
      .expect(200);
    const sent = await t.http.get(`/api/bor/${id}`).set(auth).expect(200);
    expect(sent.body).toMatchObject({ status: 'sent_to_carrier', carrierNotified: false });
    expect((sent.body as { sentAt: string | null }).sentAt).not.toBeNull();

    const secret = 'Underwriter said the agent of record is difficult';
    const decided = await t.http
      .post(`/api/bor/admin/${id}/status`)
      .set(admin)
      .send({
        status: 'accepted',
        noteToApplicant: 'Welcome aboard',
        internalNote: secret,
      })
      .expect(200);
    expect(decided.body).toMatchObject({ statusNote: 'Welcome aboard', internalNote: secret });
    const staffView = await t.http.get(`/api/bor/admin/${id}`).set(admin).expect(200);
    expect(staffView.body).toMatchObject({ internalNote: secret });

    // Nothing the applicant is answered carries staff's internal note.
    const answers = [
      await t.http.get(`/api/bor/${id}`).set(auth).expect(200),
      await t.http.get('/api/bor/myBorApplication').set(auth).expect(200),
    ];
    for (const answer of answers) {
      expect(answer.body).toMatchObject({ status: 'accepted', statusNote: 'Welcome aboard' });
      expect(answer.body).not.toHaveProperty('internalNote');
      expect(JSON.stringify(answer.body)).not.toContain('Faxed');
      expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
    const mails = (await mailTo(t, email)).filter((m) => m.template === 'bor-decided');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Coverline is now your broker of record');
    expect(mails[0].text).toContain('Welcome aboard');
    expect(mails[0].text).not.toContain(secret);
  });

  it('takes a second change for another policy, and refuses the same policy twice with 2880', async () => {
    const { id, auth } = await signedApplication({ policyNumber: 'WC-FIRST-1' });
    const same = await t.http
      .post('/api/bor')
      .set(auth)
      .send({ legalName: 'Acme Bakery LLC', policyNumber: 'wc-first-1' })
      .expect(409);
    expect(same.body).toMatchObject({ statusCode: 409, code: ErrorCode.BorPolicyAlreadyRequested });
    const second = await t.http
      .post('/api/bor')
      .set(auth)
      .send({ legalName: 'Acme Bakery LLC', policyNumber: 'GL-SECOND-2', coverageType: 'gl' })
      .expect(201);
    const secondId = (second.body as { id: string }).id;
    expect(secondId).not.toBe(id);
    const mine = await t.http.get('/api/bor/myBorApplication').set(auth).expect(200);
    expect((mine.body as { id: string }).id).toBe(secondId);
    // Every change the applicant made, newest first, each with its own status.
    const all = await t.http.get('/api/bor/myBorApplications').set(auth).expect(200);
    expect(
      (all.body as Array<{ id: string; status: string; policyNumber: string }>).map(
        ({ id: appId, status, policyNumber }) => ({ id: appId, status, policyNumber }),
      ),
    ).toEqual([
      { id: secondId, status: 'draft', policyNumber: 'GL-SECOND-2' },
      {
        id,
        status: expect.stringMatching(/^(signed|sent_to_carrier)$/),
        policyNumber: 'WC-FIRST-1',
      },
    ]);
    expect(JSON.stringify(all.body)).not.toContain('internalNote');
    await t.http.get('/api/bor/myBorApplications').expect(401);
    const retyped = await t.http
      .put(`/api/bor/${secondId}`)
      .set(auth)
      .send({ policyNumber: 'WC-FIRST-1' })
      .expect(409);
    expect(retyped.body).toMatchObject({ code: 2880 });
  });

  it('answers 2401 for the history of an unknown application', async () => {
    const res = await t.http
      .get(`/api/bor/admin/${randomUUID()}/history`)
      .set('Authorization', `Bearer ${await adminToken(t)}`)
      .expect(404);
    expect(res.body).toMatchObject({ code: 2401 });
  });
});
