import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import {
  SignaturesService,
  type PacketCompleted,
} from '../src/purchase/signatures/signatures.service';
import { createTestApp, mailTo, uniqueEmail, type CapturedMail, type TestApp } from './helpers/app';
import { startAsVisitor } from './quotes/quote-helpers';

const tokenFrom = (mail: CapturedMail): string => {
  const match = /\/sign\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no signing link in mail ${mail.subject}`);
  return match[1];
};

const consentAs = (typedName: string) => ({ typedName, consent: true });

describe('signature packets and the sandbox signing page', () => {
  let t: TestApp;
  let signatures: SignaturesService;
  const completions: PacketCompleted[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    signatures = t.app.get(SignaturesService);
    signatures.onPacketCompleted((event) => {
      completions.push(event);
    });
  });

  afterAll(() => t?.close());

  async function sendPacket(names = ['Jane Owner', 'Omar Officer']) {
    const { quote } = await startAsVisitor(t);
    const signers = names.map((name, i) => ({
      name,
      email: uniqueEmail(`signer${i}`),
      title: i === 0 ? 'Owner' : 'Vice president',
    }));
    const packet = await signatures.createPacket({
      applicationId: quote.id,
      businessName: 'Harbor Bakery LLC',
      documents: [
        { documentId: 'acord-130', title: 'Workers compensation application' },
        { documentId: 'proposal', title: 'Quote proposal', url: 'https://example.com/p.pdf' },
      ],
      signers,
    });
    return { applicationId: quote.id, signers, packet };
  }

  async function linkOf(email: string): Promise<string> {
    const [mail] = await mailTo(t, email);
    return tokenFrom(mail);
  }

  it('emails each signer a link, shows the packet, and completes once all have signed', async () => {
    const before = completions.length;
    const { applicationId, signers, packet } = await sendPacket();

    const [mail] = await mailTo(t, signers[0].email);
    expect(mail).toMatchObject({
      template: 'signature-request',
      subject: 'Please sign the insurance documents for Harbor Bakery LLC',
    });
    expect(mail.text).toContain('Workers compensation application, Quote proposal');
    expect(mail.html).toContain('Read and sign');
    const token = tokenFrom(mail);
    expect(packet.signers[0].signingUrl).toBe(`http://localhost:3000/sign/${token}`);

    const view = await t.http.get(`/api/signatures/sign/${token}`).expect(200);
    expect(view.body).toEqual({
      businessName: 'Harbor Bakery LLC',
      signerName: 'Jane Owner',
      signerTitle: 'Owner',
      documents: [
        {
          documentId: 'acord-130',
          title: 'Workers compensation application',
          url: `/api/signatures/sign/${token}/documents/acord-130`,
        },
        { documentId: 'proposal', title: 'Quote proposal', url: 'https://example.com/p.pdf' },
      ],
      status: 'viewed',
      provider: 'sandbox',
      suggestedName: null,
    });
    let status = await signatures.status(applicationId);
    expect(status?.signers.map((s) => s.status)).toEqual(['viewed', 'sent']);
    expect(status?.signers[0].viewedAt).toBeInstanceOf(Date);

    const first = await t.http
      .post(`/api/signatures/sign/${token}`)
      .set('User-Agent', 'signing-test-browser')
      .send(consentAs('  jane   OWNER '))
      .expect(200);
    expect(first.body).toMatchObject({ packetCompleted: false });
    expect(completions.length).toBe(before);

    const second = await t.http
      .post(`/api/signatures/sign/${await linkOf(signers[1].email)}`)
      .send(consentAs('Omar Officer'))
      .expect(200);
    expect(second.body).toMatchObject({ packetCompleted: true });
    expect(completions.slice(before)).toEqual([
      {
        packetId: packet.packetId,
        applicationId,
        kind: 'application',
        completedAt: expect.any(Date) as Date,
      },
    ]);

    status = await signatures.status(applicationId);
    expect(status).toMatchObject({ status: 'completed', provider: 'sandbox' });
    expect(status?.signers.map((s) => s.status)).toEqual(['signed', 'signed']);

    const [record] = (await t.app
      .get(DataSource)
      .query(
        `SELECT typed_name, consent, signed_ip, signed_user_agent, signed_at FROM signature_signers WHERE id = $1`,
        [packet.signers[0].signerId],
      )) as Array<Record<string, unknown>>;
    expect(record).toMatchObject({
      typed_name: 'jane   OWNER',
      consent: true,
      signed_user_agent: 'signing-test-browser',
    });
    expect(record.signed_ip).toEqual(expect.stringMatching(/127\.0\.0\.1|::1/));
    expect(record.signed_at).toBeInstanceOf(Date);
  });

  it('refuses a second signature with the same link, and never completes twice', async () => {
    const before = completions.length;
    const { signers } = await sendPacket(['Solo Owner']);
    const token = await linkOf(signers[0].email);
    await t.http.post(`/api/signatures/sign/${token}`).send(consentAs('Solo Owner')).expect(200);

    const again = await t.http
      .post(`/api/signatures/sign/${token}`)
      .send(consentAs('Solo Owner'))
      .expect(409);
    expect(again.body).toMatchObject({
      code: ErrorCode.SigningLinkUsed,
      message: 'These documents have already been signed with this link.',
    });
    const viewed = await t.http.get(`/api/signatures/sign/${token}`).expect(409);
    expect(viewed.body.code).toBe(ErrorCode.SigningLinkUsed);
    expect(completions.length).toBe(before + 1);
  });

  it('refuses a typed name that is not the signer’s, and a missing consent, readably', async () => {
    const { signers, applicationId } = await sendPacket(['Jane Owner']);
    const url = `/api/signatures/sign/${await linkOf(signers[0].email)}`;

    const wrongName = await t.http.post(url).send(consentAs('Someone Else')).expect(400);
    expect(wrongName.body).toMatchObject({
      code: ErrorCode.TypedNameMismatch,
      message: 'typedName must match the signer\'s name: type "Jane Owner" to sign.',
    });
    const noConsent = await t.http
      .post(url)
      .send({ typedName: 'Jane Owner', consent: false })
      .expect(400);
    expect(noConsent.body).toMatchObject({
      message: ['Consent is required: agree to sign electronically.'],
    });
    const noName = await t.http.post(url).send({ typedName: ' ', consent: true }).expect(400);
    expect(noName.body).toMatchObject({
      message: ['Typed name is required: type your full name to sign.'],
    });

    // Refused attempts record nothing.
    const status = await signatures.status(applicationId);
    expect(status?.signers[0]).toMatchObject({ status: 'sent', signedAt: null });
  });

  it('refuses signing once the packet is voided, and lets a new packet go out', async () => {
    const { signers, applicationId } = await sendPacket(['Jane Owner']);
    const token = await linkOf(signers[0].email);

    await expect(
      signatures.createPacket({
        applicationId,
        businessName: 'Harbor Bakery LLC',
        documents: [{ documentId: 'x', title: 'Application' }],
        signers: [{ name: 'Jane Owner', email: uniqueEmail(), title: 'Owner' }],
      }),
    ).rejects.toMatchObject({ code: ErrorCode.SignaturePacketAlreadyOut });

    expect(await signatures.void(applicationId)).toBe(true);
    expect(await signatures.void(applicationId)).toBe(false);
    const refused = await t.http
      .post(`/api/signatures/sign/${token}`)
      .send(consentAs('Jane Owner'))
      .expect(410);
    expect(refused.body).toMatchObject({
      statusCode: 410,
      code: ErrorCode.SigningRequestWithdrawn,
      message: 'This signature request was withdrawn, so there is nothing to sign any more.',
    });
    const viewed = await t.http.get(`/api/signatures/sign/${token}`).expect(410);
    expect(viewed.body.code).toBe(ErrorCode.SigningRequestWithdrawn);
    expect((await signatures.status(applicationId))?.status).toBe('voided');

    await signatures.createPacket({
      applicationId,
      businessName: 'Harbor Bakery LLC',
      documents: [{ documentId: 'x', title: 'Application' }],
      signers: [{ name: 'Jane Owner', email: uniqueEmail(), title: 'Owner' }],
    });
    expect((await signatures.status(applicationId))?.status).toBe('sent');
  });

  it('resends a new link and the old one stops working', async () => {
    const { signers, packet } = await sendPacket(['Jane Owner']);
    const oldToken = await linkOf(signers[0].email);

    const link = await signatures.resend(packet.signers[0].signerId);
    const mails = await mailTo(t, signers[0].email);
    expect(mails).toHaveLength(2);
    const newToken = tokenFrom(mails[0]) === oldToken ? tokenFrom(mails[1]) : tokenFrom(mails[0]);
    expect(newToken).not.toBe(oldToken);
    expect(link.signingUrl).toBe(`http://localhost:3000/sign/${newToken}`);

    const stale = await t.http.get(`/api/signatures/sign/${oldToken}`).expect(404);
    expect(stale.body).toMatchObject({
      code: ErrorCode.SigningLinkInvalid,
      message: 'This signing link is not valid or has expired. Ask the sender for a new one.',
    });
    await t.http.post(`/api/signatures/sign/${newToken}`).send(consentAs('Jane Owner')).expect(200);
    await expect(signatures.resend(packet.signers[0].signerId)).rejects.toMatchObject({
      code: ErrorCode.SignaturePacketNotOut,
      message: 'This signature packet is completed',
    });
  });

  it('answers an unknown or expired link with a 404 in the error envelope', async () => {
    const unknown = await t.http.get('/api/signatures/sign/not-a-real-token').expect(404);
    expect(unknown.body).toMatchObject({
      statusCode: 404,
      code: ErrorCode.SigningLinkInvalid,
      error: 'Not Found',
    });

    const { signers, packet } = await sendPacket(['Jane Owner']);
    const token = await linkOf(signers[0].email);
    await t.app
      .get(DataSource)
      .query(
        `UPDATE signature_signers SET token_expires_at = now() - interval '1 minute' WHERE id = $1`,
        [packet.signers[0].signerId],
      );
    const expired = await t.http.get(`/api/signatures/sign/${token}`).expect(404);
    expect(expired.body.code).toBe(ErrorCode.SigningLinkInvalid);
    const signed = await t.http
      .post(`/api/signatures/sign/${token}`)
      .send(consentAs('Jane Owner'))
      .expect(404);
    expect(signed.body.code).toBe(ErrorCode.SigningLinkInvalid);
  });
});
