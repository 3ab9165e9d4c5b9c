import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { ErrorCode, Limits } from '@coverline/contracts';
import { formatCents } from '../src/quoting/rating/money';
import {
  adminToken,
  createAgent,
  createTestApp,
  mailTo,
  registerClient,
  type SignedIn,
  type TestApp,
} from './helpers/app';
import { pdfPages } from './helpers/pdf-text';
import {
  bearer,
  codeOf,
  quoteOf,
  setQuoteState,
  submittedWcQuote,
  type QuoteBody,
} from './quotes/quote-helpers';

interface DocumentBody {
  id: string;
  type: string;
  fileName: string;
  contentType: string;
  active: boolean;
  source: string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);

/** Supertest collects a binary answer's bytes when asked to. */
const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('quote documents', () => {
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

  /** A rated workers compensation quote assigned to the agent, optionally with a selection. */
  async function ratedQuote(
    select = true,
    overrides: Record<string, unknown> = {},
  ): Promise<{ quote: QuoteBody; guestToken: string }> {
    const { quote, guestToken } = await submittedWcQuote(t, overrides);
    let rated = quoteOf(
      await t.http
        .post('/api/wc/quotes')
        .set(bearer(guestToken))
        .send({ quoteId: quote.id })
        .expect(200),
    );
    if (select) {
      const bindable = rated.carrierQuotes.find((q) => q.bindability === 'BINDABLE_THRU_API')!;
      rated = quoteOf(
        await t.http
          .post('/api/quote/setQuoteSelected')
          .set(bearer(guestToken))
          .send({ id: rated.id, version: rated.version, carrierQuoteId: bindable.id })
          .expect(200),
      );
    }
    await setQuoteState(t, quote.id, { agentId: agent.id });
    return { quote: rated, guestToken };
  }

  const selected = (quote: QuoteBody) =>
    quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!;

  const setProposal = (token: string, quoteId: string, documentId?: string) =>
    t.http
      .post('/api/quote/setQuoteProposal')
      .set(bearer(token))
      .send(documentId ? { quoteId, documentId } : { quoteId });

  const list = async (token: string, quoteId: string) =>
    (await t.http.get(`/api/quote/${quoteId}/documents`).set(bearer(token)).expect(200))
      .body as DocumentBody[];

  const download = (token: string, quoteId: string, documentId: string) =>
    t.http
      .get(`/api/quote/${quoteId}/documents/${documentId}`)
      .set(bearer(token))
      .buffer(true)
      .parse(binary);

  /** A download refused: the answer is the JSON envelope. */
  const refusedDownload = async (token: string, quoteId: string, documentId: string) =>
    codeOf(
      await t.http
        .get(`/api/quote/${quoteId}/documents/${documentId}`)
        .set(bearer(token))
        .expect(403),
    );

  const upload = (token: string, quoteId: string, type: string, file: Buffer, name: string) =>
    t.http
      .post(`/api/quote/${quoteId}/documents`)
      .set(bearer(token))
      .field('type', type)
      .attach('file', file, name);

  const pdfText = async (bytes: Buffer) => (await pdfPages(bytes)).join('\n');

  describe('quote/setQuoteProposal', () => {
    it('asks to choose a carrier quote first when none is chosen (2794)', async () => {
      const { quote } = await ratedQuote(false);
      for (const token of [admin, agent.token]) {
        const res = await setProposal(token, quote.id).expect(409);
        expect(codeOf(res)).toBe(ErrorCode.CarrierQuoteNotChosen);
        expect((res.body as { message: string }).message).toMatch(/^Choose a carrier quote first/);
      }
    });

    it('is not ready while the chosen carrier quote has no price (1951)', async () => {
      const { quote } = await ratedQuote();
      await t.app
        .get(DataSource)
        .query(`UPDATE carrier_quotes SET annual_premium_cents = NULL WHERE id = $1`, [
          quote.selectedCarrierQuoteId,
        ]);
      const res = await setProposal(admin, quote.id).expect(409);
      expect(codeOf(res)).toBe(1951);
    });

    it('generates the proposal of the selected quote: a PDF with the business and premium', async () => {
      const { quote, guestToken } = await ratedQuote();
      const res = await setProposal(agent.token, quote.id).expect(200);
      const proposal = res.body as DocumentBody;
      expect(proposal).toMatchObject({
        type: 'QUOTE_PROPOSAL',
        contentType: 'application/pdf',
        active: true,
        source: 'generated',
      });
      expect(proposal).not.toHaveProperty('storageKey');

      const file = await download(guestToken, quote.id, proposal.id).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Quote proposal/);
      const text = await pdfText(file.body as Buffer);
      expect(text).toContain(quote.business.businessName);
      expect(text).toContain(formatCents(selected(quote).annualPremiumCents!));
      expect(text).toContain(selected(quote).carrier);
    });

    it('a new proposal retires the one before; clients see only the one in use', async () => {
      const { quote, guestToken } = await ratedQuote();
      const first = (await setProposal(admin, quote.id).expect(200)).body as DocumentBody;
      const second = (await setProposal(admin, quote.id).expect(200)).body as DocumentBody;
      const staffView = await list(admin, quote.id);
      expect(staffView.map((d) => [d.id, d.active])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
      expect((await list(guestToken, quote.id)).map((d) => d.id)).toEqual([second.id]);
      // The retired one is not the client's to download; staff still may.
      expect(await refusedDownload(guestToken, quote.id, first.id)).toBe(1203);
      await download(admin, quote.id, first.id).expect(200);
      // Choosing an uploaded or earlier proposal makes it the one in use again.
      await setProposal(admin, quote.id, first.id).expect(200);
      expect((await list(guestToken, quote.id)).map((d) => d.id)).toEqual([first.id]);
    });

    it('is for staff: clients are refused, an agent only on the quotes assigned to them', async () => {
      const { quote, guestToken } = await ratedQuote();
      await setProposal(guestToken, quote.id).expect(403);
      expect(codeOf(await setProposal(otherAgent.token, quote.id).expect(403))).toBe(1301);
      await setProposal(admin, '3f0e8a52-6f4b-4c1e-9d7a-2b8c4e6f1a3d').expect(404);
    });
  });

  describe('staff upload', () => {
    it('keeps a PDF and answers it without its storage key', async () => {
      const { quote } = await ratedQuote();
      const res = await upload(agent.token, quote.id, 'QUOTE_APPLICATION', PDF, 'acord.pdf');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        type: 'QUOTE_APPLICATION',
        fileName: 'acord.pdf',
        source: 'uploaded',
        active: true,
      });
      const file = await download(admin, quote.id, (res.body as DocumentBody).id).expect(200);
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    });

    it('keeps a Unicode file name as typed and offers it back on download (RFC 5987)', async () => {
      const { quote } = await ratedQuote();
      const name = 'Déclaration de sinistre – Zoë 日本.pdf';
      const res = await upload(agent.token, quote.id, 'QUOTE_APPLICATION', PDF, name).expect(201);
      expect((res.body as DocumentBody).fileName).toBe(name);
      expect((await list(admin, quote.id)).map((d) => d.fileName)).toContain(name);
      const file = await download(admin, quote.id, (res.body as DocumentBody).id).expect(200);
      const disposition = String(file.headers['content-disposition']);
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
      // Old clients get an ASCII stand-in rather than bytes they would garble.
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+";/);
    });

    it('refuses a PNG named .pdf, an unknown type and an oversized file, in the envelope', async () => {
      const { quote } = await ratedQuote();
      const renamed = await upload(admin, quote.id, 'COI', PNG, 'certificate.pdf').expect(400);
      expect(codeOf(renamed)).toBe(ErrorCode.UploadNameMismatch);
      expect((renamed.body as { message: string }).message).toMatch(/PNG/);
      await upload(admin, quote.id, 'POLICY_SUMMARY', PDF, 'summary.pdf').expect(400);
      const huge = Buffer.concat([PDF, Buffer.alloc(Limits.documentUploadMaxBytes)]);
      const oversized = await upload(admin, quote.id, 'COI', huge, 'big.pdf');
      expect(oversized.status).toBe(413);
      expect(oversized.body).toMatchObject({ statusCode: 413 });
      expect(await list(admin, quote.id)).toEqual([]);
    });

    it('is refused to clients and guests', async () => {
      const { quote, guestToken } = await ratedQuote();
      await upload(guestToken, quote.id, 'COI', PDF, 'coi.pdf').expect(403);
    });
  });

  describe('quote/setDocumentActive', () => {
    it('switches the document in use; certificates are switched one by one', async () => {
      const { quote, guestToken } = await ratedQuote();
      const a = (await upload(admin, quote.id, 'COI', PDF, 'holder-a.pdf').expect(201))
        .body as DocumentBody;
      const b = (await upload(admin, quote.id, 'COI', PDF, 'holder-b.pdf').expect(201))
        .body as DocumentBody;
      expect((await list(guestToken, quote.id)).map((d) => d.id).sort()).toEqual(
        [a.id, b.id].sort(),
      );
      await t.http
        .post('/api/quote/setDocumentActive')
        .set(bearer(agent.token))
        .send({ quoteId: quote.id, documentId: a.id, active: false })
        .expect(200);
      expect((await list(guestToken, quote.id)).map((d) => d.id)).toEqual([b.id]);

      const p1 = (await upload(admin, quote.id, 'QUOTE_PROPOSAL', PDF, 'p1.pdf'))
        .body as DocumentBody;
      const p2 = (await upload(admin, quote.id, 'QUOTE_PROPOSAL', PDF, 'p2.pdf'))
        .body as DocumentBody;
      const res = await t.http
        .post('/api/quote/setDocumentActive')
        .set(bearer(admin))
        .send({ quoteId: quote.id, documentId: p1.id })
        .expect(200);
      expect((res.body as DocumentBody).active).toBe(true);
      const proposals = (await list(admin, quote.id)).filter((d) => d.type === 'QUOTE_PROPOSAL');
      expect(proposals.find((d) => d.id === p2.id)?.active).toBe(false);
    });

    it('answers 404 for a document of another quote', async () => {
      const { quote } = await ratedQuote();
      const other = await ratedQuote();
      const doc = (await upload(admin, other.quote.id, 'COI', PDF, 'c.pdf')).body as DocumentBody;
      const res = await t.http
        .post('/api/quote/setDocumentActive')
        .set(bearer(admin))
        .send({ quoteId: quote.id, documentId: doc.id })
        .expect(404);
      expect(codeOf(res)).toBe(ErrorCode.DocumentNotFound);
    });
  });

  describe('mail', () => {
    /** The documents whose files the mail attaches, in order. */
    const attachedDocumentIds = async (mailId: string) =>
      (
        await t.app.get(DataSource).query<Array<{ id: string }>>(
          `SELECT d.id
             FROM mail_outbox o, jsonb_array_elements(o.attachments) WITH ORDINALITY AS a(file, n)
             JOIN documents d ON d.storage_key = a.file->>'storageKey'
            WHERE o.id = $1
            ORDER BY a.n`,
          [mailId],
        )
      ).map((row) => row.id);

    it('sendQuoteDocuments mails the proposal and a generated ACORD 130 as attachments', async () => {
      // Other suites may edit the question set meanwhile: answer whatever it asks first now.
      const asked = (await t.http.get('/api/employers/questions').query({ coverage: 'wc' }))
        .body as { questions: Array<{ id: string; text: string }> };
      const [question] = asked.questions;
      const { quote } = await ratedQuote(true, {
        underwritingAnswers: { [question.id]: 'No' },
      });
      const before = await t.http
        .post('/api/quote/sendQuoteDocuments')
        .set(bearer(admin))
        .send({ quoteId: quote.id })
        .expect(409);
      expect(codeOf(before)).toBe(1951);

      const proposal = (await setProposal(admin, quote.id).expect(200)).body as DocumentBody;
      const res = await t.http
        .post('/api/quote/sendQuoteDocuments')
        .set(bearer(agent.token))
        .send({ quoteId: quote.id })
        .expect(200);
      const sent = res.body as { sentTo: string; documents: DocumentBody[] };
      expect(sent.sentTo).toBe(quote.client.email);
      expect(sent.documents.map((d) => d.type)).toEqual(['QUOTE_PROPOSAL', 'QUOTE_APPLICATION']);
      expect(sent.documents[0].id).toBe(proposal.id);

      const [mail] = await mailTo(t, quote.client.email);
      expect(mail.template).toBe('quote-documents');
      expect(mail.text).toContain(`/quotation?quoteId=${quote.id}`);
      expect(await attachedDocumentIds(mail.id)).toEqual(sent.documents.map((d) => d.id));
      // Both staff actions are in the quote's history, with what they concerned.
      const trail = (
        await t.http.get(`/api/quote/${quote.id}/audit`).set(bearer(admin)).expect(200)
      ).body as Array<{ action: string; after: Record<string, unknown> }>;
      expect(trail.map((r) => r.action)).toEqual(['sendQuoteDocuments', 'setQuoteProposal']);
      expect(trail[0].after).toEqual({
        sentTo: quote.client.email,
        attached: sent.documents.map((d) => d.fileName).join(', '),
      });
      expect(trail[1].after).toMatchObject({ documentType: 'QUOTE_PROPOSAL' });

      const acord = await download(admin, quote.id, sent.documents[1].id).expect(200);
      const text = await pdfText(acord.body as Buffer);
      expect(text).toContain(quote.business.businessName);
      expect(text).toContain(formatCents(selected(quote).annualPremiumCents!));
      expect(text).toContain('0042');
      // The underwriting answers print with their questions' texts.
      const firstWord = question.text.split(/\s+/)[0].replace(/[^\w]/g, '');
      expect(text).toMatch(new RegExp(`GENERAL INFORMATION[\\s\\S]*${firstWord}`));
    });

    it('asks for confirmation when the quotes have differing effective dates', async () => {
      const { quote } = await ratedQuote();
      await setProposal(admin, quote.id).expect(200);
      const other = quote.carrierQuotes.find(
        (q) => q.id !== quote.selectedCarrierQuoteId && q.annualPremiumCents !== null,
      )!;
      await t.app
        .get(DataSource)
        .query(`UPDATE carrier_quotes SET effective_date = effective_date + 1 WHERE id = $1`, [
          other.id,
        ]);
      const send = (body: Record<string, unknown>) =>
        t.http
          .post('/api/quote/sendQuoteDocuments')
          .set(bearer(admin))
          .send({ quoteId: quote.id, ...body });
      expect(codeOf(await send({}).expect(409))).toBe(1953);
      await send({ confirmDifferingEffectiveDates: true }).expect(200);
    });

    it('sendQuoteCertificates mails the certificates in use, and says when there is none', async () => {
      const { quote } = await ratedQuote();
      const send = () =>
        t.http
          .post('/api/quote/sendQuoteCertificates')
          .set(bearer(agent.token))
          .send({ quoteId: quote.id });
      expect(codeOf(await send().expect(409))).toBe(1957);
      const coi = (await upload(admin, quote.id, 'COI', PDF, 'coi.pdf')).body as DocumentBody;
      const res = await send().expect(200);
      expect((res.body as { documents: DocumentBody[] }).documents.map((d) => d.id)).toEqual([
        coi.id,
      ]);
      const [mail] = await mailTo(t, quote.client.email);
      expect(mail.template).toBe('quote-certificates');
      expect(await attachedDocumentIds(mail.id)).toEqual([coi.id]);
    });

    /** The guest token a mailed quote link carries, if any. */
    const linkToken = (text: string, quoteId: string) => {
      const match = new RegExp(`/quotation\\?quoteId=${quoteId}&guestToken=([\\w.-]+)`).exec(text);
      return match ? match[1] : null;
    };

    it('sendQuoteToClient: the assigned agent and admins mail a link that opens the quote at first use', async () => {
      const { quote } = await ratedQuote();
      const send = (token: string) =>
        t.http.post('/api/quote/sendQuoteToClient').set(bearer(token)).send({ quoteId: quote.id });
      expect(codeOf(await send(otherAgent.token).expect(403))).toBe(1301);
      const res = await send(agent.token).expect(200);
      expect(res.body).toEqual({ sentTo: quote.client.email, documents: [] });
      const [mail] = await mailTo(t, quote.client.email);
      expect(mail.template).toBe('quote-link');
      expect(mail.html).toContain(`/quotation?quoteId=${quote.id}`);
      // The client has no account: the link carries access to this one quote.
      const token = linkToken(mail.text, quote.id);
      expect(token).not.toBeNull();
      const opened = await t.http
        .get(`/api/quote/getQuote/${quote.id}`)
        .set(bearer(token!))
        .expect(200);
      expect(quoteOf(opened).id).toBe(quote.id);
      await send(admin).expect(200);
    });

    it('sendQuoteToClient sends an account holder through sign-in, with no token', async () => {
      const { quote } = await ratedQuote();
      await registerClient(t, { email: quote.client.email });
      await t.http
        .post('/api/quote/sendQuoteToClient')
        .set(bearer(agent.token))
        .send({ quoteId: quote.id })
        .expect(200);
      const [mail] = await mailTo(t, quote.client.email);
      expect(mail.template).toBe('quote-link');
      expect(linkToken(mail.text, quote.id)).toBeNull();
      expect(mail.text).toContain(
        `/login?redirect=${encodeURIComponent(`/quotation?quoteId=${quote.id}`)}`,
      );
      const trail = (
        await t.http.get(`/api/quote/${quote.id}/audit`).set(bearer(admin)).expect(200)
      ).body as Array<{ action: string; after: Record<string, unknown> }>;
      expect(trail[0]).toMatchObject({
        action: 'sendQuoteToClient',
        after: { sentTo: quote.client.email, attached: null },
      });
    });

    it('the proposal mail’s link opens the quote for a client without an account', async () => {
      const { quote } = await ratedQuote();
      await setProposal(agent.token, quote.id).expect(200);
      await t.http
        .post('/api/quote/sendQuoteDocuments')
        .set(bearer(agent.token))
        .send({ quoteId: quote.id })
        .expect(200);
      const [mail] = await mailTo(t, quote.client.email);
      expect(mail.template).toBe('quote-documents');
      const token = linkToken(mail.text, quote.id);
      expect(token).not.toBeNull();
      await t.http.get(`/api/quote/getQuote/${quote.id}`).set(bearer(token!)).expect(200);
    });
  });

  describe('list and download', () => {
    it('a signed-in client reads their quote’s documents, another client is refused', async () => {
      const { quote } = await ratedQuote();
      const proposal = (await setProposal(admin, quote.id).expect(200)).body as DocumentBody;
      const owner = await registerClient(t, { email: quote.client.email });
      const stranger = await registerClient(t);
      expect((await list(owner.token, quote.id)).map((d) => d.id)).toEqual([proposal.id]);
      await download(owner.token, quote.id, proposal.id).expect(200);
      const refused = await t.http
        .get(`/api/quote/${quote.id}/documents`)
        .set(bearer(stranger.token))
        .expect(403);
      expect(codeOf(refused)).toBe(1203);
      expect(await refusedDownload(stranger.token, quote.id, proposal.id)).toBe(1203);
    });
  });
});
