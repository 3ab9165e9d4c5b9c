import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { ChatTools } from '../src/support/chat/assistant/chat-tools';
import {
  adminToken,
  createAgent,
  createTestApp,
  registerClient,
  type TestApp,
} from './helpers/app';
import { ChatSocket, isMessage, isType, listening } from './helpers/chat-socket';

const CHAT_ENV = { CHAT_RATE_LIMIT_PER_MINUTE: '15' };

/** Two API instances on one database: what one stores, the other's sockets receive. */
describe('support chat', () => {
  let a: TestApp;
  let b: TestApp;
  /** A third instance that stops halfway through a handoff wait. */
  let c: TestApp | undefined;
  let urlA: string;
  let urlB: string;
  let admin: string;
  const sockets: ChatSocket[] = [];

  const open = async (url: string, token: string | null = null) => {
    const s = await ChatSocket.open(url);
    sockets.push(s);
    await s.request({ type: 'auth', token }, isType('ready'));
    return s;
  };

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    c = await createTestApp({ ...CHAT_ENV, CHAT_HANDOFF_TIMEOUT_SECONDS: '2' });
    a = await createTestApp({ ...CHAT_ENV, CHAT_HANDOFF_TIMEOUT_SECONDS: '120' });
    b = await createTestApp({ ...CHAT_ENV, CHAT_HANDOFF_TIMEOUT_SECONDS: '2' });
    urlA = await listening(a);
    urlB = await listening(b);
    admin = await adminToken(a);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await c?.close();
    await a?.close();
    await b?.close();
  });

  it('answers what general liability covers from the help article, quoting and linking it', async () => {
    const visitor = await open(urlA);
    const started = await visitor.request(
      { type: 'start', text: 'What does general liability cover?' },
      isType('started'),
    );
    const answer = await visitor.next(isMessage((m) => m.senderType === 'bot'));
    expect(answer.message.requestId).toBe(started.requestId);
    expect(answer.message.sources[0]).toMatchObject({
      title: 'What general liability covers',
      link: '/help/general-liability-cover',
    });
    expect(answer.message.body).toContain('/help/general-liability-cover');
    // The catch-up after `started` and the live answer may arrive in either order.
    await visitor.next(isMessage((m) => m.seq === 1));
    await visitor.next(isMessage((m) => m.seq === 2));
    const events = visitor.messages().map((m) => m.event ?? m.senderType);
    expect(events.slice(0, 3)).toEqual(['request.create', 'user', 'bot']);
    expect(visitor.messages().map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('hands off to a person on another instance, live both ways, and mails the transcript to the asker’s confirmed email', async () => {
    const staff = await open(urlB, admin);
    staff.send({ type: 'staff.watch' });
    const client = await registerClient(a);
    const visitor = await open(urlA, client.token);
    const { requestId, key } = await visitor.request(
      { type: 'start', text: 'My accountant wants to know why the audit bill is so high' },
      isType('started'),
    );
    // No article answers it: the assistant says so and asks for a person itself.
    await visitor.next(isMessage((m) => m.event === 'request.handoff.requested'));
    await staff.next(
      (f): f is Extract<typeof f, { type: 'requests.changed' }> =>
        f.type === 'requests.changed' && f.requestId === requestId,
    );
    const list = await b.http.get('/api/chat/requests').set(bearer(admin)).expect(200);
    const listed = (
      list.body.items as Array<{ id: string; status: string; askerKind: string }>
    ).find((r) => r.id === requestId);
    expect(listed).toMatchObject({ status: 'waiting', askerKind: 'client' });

    staff.send({ type: 'staff.join', requestId, after: 0 });
    await visitor.next(isMessage((m) => m.event === 'request.agent.join'));
    await visitor.next(isMessage((m) => m.event === 'request.handoff.success'));
    // The staff socket caught up on the conversation so far.
    await staff.next(isMessage((m) => m.requestId === requestId && m.senderType === 'user'));

    staff.send({
      type: 'staff.reply',
      requestId,
      text: 'Hello, I can help with payments. <b>Yes</b>.',
    });
    const reply = await visitor.next(isMessage((m) => m.senderType === 'csr'));
    expect(reply.message.body).toBe('Hello, I can help with payments. <b>Yes</b>.');
    expect(reply.message.senderName).toBeTruthy();

    visitor.send({ type: 'message', requestId, key, text: 'Thank you!' });
    await staff.next(isMessage((m) => m.requestId === requestId && m.body === 'Thank you!'));

    const email = client.email;
    visitor.send({ type: 'close', requestId, key, transcriptEmail: email.toUpperCase() });
    await visitor.next(isMessage((m) => m.event === 'request.close'));
    const mails: Array<{ template: string; text: string }> = await a.app.get(DataSource).query(
      `SELECT template, text FROM mail_outbox
          WHERE to_address = $1 AND template = 'chat-transcript'`,
      [email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].template).toBe('chat-transcript');
    expect(mails[0].text).toContain('Hello, I can help with payments.');

    const events = visitor
      .messages()
      .filter((m) => m.event)
      .map((m) => m.event);
    expect(events).toEqual([
      'request.create',
      'request.handoff.requested',
      'request.agent.join',
      'request.handoff.success',
      'request.close',
    ]);
    visitor.send({ type: 'message', requestId, key, text: 'one more' });
    const closed = await visitor.next(isType('error'));
    expect(closed.code).toBe(2503);
  });

  it('catches up after a dropped socket with everything after the last number seen', async () => {
    const first = await open(urlA);
    const { requestId, key } = await first.request(
      { type: 'start', text: 'What is not covered by workers compensation?' },
      isType('started'),
    );
    const answer = await first.next(isMessage((m) => m.senderType === 'bot'));
    expect(answer.message.sources[0].title).toBe('What workers compensation covers');
    first.close();
    // Meanwhile the visitor asks for a person from another tab.
    const other = await open(urlB);
    other.send({ type: 'handoff', requestId, key });
    await other.next(isType('error'), 1500).catch(() => undefined);

    const again = await open(urlB);
    again.send({ type: 'resume', requestId, key, after: answer.message.seq });
    const caught = await again.next(isMessage((m) => m.event === 'request.handoff.requested'));
    expect(caught.message.seq).toBe(answer.message.seq + 1);
    expect(again.messages().every((m) => m.seq > answer.message.seq)).toBe(true);

    const history = await a.http
      .get(`/api/chat/requests/${requestId}/messages?after=2`)
      .set('x-chat-key', key)
      .expect(200);
    expect((history.body.items as Array<{ seq: number }>).map((m) => m.seq)[0]).toBe(3);
    const refused = await a.http.get(`/api/chat/requests/${requestId}/messages`).expect(403);
    expect(refused.body.code).toBe(2502);
    await a.http.get(`/api/chat/requests/${requestId}/messages`).set(bearer(admin)).expect(200);
  });

  it('fails the handoff after the configured wait and offers to leave an email', async () => {
    const visitor = await open(urlB);
    const { requestId, key } = await visitor.request(
      { type: 'start', text: 'Hello' },
      isType('started'),
    );
    await visitor.next(isMessage((m) => m.senderType === 'bot'));
    visitor.send({ type: 'handoff', requestId, key });
    const failure = await visitor.next(
      isMessage((m) => m.event === 'request.handoff.failure'),
      15_000,
    );
    expect(failure.message.body).toContain('Leave your email');
    visitor.send({ type: 'leaveEmail', requestId, key, email: 'callback@example.com' });
    await visitor.next(isMessage((m) => m.body.includes('callback@example.com')));
    const detail = await a.http
      .get(`/api/chat/requests/${requestId}`)
      .set(bearer(admin))
      .expect(200);
    expect(detail.body).toMatchObject({
      status: 'unanswered',
      contactEmail: 'callback@example.com',
    });
  }, 30_000);

  it('fails the handoff even when the instance that started the wait has stopped', async () => {
    const stopping = c!;
    const visitor = await ChatSocket.open(await listening(stopping));
    await visitor.request({ type: 'auth', token: null }, isType('ready'));
    const { requestId, key } = await visitor.request(
      { type: 'start', text: 'Hello' },
      isType('started'),
    );
    await visitor.next(isMessage((m) => m.senderType === 'bot'));
    visitor.send({ type: 'handoff', requestId, key });
    await visitor.next(isMessage((m) => m.event === 'request.handoff.requested'));
    visitor.close();
    c = undefined;
    await stopping.close();
    // The wait is a job in the database: another instance runs it.
    const again = await open(urlA);
    again.send({ type: 'resume', requestId, key, after: 0 });
    const failure = await again.next(
      isMessage((m) => m.event === 'request.handoff.failure'),
      15_000,
    );
    expect(failure.message.body).toContain('within 2 seconds');
  }, 40_000);

  it('answers bad frames with error frames and keeps the socket open', async () => {
    const s = await open(urlA);
    s.send('{not json');
    expect((await s.next(isType('error'))).code).toBe(2506);
    let from = s.frames.length;
    s.send({ type: 'launch.rockets' });
    expect((await s.next(isType('error'), 8000, from)).code).toBe(2507);
    from = s.frames.length;
    s.send({ type: 'start', text: 'x'.repeat(2001) });
    expect((await s.next(isType('error'), 8000, from)).code).toBe(2505);
    from = s.frames.length;
    s.send(JSON.stringify({ type: 'start', text: 'y'.repeat(40_000) }));
    expect((await s.next(isType('error'), 8000, from)).code).toBe(2505);
    from = s.frames.length;
    s.send({ type: 'resume', requestId: 'not-an-id', key: null, after: 0 });
    expect((await s.next(isType('error'), 8000, from)).code).toBe(2506);
    // The page is a path of the web app, the language one it speaks.
    for (const extra of [
      { page: 'javascript:alert(1)' },
      { page: `/${'p'.repeat(400)}` },
      { language: 'fr' },
    ]) {
      from = s.frames.length;
      s.send({ type: 'start', text: 'hello', ...extra });
      expect((await s.next(isType('error'), 8000, from)).code).toBe(2506);
    }
    from = s.frames.length;
    s.send({ type: 'staff.join', requestId: '00000000-0000-4000-8000-000000000000', after: 0 });
    expect((await s.next(isType('error'), 8000, from)).code).toBe(2508);
    from = s.frames.length;
    s.send(Buffer.from([0xff, 0x00, 0x12]));
    expect((await s.next(isType('error'), 8000, from)).code).toBe(2506);
    from = s.frames.length;
    s.send({ type: 'auth', token: 'not.a.token' });
    expect((await s.next(isType('error'), 8000, from)).code).toBe(2510);
    expect(await s.request({ type: 'ping' }, isType('pong'))).toEqual({ type: 'pong' });
    await a.http.get('/api/health').expect(200);
  });

  it('refuses lifecycle steps out of turn with their codes', async () => {
    const staff = await open(urlA, admin);
    const visitor = await open(urlA);
    const { requestId, key } = await visitor.request(
      { type: 'start', text: 'I would like to talk to a person' },
      isType('started'),
    );
    await visitor.next(isMessage((m) => m.event === 'request.handoff.requested'));
    const twice = await visitor.request({ type: 'handoff', requestId, key }, isType('error'));
    expect(twice.code).toBe(2511);
    const early = await visitor.request(
      { type: 'leaveEmail', requestId, key, email: 'me@example.com' },
      isType('error'),
    );
    expect(early.code).toBe(2511);
    const notJoined = await staff.request(
      { type: 'staff.reply', requestId, text: 'Hello' },
      isType('error'),
    );
    expect(notJoined.code).toBe(2509);
    staff.send({ type: 'staff.close', requestId });
    await visitor.next(isMessage((m) => m.event === 'request.close'));
    const closed = await staff.request(
      { type: 'staff.join', requestId, after: 0 },
      isType('error'),
    );
    expect(closed.code).toBe(2503);
    const badEmail = await visitor.request(
      { type: 'close', requestId, key, transcriptEmail: 'not-an-email' },
      isType('error'),
    );
    expect(badEmail.code).toBe(2506);
  });

  it('mails a transcript only to the signed-in asker’s confirmed email: a stranger’s address is refused (2735)', async () => {
    const sent = async (to: string) =>
      (
        (await a.app.get(DataSource).query(
          `SELECT count(*)::int AS n FROM mail_outbox
              WHERE to_address = $1 AND template = 'chat-transcript'`,
          [to],
        )) as Array<{ n: number }>
      )[0].n;
    const stranger = `stranger-${Date.now()}@example.com`;

    // A visitor: no address of theirs is known, so none is mailed.
    const visitor = await open(urlA);
    const first = await visitor.request(
      { type: 'start', text: 'Security alert: verify at evil.example' },
      isType('started'),
    );
    const refused = await visitor.request(
      { type: 'close', requestId: first.requestId, key: first.key, transcriptEmail: stranger },
      isType('error'),
    );
    expect(refused.code).toBe(2735);

    // A signed-in client whose email is not confirmed yet, and one naming another address.
    const unconfirmed = await registerClient(a, {}, { verified: false });
    const unconfirmedSocket = await open(urlA, unconfirmed.token);
    const second = await unconfirmedSocket.request(
      { type: 'start', text: 'What does cyber cover?' },
      isType('started'),
    );
    const unproven = await unconfirmedSocket.request(
      {
        type: 'close',
        requestId: second.requestId,
        key: second.key,
        transcriptEmail: unconfirmed.email,
      },
      isType('error'),
    );
    expect(unproven.code).toBe(2735);
    const client = await registerClient(a);
    const clientSocket = await open(urlA, client.token);
    const third = await clientSocket.request(
      { type: 'start', text: 'What does cyber cover?' },
      isType('started'),
    );
    const elsewhere = await clientSocket.request(
      { type: 'close', requestId: third.requestId, key: third.key, transcriptEmail: stranger },
      isType('error'),
    );
    expect(elsewhere.code).toBe(2735);
    expect(await sent(stranger)).toBe(0);
    expect(await sent(unconfirmed.email)).toBe(0);

    // Closing without a transcript is always possible.
    visitor.send({
      type: 'close',
      requestId: first.requestId,
      key: first.key,
      transcriptEmail: null,
    });
    await visitor.next(isMessage((m) => m.event === 'request.close'));
  });

  it("never lets someone follow another asker's chat without its key", async () => {
    const owner = await open(urlA);
    const { requestId } = await owner.request(
      { type: 'start', text: 'What does cyber cover?' },
      isType('started'),
    );
    const stranger = await open(urlA);
    const refused = await stranger.request(
      { type: 'resume', requestId, key: 'guessed-key', after: 0 },
      isType('error'),
    );
    expect(refused.code).toBe(2502);
    const post = await stranger.request(
      { type: 'message', requestId, text: 'hi' },
      isType('error'),
    );
    expect(post.code).toBe(2502);
  });

  it('limits messages per principal per minute', async () => {
    const client = await registerClient(a);
    const s = await open(urlA, client.token);
    const { requestId } = await s.request({ type: 'start', text: 'Hello' }, isType('started'));
    for (let i = 0; i < 14; i += 1) s.send({ type: 'message', requestId, text: `message ${i}` });
    const limited = await s.request(
      { type: 'message', requestId, text: 'one too many' },
      isType('error'),
    );
    expect(limited.code).toBe(2504);
  });

  it("lists each request with the asker's first question, page and wait, and closes the abandoned ones together", async () => {
    const abandon = async (text: string) => {
      const visitor = await open(urlB);
      const { requestId, key } = await visitor.request(
        { type: 'start', text, page: '/quotation', language: 'en' },
        isType('started'),
      );
      await visitor.next(isMessage((m) => m.senderType === 'bot'));
      visitor.send({ type: 'handoff', requestId, key });
      await visitor.next(
        isMessage((m) => m.event === 'request.handoff.failure'),
        15_000,
      );
      return requestId;
    };
    const first = await abandon('how do i get a COI for my landlord');
    const second = await abandon('Can I pay my premium monthly?');
    const list = await a.http
      .get('/api/chat/requests')
      .query({ filter: 'abandoned', pageSize: 100 })
      .set(bearer(admin))
      .expect(200);
    const items = list.body.items as Array<Record<string, unknown>>;
    const mine = items.find((r) => r.id === first);
    expect(mine).toMatchObject({
      status: 'unanswered',
      firstQuestion: 'how do i get a COI for my landlord',
      askerPage: '/quotation',
      askerLanguage: 'en',
      waitingSince: expect.any(String),
    });
    // The last message is the system's "nobody could join"; the question stays the asker's.
    expect(mine?.lastMessage).not.toBe(mine?.firstQuestion);
    expect(items.every((r) => r.status === 'unanswered' && r.contactEmail === null)).toBe(true);

    const client = await registerClient(a);
    await a.http
      .post('/api/chat/requests/close-abandoned')
      .set(bearer(client.token))
      .send({ ids: [first] })
      .expect(403);
    // An unknown id closes nothing.
    const unknown = await a.http
      .post('/api/chat/requests/close-abandoned')
      .set(bearer(admin))
      .send({ ids: [first, '00000000-0000-4000-8000-000000000000'] })
      .expect(404);
    expect(unknown.body.code).toBe(2501);
    await a.http
      .post('/api/chat/requests/close-abandoned')
      .set(bearer(admin))
      .send({ ids: [first] })
      .expect(200, { closed: 1, remaining: Number(list.body.total) - 1 });
    // Closed meanwhile: named again, it is refused and nothing else is closed.
    const again = await a.http
      .post('/api/chat/requests/close-abandoned')
      .set(bearer(admin))
      .send({ ids: [first, second] })
      .expect(409);
    expect(again.body.code).toBe(2875);
    const agent = await createAgent(a);
    const all = await a.http
      .post('/api/chat/requests/close-abandoned')
      .set(bearer(agent.token))
      .send({})
      .expect(200);
    expect(all.body).toMatchObject({ remaining: 0 });
    expect(all.body.closed).toBeGreaterThanOrEqual(1);
    const detail = await a.http.get(`/api/chat/requests/${second}`).set(bearer(admin)).expect(200);
    expect(detail.body).toMatchObject({ status: 'closed', waitingSince: null });
    await a.http
      .post('/api/chat/requests/close-abandoned')
      .set(bearer(admin))
      .send({ ids: [] })
      .expect(400);
  }, 60_000);

  it("shows staff who asks, and the asker's quote only when it is theirs", async () => {
    const client = await registerClient(a);
    const other = await registerClient(a);
    const own = await a.http
      .post('/api/quote/saveForLater')
      .set(bearer(client.token))
      .send({ coverageType: 'wc' })
      .expect(200);
    const others = await a.http
      .post('/api/quote/saveForLater')
      .set(bearer(other.token))
      .send({ coverageType: 'gl' })
      .expect(200);
    const s = await open(urlA, client.token);
    const mine = await s.request(
      { type: 'start', text: 'Hello', quoteId: own.body.id },
      isType('started'),
    );
    const theirs = await s.request(
      { type: 'start', text: 'Hello', quoteId: others.body.id },
      isType('started'),
    );
    const d1 = await a.http
      .get(`/api/chat/requests/${mine.requestId}`)
      .set(bearer(admin))
      .expect(200);
    expect(d1.body).toMatchObject({
      askerKind: 'client',
      askerEmail: client.email,
      askerQuoteId: own.body.id,
    });
    const d2 = await a.http
      .get(`/api/chat/requests/${theirs.requestId}`)
      .set(bearer(admin))
      .expect(200);
    expect(d2.body.askerQuoteId).toBeNull();
    // The client follows their own chat on a new socket without the key: they started it.
    const again = await open(urlB, client.token);
    again.send({ type: 'resume', requestId: mine.requestId, key: null, after: 0 });
    await again.next(isMessage((m) => m.event === 'request.create'));
    const agent = await createAgent(a);
    await a.http.get('/api/chat/requests').set(bearer(agent.token)).expect(200);
    await a.http.get('/api/chat/requests').set(bearer(client.token)).expect(403);
  });

  describe('assistant tools', () => {
    it("give a client their own quote and never another client's", async () => {
      const client = await registerClient(a);
      const other = await registerClient(a);
      const own = await a.http
        .post('/api/quote/saveForLater')
        .set(bearer(client.token))
        .send({ coverageType: 'wc' })
        .expect(200);
      const others = await a.http
        .post('/api/quote/saveForLater')
        .set(bearer(other.token))
        .send({ coverageType: 'gl' })
        .expect(200);
      const me = await a.http.get('/api/users/me').set(bearer(client.token)).expect(200);
      const tools = a.app.get(ChatTools).forAsker({
        kind: 'user',
        userId: me.body.id,
        role: 'client',
        sessionId: 'unused',
        email: client.email,
        emailVerified: true,
      });
      const mine = JSON.parse(await tools.call('get_quote_status', { quoteId: own.body.id }));
      expect(mine).toMatchObject({ quoteId: own.body.id, coverageType: 'wc' });
      const theirs = JSON.parse(await tools.call('get_quote_status', { quoteId: others.body.id }));
      expect(theirs).toEqual({ error: expect.any(String), status: 403 });
      const list = JSON.parse(await tools.call('list_my_quotes', {}));
      expect(list.quotes.map((q: { quoteId: string }) => q.quoteId)).toEqual([own.body.id]);

      // Through the chat itself, the same question about the other quote is refused.
      const s = await open(urlA, client.token);
      await s.request(
        { type: 'start', text: `What is the status of quote ${others.body.id}?` },
        isType('started'),
      );
      const answer = await s.next(isMessage((m) => m.senderType === 'bot'));
      expect(answer.message.body).toMatch(/^I cannot show that/);
      expect(answer.message.body).not.toContain('gl');
    });

    it('give a visitor nothing', async () => {
      const tools = a.app.get(ChatTools).forAsker(undefined);
      expect(tools.definitions).toEqual([]);
      expect(JSON.parse(await tools.call('list_my_quotes', {}))).toEqual({
        error: 'The tool list_my_quotes is not available',
      });
    });
  });
});

/** One address may hold only so many chat sockets open on an instance. */
describe('chat sockets per address', () => {
  let t: TestApp;
  let url: string;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ CHAT_SOCKETS_PER_ADDRESS: '3' });
    url = await listening(t);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  const ready = async () => {
    const s = await ChatSocket.open(url);
    sockets.push(s);
    await s.request({ type: 'auth', token: null }, isType('ready'));
    return s;
  };

  it('refuses the socket past the limit with 2743 and closes it, and takes one again once another closes', async () => {
    const first = await ready();
    await ready();
    await ready();

    // Listening from the start: the refusal comes with the handshake.
    const refused = new WebSocket(url);
    const [frame, code] = await Promise.all([
      new Promise<unknown>((resolve) =>
        refused.once('message', (data) => resolve(JSON.parse(String(data)))),
      ),
      new Promise<number>((resolve) => refused.once('close', resolve)),
    ]);
    expect(frame).toMatchObject({
      type: 'error',
      code: 2743,
      message: expect.stringContaining('Too many chat'),
    });
    expect(code).toBe(1013);

    const gone = new Promise<void>((resolve) => first.ws.once('close', () => resolve()));
    first.close();
    await gone;
    // The server counts the close when it sees it: a new socket is welcome soon after.
    let again: ChatSocket | undefined;
    for (let i = 0; i < 50 && !again; i += 1) {
      const s = await ChatSocket.open(url);
      sockets.push(s);
      const answer = await s
        .request(
          { type: 'auth', token: null },
          (f): f is Extract<typeof f, { type: 'ready' | 'error' }> =>
            f.type === 'ready' || f.type === 'error',
        )
        .catch(() => undefined);
      if (answer?.type === 'ready') again = s;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(again).toBeDefined();
  });
});
