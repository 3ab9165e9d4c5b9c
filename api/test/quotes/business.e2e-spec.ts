import { ErrorCode } from '@coverline/contracts';
import { adminToken, createTestApp, registerClient, type TestApp } from '../helpers/app';
import {
  bearer,
  codeOf,
  quoteOf,
  randomFein,
  save,
  setQuoteState,
  startAsVisitor,
} from './quote-helpers';

describe('businesses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t?.close());

  const startAsClient = async (token: string, body: Record<string, unknown>) =>
    quoteOf(await t.http.post('/api/quote/saveForLater').set(bearer(token)).send(body).expect(200));

  it('business/ lists a client’s own businesses, FEIN masked', async () => {
    const client = await registerClient(t);
    const other = await registerClient(t);
    await startAsClient(client.token, {
      coverageType: 'wc',
      businessName: 'Own Cafe',
      fein: '12-0000042',
    });
    await startAsClient(other.token, { coverageType: 'wc', businessName: 'Other Cafe' });
    const res = await t.http.get('/api/business').set(bearer(client.token)).expect(200);
    expect(res.body).toMatchObject({
      total: 1,
      items: [
        {
          business: { businessName: 'Own Cafe', feinMasked: '•••••0042' },
          client: { email: client.email },
        },
      ],
    });
  });

  it('starts another line for a business the client already has', async () => {
    const client = await registerClient(t);
    const wc = await startAsClient(client.token, {
      coverageType: 'wc',
      businessName: 'Two Lines LLC',
      employees: 4,
    });
    const gl = await startAsClient(client.token, {
      coverageType: 'gl',
      businessId: wc.business.id,
    });
    expect(gl.business).toMatchObject({
      id: wc.business.id,
      businessName: 'Two Lines LLC',
      employees: 4,
    });
    const stranger = await registerClient(t);
    const res = await t.http
      .post('/api/quote/saveForLater')
      .set(bearer(stranger.token))
      .send({ coverageType: 'bop', businessId: wc.business.id })
      .expect(400);
    expect(res.body.code).toBe(ErrorCode.BusinessNotOfClient);
    expect(res.body.message).toBe('businessId must be a business of this client.');
  });

  it('business/holder tells an admin who holds a FEIN', async () => {
    const fein = randomFein();
    const { quote, guestToken, email } = await startAsVisitor(t);
    await save(t, guestToken, quote, { fein, businessName: 'Held Co' }).expect(200);
    const res = await t.http
      .get('/api/business/holder')
      .query({ fein: fein.replace('-', '') })
      .set(bearer(await adminToken(t)))
      .expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        business: expect.objectContaining({ businessName: 'Held Co' }),
        client: expect.objectContaining({ email }),
      }),
    ]);
  });

  it('quote/processBusinessIdentifier finds the caller’s own business and refuses an active policy (1206)', async () => {
    const client = await registerClient(t);
    const fein = randomFein();
    const wc = await startAsClient(client.token, { coverageType: 'wc', fein });
    const check = (coverageType: string) =>
      t.http
        .post('/api/quote/processBusinessIdentifier')
        .set(bearer(client.token))
        .send({ coverageType, fein });
    expect((await check('gl').expect(200)).body).toEqual({
      inUse: false,
      businessId: wc.business.id,
    });
    await setQuoteState(t, wc.id, { status: 'Bound' });
    expect(codeOf(await check('wc').expect(409))).toBe(1206);
    await check('gl').expect(200);
  });

  it('quote/processBusinessIdentifier checks the FEIN format', async () => {
    const { guestToken } = await startAsVisitor(t);
    const res = await t.http
      .post('/api/quote/processBusinessIdentifier')
      .set(bearer(guestToken))
      .send({ coverageType: 'wc', fein: '12-34' })
      .expect(400);
    expect(res.body.code).toBe(ErrorCode.BusinessIdentifierInvalid);
    expect(res.body.message).toBe('FEIN must be 9 digits.');
  });
});
