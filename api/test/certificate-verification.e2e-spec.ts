/**
 * Live certificates: the link and QR code printed on a certificate open a public answer with the
 * policy's status today and nothing personal; a re-issue or a changed fact marks the certificate
 * superseded; a cancellation shows with its date and mails each holder once.
 */
import type { Response } from 'supertest';
import { DataSource as DataSourceToken } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import { CertificateHolderNotices } from '../src/servicing/certificates';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { bindPolicy } from './servicing/bought-policy';
import { pdfPages } from './helpers/pdf-text';
import { bearer, codeOf, isoDay } from './quotes/quote-helpers';
import { completedQuote } from './purchase/purchase-helpers';

const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const HOLDER_EMAIL = 'certificates@harbourview.example.com';

const certificateRequest = (overrides: Record<string, unknown> = {}) => ({
  insuredDba: 'Green Leaf',
  insuredAddress: { street: '100 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  holderName: 'Harbourview Property Management',
  holderAddress: { street: '500 Lake Rd', city: 'Dallas', state: 'TX', zip: '75201' },
  holderEmail: HOLDER_EMAIL,
  jobLocations: [],
  additionalInsured: false,
  waiverOfSubrogation: false,
  waiverParties: [],
  descriptionOfOperations: 'Landscaping maintenance.',
  ...overrides,
});

interface Verification {
  certificateNumber: string;
  policyStatus: string;
  policyStatusDate: string | null;
  current: boolean;
  supersededReasons: string[];
  [key: string]: unknown;
}

describe('live certificates', () => {
  let t: TestApp;
  let admin: string;
  let agent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    agent = await createAgent(t);
  });

  afterAll(() => t?.close());

  async function boundPolicy() {
    const quote = await completedQuote(t, agent.id);
    const selected = quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!;
    const policyNumber = await bindPolicy(t, admin, quote, {
      policyNumber: `WC-LIVE-${quote.id.slice(0, 6).toUpperCase()}`,
      blanketAdditionalInsured: true,
    });
    const client = await registerClient(t, {
      email: quote.client.email,
      firstName: 'Marisol',
      lastName: 'Quintero',
    });
    return { quote, client, policyNumber, premium: selected.annualPremiumCents };
  }

  /** Issues a certificate and reads the verification link off its PDF. */
  async function issue(token: string, quoteId: string, body: Record<string, unknown> = {}) {
    const created = await t.http
      .post('/api/coi/create')
      .set(bearer(token))
      .send({ quoteId, ...certificateRequest(body) })
      .expect(201);
    return { id: (created.body as { id: string }).id, ...(await linkOf(token, quoteId, created)) };
  }

  async function linkOf(token: string, quoteId: string, answer: Response) {
    const { documentId } = answer.body as { documentId: string };
    const pdf = await t.http
      .get(`/api/quote/${quoteId}/documents/${documentId}`)
      .set(bearer(token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = (await pdfPages(pdf.body as Buffer)).join('\n');
    const match = /https?:\/\/\S+\/verify\/([A-Za-z0-9_-]{32})/.exec(text);
    expect(match).not.toBeNull();
    return { url: match![0], verificationId: match![1] };
  }

  const verify = (verificationId: string) =>
    t.http.get(`/api/certificates/verify/${verificationId}`);

  it('answers what the certificate printed and that the policy is active, with nothing personal', async () => {
    const { quote, client, policyNumber, premium } = await boundPolicy();
    const { verificationId } = await issue(client.token, quote.id);

    // No session: the link is for anyone holding the certificate.
    const res = await verify(verificationId).expect(200);
    const body = res.body as Verification;
    expect(body).toMatchObject({
      insuredName: quote.business.businessName,
      insuredDba: 'Green Leaf',
      insuredCity: 'Austin',
      insuredState: 'TX',
      policyNumber,
      coverageType: 'wc',
      typeOfInsurance: "Workers compensation and employers' liability",
      policyStatus: 'active',
      policyStatusDate: null,
      effectiveDate: isoDay(-5),
      expirationDate: isoDay(360),
      current: true,
      supersededReasons: [],
      issuedOn: isoDay(0),
      checkedOn: isoDay(0),
    });
    expect((body.limits as Array<{ label: string }>).map((l) => l.label)).toContain(
      'WC statutory limits',
    );

    // Only the business and its policy: no person, contact, street, holder or money.
    for (const field of [
      'holderName',
      'holderEmail',
      'holderAddress',
      'insuredAddress',
      'clientEmail',
      'clientId',
      'quoteId',
      'id',
      'documentId',
      'issuedByName',
      'annualPremiumCents',
      'jobLocations',
      'waiverParties',
      'descriptionOfOperations',
    ]) {
      expect(body).not.toHaveProperty(field);
    }
    const raw = JSON.stringify(body);
    for (const personal of [
      quote.client.email,
      'Marisol',
      'Quintero',
      HOLDER_EMAIL,
      'Harbourview',
      '100 Main St',
      '78701',
      quote.id,
      String(premium),
    ]) {
      expect(raw).not.toContain(personal);
    }
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('marks a certificate superseded by a re-issue or by a changed limit, and says why', async () => {
    const { quote, client } = await boundPolicy();
    const first = await issue(client.token, quote.id);
    const reissued = await t.http
      .put('/api/coi')
      .set(bearer(client.token))
      .send({ id: first.id, ...certificateRequest({ holderName: 'Harbourview Holdings' }) })
      .expect(200);
    const second = await linkOf(client.token, quote.id, reissued);
    expect(second.verificationId).not.toBe(first.verificationId);

    expect((await verify(first.verificationId).expect(200)).body).toMatchObject({
      current: false,
      supersededReasons: ['reissued'],
      policyStatus: 'active',
    });
    expect((await verify(second.verificationId).expect(200)).body).toMatchObject({
      current: true,
      supersededReasons: [],
    });

    // A limit the certificate printed that the policy no longer has (as an endorsement would).
    await t.app.get(DataSourceToken).query(
      `UPDATE certificate_verifications
          SET facts = jsonb_set(facts, '{limits,1,value}', '"$1"')
        WHERE verification_id = $1`,
      [second.verificationId],
    );
    expect((await verify(second.verificationId).expect(200)).body).toMatchObject({
      current: false,
      supersededReasons: ['limits'],
    });
  });

  it('shows a completed cancellation with its date, mails each holder once, and certifies no more', async () => {
    const { quote, client, policyNumber } = await boundPolicy();
    const first = await issue(client.token, quote.id);
    // A second certificate to the same holder, and one without an email: one notice for the pair.
    await issue(client.token, quote.id, { holderEmail: HOLDER_EMAIL.toUpperCase() });
    await issue(client.token, quote.id, { holderEmail: null, holderName: 'No Email Holder' });
    const before = (await mailTo(t, HOLDER_EMAIL)).length;

    const cancel = async () => {
      const request = await t.http
        .post('/api/quote/requestPolicyChanges')
        .set(bearer(client.token))
        .send({ quoteId: quote.id, type: 'cancel', details: 'We sold the business.' })
        .expect(201);
      await t.http
        .post(`/api/quote/${quote.id}/policyChanges/${(request.body as { id: string }).id}/answer`)
        .set(bearer(admin))
        .send({ status: 'completed', answer: 'Cancelled with the carrier.' })
        .expect(200);
    };
    await cancel();

    expect((await verify(first.verificationId).expect(200)).body).toMatchObject({
      policyStatus: 'cancelled',
      policyStatusDate: isoDay(0),
      policyNumber,
    });
    const notices = (await mailTo(t, HOLDER_EMAIL)).filter(
      (m) => m.template === 'certificate-holder-notice',
    );
    expect(notices).toHaveLength(1);
    expect((await mailTo(t, HOLDER_EMAIL)).length).toBe(before + 1);
    expect(notices[0].subject).toContain('Policy cancelled');
    expect(notices[0].text).toContain(policyNumber);
    expect(notices[0].text).toMatch(/\/verify\/[A-Za-z0-9_-]{32}/);

    // A second completed cancellation tells no one again.
    await cancel();
    expect(
      (await mailTo(t, HOLDER_EMAIL)).filter((m) => m.template === 'certificate-holder-notice'),
    ).toHaveLength(1);

    const refused = await t.http
      .post('/api/coi/create')
      .set(bearer(client.token))
      .send({ quoteId: quote.id, ...certificateRequest() })
      .expect(409);
    expect(codeOf(refused)).toBe(ErrorCode.CertificatePolicyCancelled);
  });

  it('tells holders of a non-renewal once through notifyCertificateHolders, in their language', async () => {
    const { quote, client } = await boundPolicy();
    // The holder happens to have a Spanish account: the notice reads in Spanish.
    const holder = await registerClient(t, { language: 'es' });
    const { verificationId } = await issue(client.token, quote.id, { holderEmail: holder.email });
    const policy = (await t.app
      .get(DataSourceToken)
      .query(`SELECT id FROM policies WHERE application_id = $1`, [quote.id])) as Array<{
      id: string;
    }>;
    const notices = t.app.get(CertificateHolderNotices);
    const event = { event: 'not_renewed' as const, effectiveOn: isoDay(360) };
    expect(await notices.notifyCertificateHolders(policy[0].id, event)).toBe(1);
    expect(await notices.notifyCertificateHolders(policy[0].id, event)).toBe(0);

    const mails = (await mailTo(t, holder.email)).filter(
      (m) => m.template === 'certificate-holder-notice',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Póliza no renovada');
    expect((await verify(verificationId).expect(200)).body).toMatchObject({
      policyStatus: 'not_renewed',
      policyStatusDate: isoDay(360),
    });
  });

  it('answers 404 with its code for an unknown link and 400 for a malformed one', async () => {
    const unknown = await verify('A'.repeat(32)).expect(404);
    expect(codeOf(unknown)).toBe(ErrorCode.CertificateVerificationNotFound);
    await verify('not-a-code').expect(400);
  });

  it('limits how often one address checks links', async () => {
    // A database of its own: the counters are shared by every instance on one database.
    const limited = await createTestApp(
      { AUTH_RATE_LIMIT_PER_MINUTE: '3' },
      { isolatedDatabase: true },
    );
    try {
      const code = 'B'.repeat(32);
      for (let i = 0; i < 3; i += 1) {
        await limited.http.get(`/api/certificates/verify/${code}`).expect(404);
      }
      const refused = await limited.http.get(`/api/certificates/verify/${code}`).expect(429);
      expect(codeOf(refused)).toBe(ErrorCode.TooManyAttempts);
    } finally {
      await limited.close();
    }
  });
});
