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
import { bindPolicy } from './servicing/bought-policy';
import { createRep, repToken } from './helpers/payroll-reps';
import { billedQuote, payAtCheckout } from './purchase/purchase-helpers';
import {
  bearer,
  isoDay,
  quoteOf,
  type QuoteBody,
  save,
  setQuoteState,
  startAsVisitor,
  wcSubmission,
} from './quotes/quote-helpers';

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

  /**
   * Every place in a JSON answer where a forbidden name is a key holding something or a
   * forbidden value is (part of) a key, a string or a number, by its path:
   * `$.items[0].agentId`. A staff-only field the customer's answer shares with staff's (the
   * quote's `agentId`, a carrier quote's `worksheet`) may be there only blanked, as null.
   */
  function leaksIn(value: unknown, names: string[], values: string[], path = '$'): string[] {
    if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value);
      return values.filter((v) => text.includes(v)).map((v) => `${path} holds "${v}"`);
    }
    if (Array.isArray(value)) {
      return value.flatMap((item, i) => leaksIn(item, names, values, `${path}[${i}]`));
    }
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, inner]) => [
      ...names
        .filter((n) => key === n && inner !== null)
        .map((n) => `${path}.${key} is named "${n}"`),
      ...values.filter((v) => key.includes(v)).map((v) => `${path}.${key} names "${v}"`),
      ...leaksIn(inner, names, values, `${path}.${key}`),
    ]);
  }

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

  /**
   * Staff-only names a customer's answer may hold only blanked (null): staff's notes, the carriers'
   * worksheets, who on staff works the quote, answered a change, issued a certificate. The
   * assigned agent's name is not among them: it is printed as the producer on the client's
   * documents (and the certificate draft).
   */
  const staffOnlyNames = [
    'internalNote',
    'worksheet',
    'agentId',
    'answeredBy',
    'requestedBy',
    'reportedBy',
    'issuedBy',
    'issuedByName',
  ];

  function expectNoStaffField(res: Response, values: string[], where: string) {
    const leaks = leaksIn(res.body, staffOnlyNames, values);
    expect({ where, status: res.status, leaks }).toEqual({ where, status: res.status, leaks: [] });
    expectClean(res, values, where);
  }

  /** Staff bind a Completed quote assigned to the agent; answers the policy number. */
  async function bindAssigned(quote: QuoteBody): Promise<string> {
    await setQuoteState(t, quote.id, { status: 'Completed', agentId: agent.id });
    return bindPolicy(t, admin, quote, {
      policyNumber: `WC-STAFF-${quote.id.slice(-6).toUpperCase()}`,
    });
  }

  /**
   * Staff's side of a bound policy: the carriers' worksheets, a note on the client and one on
   * this policy (the agent is assigned by `bindAssigned`). Answers what a customer must not read.
   */
  async function staffWorkOnPolicy(quoteId: string, clientId: string): Promise<string[]> {
    const policyNote = `Staff only: renewal at risk, ${marker}`;
    await t.app.get(DataSource).query(
      `UPDATE carrier_quotes SET worksheet = jsonb_build_object('steps', '[]'::jsonb, 'note', $2::text)
       WHERE application_id = $1`,
      [quoteId, worksheetMarker],
    );
    for (const note of [
      { text: staffNote, scope: 'client' },
      { text: policyNote, scope: 'policy', applicationId: quoteId },
    ]) {
      await t.http.post(`/api/notes/clients/${clientId}`).set(bearer(admin)).send(note).expect(201);
    }
    return [staffNote, policyNote, marker, agent.id, worksheetMarker];
  }

  /** What the client's policy list and detail, billing, certificates and claims pages read. */
  const clientPolicyPaths = (quoteId: string) => [
    '/api/quote/myPolicies',
    '/api/quote/myQuotes',
    `/api/quote/getQuote/${quoteId}`,
    `/api/billingInfo/${quoteId}`,
    `/api/quote/${quoteId}/payments`,
    `/api/quote/${quoteId}/documents`,
    `/api/coi/quote/${quoteId}`,
    `/api/coi/draft/${quoteId}`,
    `/api/quote/${quoteId}/policyChanges`,
    `/api/quote/${quoteId}/claims`,
    `/api/trakpay/register?quoteId=${quoteId}`,
    '/api/carriers?pageSize=100',
    '/api/business',
    '/api/client_id',
  ];

  /**
   * Walks the client's answers about a bound policy (each read, none refused; billing is not
   * found where none was saved), then checks that
   * staff's own records of it are refused: staff's record of the policy (the client's detail
   * page reads the policy from the list), staff's view of the application and staff's notes.
   */
  async function walkClientPolicyPages(
    token: string,
    quoteId: string,
    clientId: string,
    forbidden: string[],
    { billed }: { billed: boolean },
  ): Promise<Record<string, Response>> {
    const asClient = (path: string) => t.http.get(path).set(bearer(token));
    const read: Record<string, Response> = {};
    for (const path of clientPolicyPaths(quoteId)) {
      read[path] = await asClient(path);
      const status = !billed && path.startsWith('/api/billingInfo/') ? 404 : 200;
      expect({ path, status: read[path].status }).toEqual({ path, status });
      expectNoStaffField(read[path], forbidden, `client ${path}`);
    }
    for (const path of [
      `/api/quote/${quoteId}/policy`,
      `/api/quote/${quoteId}/application`,
      `/api/notes/clients/${clientId}`,
    ]) {
      const refused = await asClient(path);
      expect({ path, status: refused.status }).toEqual({ path, status: 403 });
      expectNoStaffField(refused, forbidden, `client ${path}`);
    }
    return read;
  }

  /** Staff read what they wrote on the policy, and the walk would have caught it. */
  async function expectStaffSeeTheirWork(quoteId: string, clientId: string, forbidden: string[]) {
    const staffNotes = await t.http
      .get(`/api/notes/clients/${clientId}`)
      .set(bearer(admin))
      .expect(200);
    expect(JSON.stringify(staffNotes.body)).toContain(forbidden[1]);
    const staffQuote = await t.http
      .get(`/api/quote/getQuote/${quoteId}`)
      .set(bearer(admin))
      .expect(200);
    expect(JSON.stringify(staffQuote.body)).toContain(agent.id);
    expect(JSON.stringify(staffQuote.body)).toContain(worksheetMarker);
    expect(leaksIn(staffQuote.body, staffOnlyNames, forbidden)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\.agentId is named/),
        expect.stringMatching(/\.worksheet\.note holds/),
      ]),
    );
  }

  it("walks every answer a client's pages read about a bound policy, with staff's work on it", async () => {
    // A visitor buys: billing saved, paid on the provider's page, then bound by staff.
    const ready = await billedQuote(t);
    const quoteId = ready.quote.id;
    await payAtCheckout(t, ready.guestToken, quoteId);
    const policyNumber = await bindAssigned(ready.quote);
    const client = await registerClient(t, { email: ready.email });
    const clientId = ready.quote.client.id;
    const forbidden = await staffWorkOnPolicy(quoteId, clientId);

    // The client uses the policy pages: a change request (the agent takes it on and answers),
    // a claim and a certificate; each answer is walked too.
    const change = await t.http
      .post('/api/quote/requestPolicyChanges')
      .set(bearer(client.token))
      .send({ quoteId, type: 'add_location', details: 'A second shop at 12 Main St.' })
      .expect(201);
    expectNoStaffField(change, forbidden, 'client POST /api/quote/requestPolicyChanges');
    const changeId = (change.body as { id: string }).id;
    await t.http
      .post(`/api/quote/${quoteId}/policyChanges/${changeId}/answer`)
      .set(bearer(agent.token))
      .send({ status: 'in_progress', answer: 'We are asking the carrier.' })
      .expect(200);
    const claim = await t.http
      .post('/api/quote/claims')
      .set(bearer(client.token))
      .send({
        quoteId,
        description: 'A customer slipped on a wet floor.',
        amountOfLossCents: 250_000,
        dateOfLoss: isoDay(-2),
        status: 'open',
      })
      .expect(201);
    expectNoStaffField(claim, forbidden, 'client POST /api/quote/claims');
    // A waiver without the blanket waits for staff, who issue it: who on staff did is theirs.
    const certificateContent = {
      insuredDba: 'Green Leaf',
      insuredAddress: { street: '100 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      holderName: 'Lakeview Property Management',
      holderAddress: { street: '500 Lake Rd', city: 'Dallas', state: 'TX', zip: '75201' },
      holderEmail: 'certificates@lakeview.example.com',
      jobLocations: [],
      additionalInsured: false,
      waiverOfSubrogation: true,
      waiverParties: ['Lakeview Holdings Inc'],
      descriptionOfOperations: 'Landscaping maintenance.',
    };
    const certificate = await t.http
      .post('/api/coi/create')
      .set(bearer(client.token))
      .send({ ...certificateContent, quoteId })
      .expect(201);
    expect(certificate.body).toMatchObject({ status: 'pending' });
    expectNoStaffField(certificate, forbidden, 'client POST /api/coi/create');
    const certificateId = (certificate.body as { id: string }).id;
    const issued = await t.http
      .put('/api/coi')
      .set(bearer(agent.token))
      .send({ ...certificateContent, id: certificateId })
      .expect(200);
    expect(issued.body).toMatchObject({ status: 'issued', issuedByName: 'Avery Agent' });
    // The client editing their certificate (back to staff's review) reads it back without who
    // on staff issued it.
    const edited = await t.http
      .put('/api/coi')
      .set(bearer(client.token))
      .send({ ...certificateContent, id: certificateId, holderEmail: null })
      .expect(200);
    expectNoStaffField(edited, forbidden, 'client PUT /api/coi');

    const read = await walkClientPolicyPages(client.token, quoteId, clientId, forbidden, {
      billed: true,
    });
    // The walk read the bound policy itself, not "not found" answers.
    expect(read['/api/quote/myPolicies'].body).toMatchObject({
      items: [expect.objectContaining({ quoteId, policyNumber })],
    });
    expect(read[`/api/quote/${quoteId}/payments`].body).not.toEqual([]);
    expect(read[`/api/quote/${quoteId}/policyChanges`].body).toEqual([
      expect.objectContaining({ id: changeId, status: 'in_progress' }),
    ]);
    expect(JSON.stringify(read[`/api/quote/${quoteId}/claims`].body)).toContain(
      (claim.body as { id: string }).id,
    );
    expect(read[`/api/coi/quote/${quoteId}`].body).toEqual([
      expect.objectContaining({ id: certificateId, issuedByName: null }),
    ]);

    // The buyer's guest link reads the same quote without staff's side either.
    const asGuest = (path: string) => t.http.get(path).set(bearer(ready.guestToken));
    for (const path of [`/api/quote/getQuote/${quoteId}`, `/api/quote/${quoteId}/documents`]) {
      expectNoStaffField(await asGuest(path), forbidden, `buyer's guest link ${path}`);
    }

    // Staff read the issuer; and what they wrote on the same policy.
    const staffCertificates = await t.http
      .get(`/api/coi/quote/${quoteId}`)
      .set(bearer(agent.token))
      .expect(200);
    expect(staffCertificates.body).toEqual([
      expect.objectContaining({ id: certificateId, issuedByName: 'Avery Agent' }),
    ]);
    await expectStaffSeeTheirWork(quoteId, clientId, forbidden);
  });

  it("walks a referred client's bound policy, and what the referring rep reads of it", async () => {
    // A rep refers a client, who quotes from the mailed link as a guest; staff bind it.
    const rep = await createRep(t);
    const repBearer = await repToken(t, rep.id);
    const email = uniqueEmail('referred-bound');
    const referral = await t.http
      .post('/api/payroll-partners/referraltrak/new-biz/wc')
      .set(bearer(repBearer))
      .send({
        businessName: 'Harbor Bakery LLC',
        firstName: 'Dana',
        lastName: 'Baker',
        email,
        referralDesc: 'Met at the payroll fair',
      })
      .expect(201);
    const referralId = (referral.body as { id: string }).id;
    const [mail] = await mailTo(t, email);
    const token = decodeURIComponent(/referralToken=([\w%-]+)/.exec(mail.text)![1]);
    const guest = await startAsVisitor(t, {
      email,
      payrollRepReferralToken: token,
      payrollRepReferralContext: { referralId },
    });
    const saved = quoteOf(await save(t, guest.guestToken, guest.quote, wcSubmission()).expect(200));
    const sent = quoteOf(
      await t.http
        .post('/api/quote/sendForm')
        .set(bearer(guest.guestToken))
        .send({ id: saved.id, version: saved.version })
        .expect(200),
    );
    const rated = quoteOf(
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guest.guestToken))
        .send({ quoteId: sent.id })
        .expect(200),
    );
    const chosen = quoteOf(
      await t.http
        .post('/api/quote/setQuoteSelected')
        .set(bearer(guest.guestToken))
        .send({ id: rated.id, version: rated.version, carrierQuoteId: rated.carrierQuotes[0].id })
        .expect(200),
    );
    const quoteId = chosen.id;
    const clientId = chosen.client.id;
    const policyNumber = await bindAssigned(chosen);
    const forbidden = await staffWorkOnPolicy(quoteId, clientId);

    // The referred client signs up with the referral's email and reads the policy's pages.
    const client = await registerClient(t, { email });
    const read = await walkClientPolicyPages(client.token, quoteId, clientId, forbidden, {
      billed: false,
    });
    expect(read['/api/quote/myPolicies'].body).toMatchObject({
      items: [expect.objectContaining({ quoteId, policyNumber })],
    });
    for (const path of [`/api/quote/getQuote/${quoteId}`, `/api/quote/${quoteId}/documents`]) {
      const res = await t.http.get(path).set(bearer(guest.guestToken));
      expectNoStaffField(res, forbidden, `referred client's guest link ${path}`);
    }

    // The rep reads the referral's outcome, never the premium, the agent or staff's notes.
    const premium = chosen.carrierQuotes[0].annualPremiumCents;
    const repForbidden = [...forbidden, String(premium), 'annualPremiumCents', 'statusNote'];
    const asRep = (path: string) => t.http.get(path).set(bearer(repBearer));
    for (const path of [
      `/api/payroll-partners/referraltrak/${referralId}`,
      '/api/payroll-partners/referraltrak',
      '/api/payroll-partners/referraltrak/paygo-portal',
    ]) {
      const res = await asRep(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expectNoStaffField(res, repForbidden, `rep ${path}`);
    }
    await expectStaffSeeTheirWork(quoteId, clientId, forbidden);
  });
});
