/** The notes calls: who may use them, scopes, pinning and its order, archiving. */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@coverline/contracts';
import { adminToken, createAgent, createTestApp, type SignedIn, type TestApp } from './helpers/app';
import { bearer, codeOf, setQuoteState, startAsVisitor } from './quotes/quote-helpers';

interface Note {
  id: string;
  scope: string;
  applicationId: string | null;
  text: string;
  authorName: string | null;
  pinned: boolean;
  pinnedPosition: number | null;
  archived: boolean;
}

describe('notes on clients and policies', () => {
  let t: TestApp;
  let admin: string;
  let agent: SignedIn;
  let otherAgent: SignedIn;
  let clientId: string;
  let quoteId: string;
  let otherQuoteId: string;

  const base = () => `/api/notes/clients/${clientId}`;
  const add = (token: string, body: Record<string, unknown>) =>
    t.http.post(base()).set(bearer(token)).send(body);
  const act = (token: string, noteId: string, action: string) =>
    t.http.post(`${base()}/${noteId}/${action}`).set(bearer(token));
  const list = async (token: string) =>
    (await t.http.get(base()).set(bearer(token)).expect(200)).body as Note[];
  const noteOf = (res: { body: unknown }) => res.body as Note;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t);
    agent = await createAgent(t);
    otherAgent = await createAgent(t);
    const started = await startAsVisitor(t);
    clientId = started.quote.client.id;
    quoteId = started.quote.id;
    await setQuoteState(t, quoteId, { agentId: agent.id });
    otherQuoteId = (await startAsVisitor(t)).quote.id;
  });
  afterAll(() => t.close());

  it('lets the assigned agent add client and policy notes, and refuses another agent', async () => {
    const client = noteOf(
      await add(agent.token, { text: 'Prefers calls after 3pm', scope: 'client' }).expect(201),
    );
    expect(client).toMatchObject({ scope: 'client', applicationId: null, pinned: false });
    expect(client.authorName).toBeTruthy();
    const policy = noteOf(
      await add(agent.token, {
        text: 'Carrier asked for loss runs',
        scope: 'policy',
        applicationId: quoteId,
      }).expect(201),
    );
    expect(policy).toMatchObject({ scope: 'policy', applicationId: quoteId });

    const refused = await t.http.get(base()).set(bearer(otherAgent.token)).expect(403);
    expect(codeOf(refused)).toBe(1301);
    expect(codeOf(await add(otherAgent.token, { text: 'x', scope: 'client' }).expect(403))).toBe(
      1301,
    );
    expect(codeOf(await act(otherAgent.token, client.id, 'pin').expect(403))).toBe(1301);
    const ids = (await list(admin)).map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining([client.id, policy.id]));
  });

  it('refuses a policy note without an application, or about another client’s', async () => {
    await add(admin, { text: 'x', scope: 'policy' }).expect(400);
    expect(
      codeOf(
        await add(admin, { text: 'x', scope: 'policy', applicationId: otherQuoteId }).expect(400),
      ),
    ).toBe(ErrorCode.NoteApplicationNotOfClient);
    expect(
      codeOf(await add(admin, { text: 'x', scope: 'client', applicationId: quoteId }).expect(400)),
    ).toBe(ErrorCode.NoteApplicationOnlyForPolicy);
    await add(admin, { text: 'x'.repeat(2001), scope: 'client' }).expect(400);
    await add(admin, { text: '', scope: 'client' }).expect(400);
  });

  it('answers 404 for a client or a note that does not exist', async () => {
    expect(
      codeOf(await t.http.get(`/api/notes/clients/${randomUUID()}`).set(bearer(admin)).expect(404)),
    ).toBe(ErrorCode.ClientNotFound);
    expect(codeOf(await act(admin, randomUUID(), 'pin').expect(404))).toBe(ErrorCode.NoteNotFound);
  });

  it('pins, unpins and reorders pinned notes; the ids must be exactly the pinned set', async () => {
    const [a, b, c] = await Promise.all(
      ['first', 'second', 'third'].map(
        async (text) => noteOf(await add(admin, { text, scope: 'client' }).expect(201)).id,
      ),
    );
    for (const id of [a, b, c])
      expect(noteOf(await act(agent.token, id, 'pin').expect(200)).pinned).toBe(true);
    const pinnedIds = async () => (await list(admin)).filter((n) => n.pinned).map((n) => n.id);
    expect(await pinnedIds()).toEqual([a, b, c]);

    const reorder = (noteIds: string[], token = admin) =>
      t.http.put(`${base()}/pinned`).set(bearer(token)).send({ noteIds });
    const reordered = (await reorder([c, a, b]).expect(200)).body as Note[];
    expect(reordered.map((n) => [n.id, n.pinnedPosition])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    for (const wrong of [
      [c, a],
      [c, a, b, b],
      [c, a, randomUUID()],
    ]) {
      expect(codeOf(await reorder(wrong).expect(400))).toBe(ErrorCode.NotePinnedOrderMismatch);
    }
    expect(codeOf(await reorder([c, a, b], otherAgent.token).expect(403))).toBe(1301);

    await act(admin, a, 'unpin').expect(200);
    expect(await pinnedIds()).toEqual([c, b]);
    const positions = (await list(admin)).filter((n) => n.pinned).map((n) => n.pinnedPosition);
    expect(positions).toEqual([0, 1]);
    await reorder([b, c], agent.token).expect(200);
    expect(await pinnedIds()).toEqual([b, c]);
  });

  it('archives a note out of the pinned list, refuses to pin it, and unarchives it', async () => {
    const id = noteOf(await add(admin, { text: 'to archive', scope: 'client' }).expect(201)).id;
    await act(admin, id, 'pin').expect(200);
    const archived = noteOf(await act(agent.token, id, 'archive').expect(200));
    expect(archived).toMatchObject({ archived: true, pinned: false, pinnedPosition: null });
    expect(codeOf(await act(admin, id, 'pin').expect(409))).toBe(ErrorCode.NoteArchivedNotPinnable);
    const back = noteOf(await act(admin, id, 'unarchive').expect(200));
    expect(back).toMatchObject({ archived: false, pinned: false });
    expect(codeOf(await act(otherAgent.token, id, 'archive').expect(403))).toBe(1301);
  });
});
