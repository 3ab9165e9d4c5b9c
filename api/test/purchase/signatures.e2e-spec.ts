import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import { PurchaseSignaturesService } from '../../src/purchase/checkout/purchase-signatures.service';
import {
  adminToken,
  createTestApp,
  mailTo,
  registerClient,
  type CapturedMail,
  type TestApp,
} from '../helpers/app';
import { pagePath, PAYING_CARD, signedResultOf } from '../payments/payments-helpers';
import { bearer, codeOf, readyToBindQuoteStatus } from './checkout-helpers';
import { billedQuote, startCheckout } from './purchase-helpers';

const tokenFrom = (mail: CapturedMail): string => {
  const match = /\/sign\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no signing link in mail ${mail.subject}`);
  return match[1];
};

describe('signatures in the purchase', () => {
  let t: TestApp;
  let db: DataSource;
  let packets: PurchaseSignaturesService;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX_LATENCY_MS: '20' });
    db = t.app.get(DataSource);
    packets = t.app.get(PurchaseSignaturesService);
  });

  afterAll(() => t?.close());

  const count = async (sql: string, params: unknown[]) =>
    Number(((await db.query(sql, params)) as Array<{ n: string }>)[0].n);

  const packetsOf = (quoteId: string) =>
    count(
      `SELECT count(*) n FROM signature_packets WHERE application_id = $1 AND kind = 'application'`,
      [quoteId],
    );

  const ownerStatus = async (quoteId: string) =>
    (
      (await db.query(
        `SELECT o.signature_status s FROM business_owners o JOIN applications a ON a.business_id = o.business_id WHERE a.id = $1`,
        [quoteId],
      )) as Array<{ s: string }>
    ).map((r) => r.s);

  /** A visitor's WC quote, paid: Awaiting signatures with the packet's job queued. */
  async function paidQuote() {
    const ready = await billedQuote(t);
    const started = await startCheckout(t, ready.guestToken, ready.quote.id).expect(200);
    const res = await t.http
      .post(pagePath(started.body.redirectUrl as string))
      .type('form')
      .send(PAYING_CARD)
      .expect(303);
    const signed = signedResultOf(res.headers.location as string);
    await t.http.post('/api/quote/checkout/ascend/callback').send(signed).expect(200);
    return { ...ready, signed };
  }

  it('sends the packet from the payment job, lets the owner read and sign, and completes once', async () => {
    const { quote, guestToken, email, signed } = await paidQuote();
    expect(await readyToBindQuoteStatus(t, quote.id)).toBe('Awaiting signatures');
    expect(await packetsOf(quote.id)).toBe(0);

    await packets.drain();
    await packets.drain();
    expect(await packetsOf(quote.id)).toBe(1);
    expect(await ownerStatus(quote.id)).toEqual(['Sent']);

    // The owner has no email of their own, so the link goes to the client's.
    const [request] = (await mailTo(t, email)).filter((m) => m.template === 'signature-request');
    const token = tokenFrom(request);
    const view = await t.http.get(`/api/signatures/sign/${token}`).expect(200);
    expect(view.body).toMatchObject({ signerName: 'Pat Owner', status: 'viewed' });
    const documents = view.body.documents as Array<{
      documentId: string;
      title: string;
      url: string;
    }>;
    expect(documents.map((d) => d.title)).toEqual([
      'Quote proposal',
      'Workers compensation application (ACORD 130)',
    ]);
    for (const d of documents) {
      const file = await t.http.get(d.url).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    const otherDocument = '00000000-0000-4000-8000-000000000000';
    expect(
      codeOf(
        await t.http.get(`/api/signatures/sign/${token}/documents/${otherDocument}`).expect(404),
      ),
    ).toBe(ErrorCode.SigningDocumentNotInPacket);
    expect(
      codeOf(
        await t.http
          .get(`/api/signatures/sign/not-a-token/documents/${documents[0].documentId}`)
          .expect(404),
      ),
    ).toBe(ErrorCode.SigningLinkInvalid);

    const listed = await t.http
      .get('/api/wc/owner_packets')
      .query({ quoteId: quote.id })
      .set(bearer(guestToken))
      .expect(200);
    expect(listed.body).toMatchObject({ packetStatus: 'sent' });
    expect(listed.body.signers[0]).toMatchObject({ name: 'Pat Owner', status: 'viewed' });
    expect(listed.body.signers[0].email).toMatch(/^.•••@/);
    const asAdmin = await t.http
      .get('/api/wc/owner_packets')
      .query({ quoteId: quote.id })
      .set(bearer(await adminToken(t)))
      .expect(200);
    expect(asAdmin.body.signers[0].email).toBe(email);

    const receipt = await t.http
      .post(`/api/signatures/sign/${token}`)
      .send({ typedName: 'Pat Owner', consent: true })
      .expect(200);
    expect(receipt.body.packetCompleted).toBe(true);
    expect(await readyToBindQuoteStatus(t, quote.id)).toBe('Completed');
    expect(await ownerStatus(quote.id)).toEqual(['Signed']);
    const done = (await mailTo(t, email)).filter((m) => m.template === 'signatures-complete');
    expect(done).toHaveLength(1);
    expect(done[0].text).toContain('All signatures are in for your workers compensation purchase');
    expect(done[0].text).not.toContain('being issued');
    // A signed link still opens its documents.
    await t.http.get(documents[0].url).expect(200);

    // A replayed callback and a late job change nothing.
    await t.http.post('/api/quote/checkout/ascend/callback').send(signed).expect(200);
    await packets.drain();
    expect(await packetsOf(quote.id)).toBe(1);
    expect(await readyToBindQuoteStatus(t, quote.id)).toBe('Completed');
    // Bought: the guest token is spent; an admin still hears why nothing is sent again.
    await t.http
      .post('/api/quote/signaturePacket')
      .set(bearer(guestToken))
      .send({ quoteId: quote.id })
      .expect(401);
    expect(
      codeOf(
        await t.http
          .post('/api/quote/signaturePacket')
          .set(bearer(await adminToken(t)))
          .send({ quoteId: quote.id })
          .expect(409),
      ),
    ).toBe(1803);
  });

  it('sends the packet on request before the job runs, then re-sends a new link', async () => {
    const { quote, guestToken, email } = await paidQuote();
    const first = await t.http
      .post('/api/quote/signaturePacket')
      .set(bearer(guestToken))
      .send({ quoteId: quote.id })
      .expect(200);
    expect(first.body.packetStatus).toBe('sent');
    await packets.drain();
    expect(await packetsOf(quote.id)).toBe(1);
    const oldToken = tokenFrom(
      (await mailTo(t, email)).find((m) => m.template === 'signature-request')!,
    );

    const signerId = first.body.signers[0].signerId as string;
    await t.http
      .post('/api/wc/owner_packets/resend')
      .set(bearer(guestToken))
      .send({ quoteId: quote.id, signerId })
      .expect(200);
    expect(codeOf(await t.http.get(`/api/signatures/sign/${oldToken}`).expect(404))).toBe(
      ErrorCode.SigningLinkInvalid,
    );
    const requests = (await mailTo(t, email)).filter((m) => m.template === 'signature-request');
    expect(requests).toHaveLength(2);

    const other = await registerClient(t);
    expect(
      codeOf(
        await t.http
          .get('/api/wc/owner_packets')
          .query({ quoteId: quote.id })
          .set(bearer(other.token))
          .expect(403),
      ),
    ).toBe(1203);
    expect(
      codeOf(
        await t.http
          .post('/api/wc/owner_packets/resend')
          .set(bearer(guestToken))
          .send({ quoteId: quote.id, signerId: '00000000-0000-4000-8000-000000000000' })
          .expect(404),
      ),
    ).toBe(1972);
    expect(
      codeOf(
        await t.http
          .get('/api/wc/owner_packets')
          .query({ quoteId: '00000000-0000-4000-8000-000000000000' })
          .set(bearer(guestToken))
          .expect(404),
      ),
    ).toBe(ErrorCode.QuoteNotFound);
  });

  it('mails an excluded owner their exclusion waiver, and refuses it for an included one', async () => {
    const { quote, guestToken, email } = await paidQuote();
    const ownerId = quote.business!.owners[0].id;
    const res = await t.http
      .post('/api/users/request-waiver')
      .set(bearer(guestToken))
      .send({ quoteId: quote.id, ownerId })
      .expect(200);
    expect(res.body.signers).toEqual([
      expect.objectContaining({ kind: 'waiver', ownerId, name: 'Pat Owner', status: 'sent' }),
    ]);
    const waiverMail = (await mailTo(t, email)).find((m) => m.template === 'signature-request')!;
    expect(waiverMail.text).toContain('Officer exclusion waiver');
    const token = tokenFrom(waiverMail);
    const view = await t.http.get(`/api/signatures/sign/${token}`).expect(200);
    await t.http.get(view.body.documents[0].url as string).expect(200);
    await t.http
      .post(`/api/signatures/sign/${token}`)
      .send({ typedName: 'Pat Owner', consent: true })
      .expect(200);
    // The waiver does not complete the application.
    expect(await readyToBindQuoteStatus(t, quote.id)).toBe('Awaiting signatures');
    expect(
      codeOf(
        await t.http
          .post('/api/users/request-waiver')
          .set(bearer(guestToken))
          .send({ quoteId: quote.id, ownerId })
          .expect(409),
      ),
    ).toBe(1973);

    await db.query(`UPDATE business_owners SET inclusion = 'Included' WHERE id = $1`, [ownerId]);
    expect(
      codeOf(
        await t.http
          .post('/api/users/request-waiver')
          .set(bearer(guestToken))
          .send({ quoteId: quote.id, ownerId })
          .expect(409),
      ),
    ).toBe(1971);
  });

  it('keeps a client’s e-signature profile and offers its name to sign with', async () => {
    const client = await registerClient(t);
    const res = await t.http
      .post('/api/users/set-anvil')
      .set(bearer(client.token))
      .send({ legalName: 'Pat Owner', consent: true })
      .expect(200);
    expect(res.body.legalName).toBe('Pat Owner');
    await t.http
      .post('/api/users/set-anvil')
      .set(bearer(client.token))
      .send({ legalName: 'Pat Owner', consent: false })
      .expect(400);
  });
});
