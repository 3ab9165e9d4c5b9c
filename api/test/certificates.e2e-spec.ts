import type { Response } from 'supertest';
import { DataSource as DataSourceToken } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
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

interface CertificateBody {
  id: string;
  number: string;
  quoteId: string;
  status: string;
  awaiting: string[];
  policyNumber: string | null;
  holderName: string;
  documentId: string | null;
  waiverParties: string[];
  issuedByName: string | null;
}

const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const address = (street: string) => ({ street, city: 'Austin', state: 'TX', zip: '78701' });

const request = (overrides: Record<string, unknown> = {}) => ({
  insuredDba: 'Green Leaf',
  insuredAddress: address('100 Main St'),
  holderName: 'Lakeview Property Management',
  holderAddress: {
    street: '500 Lake Rd',
    street2: 'Suite 2',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
  },
  holderEmail: 'certificates@lakeview.example.com',
  jobLocations: [{ street: '12 Oak Ave', street2: null, city: 'Plano', state: 'TX', zip: '75023' }],
  additionalInsured: false,
  waiverOfSubrogation: false,
  waiverParties: [],
  descriptionOfOperations: 'Landscaping maintenance.',
  ...overrides,
});

describe('certificates of insurance', () => {
  let t: TestApp;
  let admin: string;
  let agent: SignedIn;
  let otherAgent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    agent = await createAgent(t);
    otherAgent = await createAgent(t);
  });

  afterAll(() => t?.close());

  /** A bound policy, its quote and its client signed in. */
  async function boundPolicy(blanketWaiver: boolean) {
    const quote = await completedQuote(t, agent.id);
    const policyNumber = await bindPolicy(t, admin, quote, {
      // 17 characters, as carriers' numbers often are: the certificate prints it on one line.
      policyNumber: `WC-CERT-2026-${quote.id.slice(0, 4).toUpperCase()}`,
      blanketWaiverOfSubrogation: blanketWaiver,
    });
    const client = await registerClient(t, { email: quote.client.email });
    return { quote, client, policyNumber };
  }

  const create = (token: string, quoteId: string, body: Record<string, unknown> = {}) =>
    t.http
      .post('/api/coi/create')
      .set(bearer(token))
      .send({ quoteId, ...request(body) });

  const pdfText = async (token: string, quoteId: string, documentId: string) => {
    const res = await t.http
      .get(`/api/quote/${quoteId}/documents/${documentId}`)
      .set(bearer(token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    return (await pdfPages(res.body as Buffer)).join('\n').replace(/\s+/g, ' ');
  };

  it('issues a plain certificate at once: an ACORD 25 PDF the client downloads, mailed to client and holder', async () => {
    const { quote, client, policyNumber } = await boundPolicy(false);
    const res = await create(client.token, quote.id).expect(201);
    const certificate = res.body as CertificateBody;
    expect(certificate).toMatchObject({
      quoteId: quote.id,
      status: 'issued',
      awaiting: [],
      policyNumber,
      holderName: 'Lakeview Property Management',
    });
    expect(certificate.documentId).toEqual(expect.any(String));

    const text = await pdfText(client.token, quote.id, certificate.documentId!);
    expect(text).toContain('Certificate of Liability Insurance');
    expect(text).toContain('Lakeview Property Management');
    expect(text).toContain(quote.business.businessName);
    expect(text).toContain(policyNumber);
    expect(text).toContain('12 Oak Ave');
    expect(text).toContain(isoDay(-5).slice(0, 4));

    const [toClient] = await mailTo(t, quote.client.email);
    expect(toClient.template).toBe('certificate-issued');
    const [toHolder] = await mailTo(t, 'certificates@lakeview.example.com');
    expect(toHolder.template).toBe('certificate-to-holder');
    expect(toHolder.text).toContain(certificate.number);

    const listed = await t.http
      .get(`/api/coi/quote/${quote.id}`)
      .set(bearer(client.token))
      .expect(200);
    expect((listed.body as CertificateBody[]).map((c) => c.id)).toEqual([certificate.id]);
    // Staff download it too.
    expect(await pdfText(admin, quote.id, certificate.documentId!)).toContain(policyNumber);
  });

  it('starts a certificate from the insured as the business has it and shows what the PDF prints', async () => {
    const { quote, client, policyNumber } = await boundPolicy(false);
    expect(policyNumber).toHaveLength(17);
    const draft = await t.http
      .get(`/api/coi/draft/${quote.id}`)
      .set(bearer(client.token))
      .expect(200);
    expect(draft.body).toMatchObject({
      quoteId: quote.id,
      insuredName: quote.business.businessName,
      insuredDba: null,
      insuredAddress: {
        street: '100 Main St',
        street2: null,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      policyNumber,
      typeOfInsurance: "Workers compensation and employers' liability",
      effectiveDate: isoDay(-5),
      expirationDate: isoDay(360),
      issuedOn: isoDay(0),
    });
    const body = draft.body as { producer: string; limits: Array<{ label: string }> };
    expect(body.producer).toContain('Coverline Insurance Services');
    expect(body.limits.map((l) => l.label)).toContain('WC statutory limits');
    // Staff for the client's policy too; another agent's client is refused as a request is.
    await t.http.get(`/api/coi/draft/${quote.id}`).set(bearer(admin)).expect(200);
    const refused = await t.http
      .get(`/api/coi/draft/${quote.id}`)
      .set(bearer(otherAgent.token))
      .expect(403);
    expect(codeOf(refused)).toBe(1301);

    // What the form starts from is what the certificate prints, the number on one line.
    const { insuredAddress } = draft.body as { insuredAddress: Record<string, unknown> };
    const issued = await create(client.token, quote.id, { insuredDba: null, insuredAddress });
    const certificate = issued.body as CertificateBody;
    const res = await t.http
      .get(`/api/quote/${quote.id}/documents/${certificate.documentId}`)
      .set(bearer(client.token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const lines = (await pdfPages(res.body as Buffer)).join('\n').split('\n');
    const row = lines.find((line) => line.includes(policyNumber));
    expect(row).toContain(isoDay(-5).slice(0, 4));
    const text = lines.join(' ');
    expect(text).toContain(`${quote.business.businessName}, 100 Main St,`);
    expect(text).toContain('Austin, TX 78701');
  });

  it('refuses a draft for a policy not bound, and an id that is not one', async () => {
    const quote = await completedQuote(t, agent.id);
    const notBound = await t.http.get(`/api/coi/draft/${quote.id}`).set(bearer(admin)).expect(409);
    expect(codeOf(notBound)).toBe(ErrorCode.CertificatePolicyNotBound);
    await t.http.get('/api/coi/draft/not-an-id').set(bearer(admin)).expect(400);
  });

  it('issues a waiver of subrogation at once when the policy has the blanket waiver', async () => {
    const { quote, client } = await boundPolicy(true);
    const res = await create(client.token, quote.id, {
      waiverOfSubrogation: true,
      waiverParties: ['Lakeview Holdings Inc'],
    }).expect(201);
    const certificate = res.body as CertificateBody;
    expect(certificate.status).toBe('issued');
    expect(await pdfText(client.token, quote.id, certificate.documentId!)).toContain(
      'Waiver of subrogation applies in favor of: Lakeview Holdings Inc',
    );
  });

  it('records a waiver without the blanket as pending, which staff complete by re-issuing', async () => {
    const { quote, client, policyNumber } = await boundPolicy(false);
    const pending = (
      await create(client.token, quote.id, {
        waiverOfSubrogation: true,
        waiverParties: ['Lakeview Holdings Inc'],
      }).expect(201)
    ).body as CertificateBody;
    expect(pending).toMatchObject({
      status: 'pending',
      awaiting: ['waiverOfSubrogation'],
      documentId: null,
    });
    const mailed = await mailTo(t, quote.client.email);
    expect(mailed.filter((m) => m.template === 'certificate-issued')).toEqual([]);

    const staffList = await t.http
      .get('/api/coi')
      .query({ status: 'pending', searchTerm: quote.client.email })
      .set(bearer(admin))
      .expect(200);
    expect((staffList.body as { items: CertificateBody[] }).items.map((c) => c.id)).toEqual([
      pending.id,
    ]);
    const byPolicyNumber = await t.http
      .get('/api/coi')
      .query({ status: 'pending', searchTerm: policyNumber })
      .set(bearer(admin))
      .expect(200);
    expect((byPolicyNumber.body as { items: CertificateBody[] }).items.map((c) => c.id)).toEqual([
      pending.id,
    ]);

    const completed = (
      await t.http
        .put('/api/coi')
        .set(bearer(agent.token))
        .send({
          ...request(),
          id: pending.id,
          waiverOfSubrogation: true,
          waiverParties: ['Lakeview Holdings Inc'],
        })
        .expect(200)
    ).body as CertificateBody;
    expect(completed).toMatchObject({ id: pending.id, status: 'issued', awaiting: [] });
    expect(completed.issuedByName).toBe('Avery Agent');
    expect(completed.documentId).toEqual(expect.any(String));
    const seen = await t.http
      .get(`/api/coi/quote/${quote.id}`)
      .set(bearer(client.token))
      .expect(200);
    expect((seen.body as CertificateBody[])[0].status).toBe('issued');
    // Staff issuing it is in the quote's history; the client's own request is not.
    const trail = (await t.http.get(`/api/quote/${quote.id}/audit`).set(bearer(admin)).expect(200))
      .body as Array<{ action: string; after: Record<string, unknown> }>;
    expect(trail.filter((r) => r.action === 'issueCertificate')).toEqual([
      expect.objectContaining({
        after: { certificateNumber: pending.number, holderName: 'Lakeview Property Management' },
      }),
    ]);
  });

  it('re-issues a changed certificate and retires the PDF before', async () => {
    const { quote, client } = await boundPolicy(false);
    const first = (await create(client.token, quote.id).expect(201)).body as CertificateBody;
    const changed = (
      await t.http
        .put('/api/coi')
        .set(bearer(client.token))
        .send({ id: first.id, ...request({ holderName: 'Riverside Builders' }) })
        .expect(200)
    ).body as CertificateBody;
    expect(changed).toMatchObject({
      id: first.id,
      status: 'issued',
      holderName: 'Riverside Builders',
    });
    expect(changed.documentId).not.toBe(first.documentId);
    expect(await pdfText(client.token, quote.id, changed.documentId!)).toContain(
      'Riverside Builders',
    );
    const old = await t.http
      .get(`/api/quote/${quote.id}/documents/${first.documentId}`)
      .set(bearer(client.token))
      .expect(403);
    expect(codeOf(old)).toBe(1203);
  });

  it('refuses another client’s policy, a policy not bound, an expired one, and bad content', async () => {
    const { quote, client } = await boundPolicy(false);
    const stranger = await registerClient(t);
    expect(codeOf(await create(stranger.token, quote.id).expect(403))).toBe(1203);
    expect(codeOf(await create(otherAgent.token, quote.id).expect(403))).toBe(1301);
    const put = await t.http
      .put('/api/coi')
      .set(bearer(admin))
      .send({ id: '5f0c8d4e-2b1a-4c3d-9e8f-7a6b5c4d3e2f', ...request() })
      .expect(404);
    expect(codeOf(put)).toBe(2003);

    const notBound = await completedQuote(t, agent.id);
    expect(codeOf(await create(admin, notBound.id).expect(409))).toBe(2001);

    const badState = await create(client.token, quote.id, {
      holderAddress: { street: '1 A St', city: 'X', state: 'ZZ', zip: '123' },
    }).expect(400);
    expect((badState.body as { message: string[] }).message).toEqual(
      expect.arrayContaining([
        'State (holder address) must be a state code such as TX.',
        'ZIP (holder address): Please enter a valid zip code.',
      ]),
    );
    const noParties = await create(client.token, quote.id, { waiverOfSubrogation: true }).expect(
      400,
    );
    expect(noParties.body).toMatchObject({ code: ErrorCode.CertificateContentInvalid });
    expect(JSON.stringify(noParties.body)).toContain('waiverParties must name at least one party');
    const aiOnWc = await create(client.token, quote.id, { additionalInsured: true }).expect(400);
    expect(aiOnWc.body).toMatchObject({ code: ErrorCode.CertificateContentInvalid });
    expect(JSON.stringify(aiOnWc.body)).toContain('not to workers compensation');

    await t.app
      .get(DataSourceToken)
      .query(`UPDATE policies SET expiration_date = $2 WHERE application_id = $1`, [
        quote.id,
        isoDay(0),
      ]);
    expect(codeOf(await create(client.token, quote.id).expect(409))).toBe(2002);
  });

  it('lists every certificate for admins and only assigned clients’ for agents', async () => {
    const { quote, client } = await boundPolicy(false);
    const mine = (await create(client.token, quote.id).expect(201)).body as CertificateBody;
    const page = (token: string) =>
      t.http.get('/api/coi').query({ pageSize: 100 }).set(bearer(token)).expect(200);
    const ids = (res: Response) =>
      (res.body as { items: CertificateBody[] }).items.map((c) => c.id);
    expect(ids(await page(admin))).toContain(mine.id);
    expect(ids(await page(agent.token))).toContain(mine.id);
    expect(ids(await page(otherAgent.token))).not.toContain(mine.id);
    expect(
      codeOf(
        await t.http.get(`/api/coi/quote/${quote.id}`).set(bearer(otherAgent.token)).expect(403),
      ),
    ).toBe(1301);
    await t.http.get('/api/coi').set(bearer(client.token)).expect(403);
  });
});
