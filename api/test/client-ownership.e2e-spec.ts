/**
 * Whose a client record is: the account that proves its email owns it (linked on confirmation,
 * on a password link, on a signed-in purchase, and by the backfill migration); an owned
 * record's email changes only by an admin through a link to the new address; agents start
 * quotes only for new clients or their own.
 */
import { DataSource } from 'typeorm';
import { ErrorCode } from '@coverline/contracts';
import { dataSourceOptions } from '../src/platform/database/data-source-options';
import { LinkClientsToConfirmedAccounts1768110001000 } from '../src/platform/database/migrations/1768110001000-LinkClientsToConfirmedAccounts';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  uniqueEmail,
  type CapturedMail,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { createIsolatedDatabase, dropDatabase } from './helpers/database';
import { billedQuote, startCheckout } from './purchase/purchase-helpers';
import { bearer, codeOf, quoteOf, setQuoteState, startAsVisitor } from './quotes/quote-helpers';

interface ClientSummary {
  id: string;
  email: string;
  userId: string | null;
  hasAccount: boolean;
  agentId: string | null;
  pendingEmail: string | null;
}

interface AuditItem {
  action: string;
  actorUserId: string | null;
  targetUserId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const linkIn = (mail: CapturedMail) => {
  const match = /verify-email\?token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in ${mail.subject}`);
  return decodeURIComponent(match[1]);
};

describe('client records and their owners', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let agent: SignedIn;
  let otherAgent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    adminId = (await t.http.get('/api/users/me').set(bearer(admin)).expect(200)).body.id;
    agent = await createAgent(t);
    otherAgent = await createAgent(t);
  });
  afterAll(() => t?.close());

  const clientOf = async (quoteId: string): Promise<ClientSummary> => {
    const [row] = (await t.app
      .get(DataSource)
      .query(`SELECT client_id FROM applications WHERE id = $1`, [quoteId])) as Array<{
      client_id: string;
    }>;
    return (await t.http.get(`/api/clients/${row.client_id}`).set(bearer(admin)).expect(200))
      .body as ClientSummary;
  };

  const confirmByMail = async (email: string, template: string) => {
    const mails = (await mailTo(t, email)).filter((m) => m.template === template);
    expect(mails.length).toBeGreaterThan(0);
    await t.http
      .post('/api/users/verify-email')
      .send({ token: linkIn(mails[0]) })
      .expect(200);
  };

  const auditOf = async (action: string): Promise<AuditItem[]> => {
    const res = await t.http
      .get('/api/audit')
      .query({ userId: adminId, pageSize: 100 })
      .set(bearer(admin))
      .expect(200);
    return (res.body as { items: AuditItem[] }).items.filter((i) => i.action === action);
  };

  describe('linking a record to the account that proves its email', () => {
    it('links on the sign-up confirmation link', async () => {
      const { quote, email } = await startAsVisitor(t);
      const account = await registerClient(t, { email }, { verified: false });
      expect((await clientOf(quote.id)).userId).toBeNull();
      await confirmByMail(email, 'verify-email');
      expect(await clientOf(quote.id)).toMatchObject({ userId: account.id, hasAccount: true });
    });

    it('links on a password reset link, which also proves the address', async () => {
      const { quote, email } = await startAsVisitor(t);
      const account = await registerClient(t, { email }, { verified: false });
      await t.http.post('/api/users/request-reset-password').send({ email }).expect(200);
      const reset = (await mailTo(t, email)).find((m) => m.template === 'password-reset')!;
      await t.http
        .post('/api/users/reset-password')
        .send({ token: /token=([\w-]+)/.exec(reset.text)![1], password: 'new-password-9' })
        .expect(200);
      expect((await clientOf(quote.id)).userId).toBe(account.id);
    });

    it('links a guest quote’s record when its confirmed client buys it signed in', async () => {
      const { quote, email } = await billedQuote(t);
      // Confirmed before this change linked anything: the record is the account's by email only.
      // Under the quote's own name: a different one is asked to confirm first (1501).
      const account = await registerClient(t, { email, firstName: 'Pat', lastName: 'Owner' });
      expect((await clientOf(quote.id)).userId).toBeNull();
      await startCheckout(t, account.token, quote.id).expect(200);
      expect((await clientOf(quote.id)).userId).toBe(account.id);
    });
  });

  describe('an agent taking over a registered client’s bound policy (the reported attack)', () => {
    it('refuses the agent’s email change, and lets the admin move the email and back through confirmed links', async () => {
      // A guest buys, then registers and confirms the same email.
      const { quote, email: realEmail } = await startAsVisitor(t, { firstName: 'Rowan' });
      await setQuoteState(t, quote.id, { status: 'Bound', agentId: agent.id });
      const real = await registerClient(t, { email: realEmail }, { verified: false });
      await confirmByMail(realEmail, 'verify-email');
      const record = await clientOf(quote.id);
      expect(record).toMatchObject({ email: realEmail, userId: real.id });

      // The assigned agent tries to point the record at an address they control.
      const attackerEmail = uniqueEmail('attacker');
      const refused = await t.http
        .patch(`/api/clients/${record.id}`)
        .set(bearer(agent.token))
        .send({ email: attackerEmail })
        .expect(409);
      expect(codeOf(refused)).toBe(ErrorCode.ClientEmailProtected);
      expect((await clientOf(quote.id)).email).toBe(realEmail);
      // Whoever registers the address the agent typed reads nothing of the client's.
      const attacker = await registerClient(t, { email: attackerEmail });
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(attacker.token)).expect(403);
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(real.token)).expect(200);

      // The admin moves the email: nothing changes until the new address follows its link.
      const moved = uniqueEmail('moved');
      const asked = await t.http
        .patch(`/api/clients/${record.id}`)
        .set(bearer(admin))
        .send({ email: moved, firstName: 'Rowena' })
        .expect(200);
      expect(asked.body).toMatchObject({
        email: realEmail,
        firstName: 'Rowena',
        pendingEmail: moved,
      });
      const [requested] = await auditOf('requestClientEmailChange');
      expect(requested).toMatchObject({
        actorUserId: adminId,
        targetUserId: real.id,
        before: { clientId: record.id, email: realEmail },
        after: { clientId: record.id, pendingEmail: moved },
      });
      const [linkMail] = (await mailTo(t, moved)).filter(
        (m) => m.template === 'client-email-change',
      );
      expect(linkMail.subject).toBe('Confirm your new email for Coverline');
      const token = linkIn(linkMail);
      await t.http
        .post('/api/users/verify-email')
        .send({ token })
        .expect(200)
        .expect(({ body }) => expect(body.message).toBe('Your email is confirmed.'));
      // No account has the new address yet: the record waits for one to confirm it.
      expect(await clientOf(quote.id)).toMatchObject({
        email: moved,
        userId: null,
        pendingEmail: null,
      });
      const [confirmed] = await auditOf('confirmClientEmailChange');
      expect(confirmed).toMatchObject({
        actorUserId: adminId,
        before: { clientId: record.id, email: realEmail, userId: real.id },
        after: { clientId: record.id, email: moved, userId: null },
      });
      const reused = await t.http.post('/api/users/verify-email').send({ token }).expect(400);
      expect(codeOf(reused)).toBe(ErrorCode.VerificationLinkInvalid);
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(real.token)).expect(403);

      // And back: the record returns to the confirmed account with the old address.
      await t.http
        .patch(`/api/clients/${record.id}`)
        .set(bearer(admin))
        .send({ email: realEmail })
        .expect(200);
      await confirmByMail(realEmail, 'client-email-change');
      expect(await clientOf(quote.id)).toMatchObject({ email: realEmail, userId: real.id });
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(real.token)).expect(200);
    });

    it('refuses an agent the email of a client with a bound policy but no account', async () => {
      const { quote } = await startAsVisitor(t);
      await setQuoteState(t, quote.id, { status: 'Bound', agentId: agent.id });
      const record = await clientOf(quote.id);
      const refused = await t.http
        .patch(`/api/clients/${record.id}`)
        .set(bearer(agent.token))
        .send({ email: uniqueEmail('elsewhere') })
        .expect(409);
      expect(codeOf(refused)).toBe(ErrorCode.ClientEmailProtected);
      // Contact details other than the email stay the agent's to edit.
      await t.http
        .patch(`/api/clients/${record.id}`)
        .set(bearer(agent.token))
        .send({ lastName: 'Changed' })
        .expect(200);
    });

    it('refuses an admin an address another record or a staff member has', async () => {
      const { quote } = await startAsVisitor(t);
      await setQuoteState(t, quote.id, { status: 'Bound' });
      const record = await clientOf(quote.id);
      const { email: otherRecord } = await startAsVisitor(t);
      const patch = (email: string) =>
        t.http.patch(`/api/clients/${record.id}`).set(bearer(admin)).send({ email });
      expect(codeOf(await patch(otherRecord).expect(409))).toBe(ErrorCode.ClientEmailTaken);
      expect(codeOf(await patch(otherAgent.email).expect(409))).toBe(ErrorCode.EmailTaken);
      expect((await clientOf(quote.id)).pendingEmail).toBeNull();
    });

    it('lets an agent still change the email of a client with neither account nor bound policy', async () => {
      const started = quoteOf(
        await t.http
          .post('/api/quote/saveForLater')
          .set(bearer(agent.token))
          .send({ coverageType: 'wc', email: uniqueEmail('typo') })
          .expect(200),
      );
      const record = await clientOf(started.id);
      const fixed = uniqueEmail('fixed');
      const res = await t.http
        .patch(`/api/clients/${record.id}`)
        .set(bearer(agent.token))
        .send({ email: fixed })
        .expect(200);
      expect(res.body).toMatchObject({ email: fixed, pendingEmail: null });
    });
  });

  describe('an agent attaching to a client by starting a quote with its email', () => {
    const startFor = (who: SignedIn, email: string, coverageType = 'wc') =>
      t.http
        .post('/api/quote/saveForLater')
        .set(bearer(who.token))
        .send({ coverageType, email, firstName: 'Quinn' });

    it('refuses a client no agent has (409), leaving its record and older quotes out of reach', async () => {
      const { quote, email } = await startAsVisitor(t);
      const record = await clientOf(quote.id);
      const refused = await startFor(agent, email, 'gl').expect(409);
      expect(refused.body).toMatchObject({
        statusCode: 409,
        code: ErrorCode.ClientNotAssigned,
        message: expect.stringMatching(/not assigned to you/),
      });
      await t.http.get(`/api/clients/${record.id}`).set(bearer(agent.token)).expect(403);
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(agent.token)).expect(403);
      expect((await clientOf(quote.id)).agentId).toBeNull();
    });

    it('refuses another agent’s client (409)', async () => {
      const email = uniqueEmail('theirs');
      await startFor(otherAgent, email).expect(200);
      expect(codeOf(await startFor(agent, email, 'gl').expect(403))).toBe(ErrorCode.NotYourClient);
    });

    it('refuses the client of a confirmed account that has no record yet', async () => {
      const account = await registerClient(t);
      expect(codeOf(await startFor(agent, account.email).expect(409))).toBe(
        ErrorCode.ClientNotAssigned,
      );
    });

    it('starts quotes for a new email and for the agent’s own client, and after an admin assigns one', async () => {
      const email = uniqueEmail('new');
      const first = quoteOf(await startFor(agent, email).expect(200));
      expect(first).toMatchObject({ agentId: agent.id, client: { email } });
      const second = quoteOf(await startFor(agent, email, 'gl').expect(200));
      expect(second.agentId).toBe(agent.id);

      const { quote, email: visitorEmail } = await startAsVisitor(t);
      await startFor(agent, visitorEmail, 'gl').expect(409);
      const current = await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(admin));
      await t.http
        .post('/api/quote/updateAgentAssigned')
        .set(bearer(admin))
        .send({ id: quote.id, version: current.body.version, agentId: agent.id })
        .expect(200);
      expect(quoteOf(await startFor(agent, visitorEmail, 'gl').expect(200)).agentId).toBe(agent.id);
    });
  });
});

describe('the backfill linking client records to confirmed accounts', () => {
  it('links an unlinked record to the confirmed client account with its email, in any case, and leaves ambiguous ones', async () => {
    const url = await createIsolatedDatabase(process.env.TEST_DATABASE_URL as string);
    const db = new DataSource(dataSourceOptions(url));
    await db.initialize();
    const runner = db.createQueryRunner();
    const user = async (email: string, confirmed: boolean, role = 'client') =>
      (
        (await runner.query(
          `INSERT INTO users (email, password_hash, role, first_name, last_name, email_verified_at)
           VALUES ($1, 'x', $2, 'A', 'B', ${confirmed ? 'now()' : 'NULL'}) RETURNING id`,
          [email, role],
        )) as Array<{ id: string }>
      )[0].id;
    const client = async (email: string, userId: string | null = null) =>
      (
        (await runner.query(`INSERT INTO clients (email, user_id) VALUES ($1, $2) RETURNING id`, [
          email,
          userId,
        ])) as Array<{ id: string }>
      )[0].id;
    const linkOf = async (id: string) =>
      (
        (await runner.query(`SELECT user_id FROM clients WHERE id = $1`, [id])) as Array<{
          user_id: string | null;
        }>
      )[0].user_id;
    try {
      const owner = await user('Owner@Example.com', true);
      const owned = await client('owner@example.com');
      const unconfirmed = await client('pending@example.com');
      await user('pending@example.com', false);
      const staffEmail = await client('staff@example.com');
      await user('staff@example.com', true, 'agent');
      // Two confirmed accounts differ only by case: which one owns the record is not clear.
      const ambiguous = await client('twice@example.com');
      await user('twice@example.com', true);
      await user('TWICE@example.com', true);
      // An account already linked to another record keeps that one.
      const linkedOwner = await user('linked@example.com', true);
      await client('old-linked@example.com', linkedOwner);
      const second = await client('linked@example.com');

      await new LinkClientsToConfirmedAccounts1768110001000().up(runner);

      expect(await linkOf(owned)).toBe(owner);
      expect(await linkOf(unconfirmed)).toBeNull();
      expect(await linkOf(staffEmail)).toBeNull();
      expect(await linkOf(ambiguous)).toBeNull();
      expect(await linkOf(second)).toBeNull();
    } finally {
      await runner.release();
      await db.destroy();
      await dropDatabase(url);
    }
  });
});
