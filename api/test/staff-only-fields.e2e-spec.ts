import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type SignedIn,
  type TestApp,
  uniqueEmail,
} from './helpers/app';
import { createRep, repToken } from './helpers/payroll-reps';
import { bearer, save, setQuoteState, startAsVisitor, wcSubmission } from './quotes/quote-helpers';

/**
 * Staff-only text never reaches an applicant's, client's or payroll partner's answer. Staff write
 * notes on the client, an agent is assigned, carriers' worksheets carry their factors and the
 * premium is the client's business; then every answer a referred client (a guest), a signed-in
 * client and the referring rep may read is walked, and none may carry a staff-only field's name
 * or value. The broker-of-record applicant's side is walked in bor.e2e-spec.ts.
 */
describe('staff-only fields', () => {
  let t: TestApp;
  let admin: string;
  let agent: SignedIn;
  const marker = randomUUID().slice(0, 8);
  const staffNote = `Staff only: client haggles, ${marker}`;
  const worksheetMarker = `factor-${marker}`;
  const premiumCents = 987_650 + Math.floor(Math.random() * 100);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    agent = await createAgent(t);
  });

  afterAll(() => t.close());

  /** Makes the quote staff's: an agent assigned, a rated carrier quote, a note on the client. */
  async function staffWorkOn(quoteId: string, clientId: string): Promise<void> {
    await setQuoteState(t, quoteId, { agentId: agent.id });
    await t.app.get(DataSource).query(
      `INSERT INTO carrier_quotes (application_id, carrier, rating_state, annual_premium_cents, worksheet)
       VALUES ($1, 'Employers', 'done', $2, $3)`,
      [quoteId, premiumCents, JSON.stringify({ steps: [], note: worksheetMarker })],
    );
    await t.http
      .post(`/api/notes/clients/${clientId}`)
      .set(bearer(admin))
      .send({ text: staffNote, scope: 'client' })
      .expect(201);
  }

  /** What a customer must never read: the staff note, the agent's id, the worksheet. */
  const customerForbidden = () => [staffNote, marker, agent.id, worksheetMarker, 'internalNote'];

  function expectClean(res: Response, forbidden: string[], where: string) {
    const text = JSON.stringify(res.body ?? {}) + (res.text ?? '');
    const leaks = forbidden.filter((value) => text.includes(value));
    expect({ where, status: res.status, leaks }).toEqual({ where, status: res.status, leaks: [] });
  }

  it("walks a referred client's, a client's and the referring rep's answers for staff-only fields", async () => {
    // A rep refers a client; the client starts the quote from the mailed link, as a guest.
    const rep = await createRep(t);
    const repBearer = await repToken(t, rep.id);
    const referredEmail = uniqueEmail('referred');
    const referral = await t.http
      .post('/api/payroll-partners/referraltrak/new-biz/wc')
      .set(bearer(repBearer))
      .send({
        businessName: 'Harbor Bakery LLC',
        firstName: 'Dana',
        lastName: 'Baker',
        email: referredEmail,
        referralDesc: 'Met at the payroll fair',
      })
      .expect(201);
    const referralId = (referral.body as { id: string }).id;
    const [mail] = await mailTo(t, referredEmail);
    const token = decodeURIComponent(/referralToken=([\w%-]+)/.exec(mail.text)![1]);
    const guest = await startAsVisitor(t, {
      email: referredEmail,
      payrollRepReferralToken: token,
      payrollRepReferralContext: { referralId },
    });
    const saved = await save(t, guest.guestToken, guest.quote, wcSubmission()).expect(200);
    const guestQuoteId = guest.quote.id;
    await staffWorkOn(guestQuoteId, guest.quote.client.id);
    expect((saved.body as { id: string }).id).toBe(guestQuoteId);

    const asGuest = (path: string) => t.http.get(path).set(bearer(guest.guestToken));
    for (const path of [
      `/api/quote/getQuote/${guestQuoteId}`,
      `/api/quote/${guestQuoteId}/application`,
      `/api/quote/${guestQuoteId}/documents`,
      '/api/quote/myQuotes',
      `/api/payroll-partners/referraltrak/invitation/${token}`,
    ]) {
      expectClean(await asGuest(path), customerForbidden(), `referred client ${path}`);
    }

    // A signed-in client's own quote, with staff's work on it.
    const client = await registerClient(t);
    const started = await t.http
      .post('/api/quote/saveForLater')
      .set(bearer(client.token))
      .send(wcSubmission());
    const clientQuote = started.body as { id: string; client: { id: string } };
    expect(started.status).toBe(200);
    await staffWorkOn(clientQuote.id, clientQuote.client.id);
    const asClient = (path: string) => t.http.get(path).set(bearer(client.token));
    for (const path of [
      `/api/quote/getQuote/${clientQuote.id}`,
      `/api/quote/${clientQuote.id}/application`,
      `/api/quote/${clientQuote.id}/documents`,
      `/api/quote/${clientQuote.id}/policy`,
      `/api/quote/${clientQuote.id}/claims`,
      `/api/quote/${clientQuote.id}/policyChanges`,
      `/api/quote/${clientQuote.id}/payments`,
      '/api/quote/myQuotes',
      '/api/quote/myPolicies',
      '/api/business',
      '/api/client_id',
      '/api/coi',
    ]) {
      expectClean(await asClient(path), customerForbidden(), `client ${path}`);
    }
    // Staff's notes are staff's: the client cannot list them at all.
    const notes = await asClient(`/api/notes/clients/${clientQuote.client.id}`);
    expect(notes.status).toBe(403);
    expectClean(notes, customerForbidden(), 'client notes');

    // The referring rep: the referral, the list and the pay-as-you-go clients, never the
    // premium, the agent, the worksheet, the client's answers or staff's notes.
    const repForbidden = [
      ...customerForbidden(),
      String(premiumCents),
      'annualPremiumCents',
      'agentId',
      'worksheet',
      'underwritingAnswers',
      'payrollAnswers',
      'statusNote',
    ];
    const asRep = (path: string) => t.http.get(path).set(bearer(repBearer));
    const opened = await asRep(`/api/payroll-partners/referraltrak/${referralId}`);
    expect(opened.body).toMatchObject({ quoteId: guestQuoteId, outcome: { kind: 'quote' } });
    const repPaths = [
      '/api/payroll-partners/referraltrak',
      '/api/payroll-partners/referraltrak/paygo-portal',
      '/api/payroll-partners/profile',
    ];
    expectClean(opened, repForbidden, 'rep referral');
    for (const path of repPaths) expectClean(await asRep(path), repForbidden, `rep ${path}`);

    // Staff do see what they wrote: the walk above is not empty-handed.
    const staffRead = await t.http
      .get(`/api/notes/clients/${clientQuote.client.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(JSON.stringify(staffRead.body)).toContain(staffNote);
    const staffQuote = await t.http
      .get(`/api/quote/getQuote/${clientQuote.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(JSON.stringify(staffQuote.body)).toContain(agent.id);
    expect(JSON.stringify(staffQuote.body)).toContain(worksheetMarker);
  });
});
