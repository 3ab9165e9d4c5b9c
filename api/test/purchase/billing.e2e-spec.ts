import { ErrorCode } from '@coverline/contracts';
import { DataSource } from 'typeorm';
import { createTestApp, registerClient, type TestApp } from '../helpers/app';
import { bearer, codeOf, setQuoteState } from '../quotes/quote-helpers';
import { BANK, eftBilling, readyToBindQuote } from './purchase-helpers';

describe('billingInfo', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });

  afterAll(() => t?.close());

  const create = (token: string, body: object) =>
    t.http.post('/api/billingInfo/create').set(bearer(token)).send(body);

  it('saves EFT billing sealed and answers the bank numbers as their last four digits only', async () => {
    const { quote, guestToken, email } = await readyToBindQuote(t);
    const res = await create(guestToken, eftBilling(quote.id, email.toUpperCase())).expect(200);
    expect(res.body).toMatchObject({
      quoteId: quote.id,
      billingPlan: 'DirectBill',
      paymentMethod: 'EFT',
      paymentChoice: 'FullPayment',
      bank: { accountNumberLast4: '6789', routingNumberLast4: '0015' },
      mail: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(BANK.accountNumber);
    expect(JSON.stringify(res.body)).not.toContain(BANK.routingNumber);
    const [row] = (await db.query(`SELECT * FROM billing_infos WHERE application_id = $1`, [
      quote.id,
    ])) as Array<Record<string, string>>;
    expect(JSON.stringify(row)).not.toContain(BANK.accountNumber);
    const read = await t.http
      .get(`/api/billingInfo/${quote.id}`)
      .set(bearer(guestToken))
      .expect(200);
    expect(read.body).toMatchObject({ bank: { accountNumberLast4: '6789' } });
  });

  it('takes one account holder name, which stands for the name on the account', async () => {
    const { quote, guestToken, email } = await readyToBindQuote(t);
    const bank = {
      accountHolderNames: BANK.accountHolderNames,
      accountNumber: BANK.accountNumber,
      routingNumber: BANK.routingNumber,
    };
    const res = await create(guestToken, eftBilling(quote.id, email, { bank })).expect(200);
    expect(res.body.bank).toMatchObject({
      accountHolderNames: BANK.accountHolderNames,
      nameOnAccount: BANK.accountHolderNames,
      accountNumberLast4: '6789',
    });
    const blank = await create(
      guestToken,
      eftBilling(quote.id, email, { bank: { ...bank, accountHolderNames: ' ' } }),
    ).expect(400);
    expect(JSON.stringify(blank.body.message)).toContain('account holder');
  });

  it('prices the first payment from the selected premium and the payment choice', async () => {
    const { quote, guestToken, email } = await readyToBindQuote(t);
    const premium = quote.carrierQuotes.find(
      (q) => q.id === quote.selectedCarrierQuoteId,
    )!.annualPremiumCents!;
    const res = await create(
      guestToken,
      eftBilling(quote.id, email, { paymentChoice: 'Payments' }),
    ).expect(200);
    const body = res.body as { firstPaymentCents: number; instalmentCents: number[] };
    expect(body.instalmentCents).toHaveLength(9);
    expect(body.firstPaymentCents + body.instalmentCents.reduce((a, b) => a + b, 0)).toBe(premium);
  });

  it('replaces the billing information on a new save (mail bills)', async () => {
    const { quote, guestToken, email } = await readyToBindQuote(t);
    await create(guestToken, eftBilling(quote.id, email)).expect(200);
    const res = await create(guestToken, {
      quoteId: quote.id,
      billingPlan: 'DirectBill',
      paymentMethod: 'MailEmail',
      paymentChoice: 'FullPayment',
      email,
      mail: {
        mailingName: 'Accounts payable',
        delivery: 'mail',
        address: { line1: '1 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
      },
    }).expect(200);
    expect(res.body).toMatchObject({ paymentMethod: 'MailEmail', bank: null });
    expect((res.body as { mail: { address: { line2: null } } }).mail.address.line2).toBeNull();
    const rows = (await db.query(
      `SELECT account_number_sealed FROM billing_infos WHERE application_id = $1`,
      [quote.id],
    )) as Array<{ account_number_sealed: string | null }>;
    expect(rows).toEqual([{ account_number_sealed: null }]);
  });

  it('refuses a routing number failing the ABA checksum with a clear 400 and keeps what was saved', async () => {
    const { quote, guestToken, email } = await readyToBindQuote(t);
    await create(guestToken, eftBilling(quote.id, email)).expect(200);
    const res = await create(
      guestToken,
      eftBilling(quote.id, email, {
        paymentChoice: 'Payments',
        bank: { ...BANK, accountNumber: '99999999', routingNumber: '011000016' },
      }),
    ).expect(400);
    expect(res.body.message).toEqual(['Routing number is not a valid ABA routing number.']);
    expect(codeOf(res)).toBe(ErrorCode.BankAccountInvalid);
    const [row] = (await db.query(
      `SELECT payment_choice, account_number_last4 FROM billing_infos WHERE application_id = $1`,
      [quote.id],
    )) as Array<Record<string, string>>;
    expect(row).toEqual({ payment_choice: 'FullPayment', account_number_last4: '6789' });
  });

  it('refuses parts of the form that do not go with the options chosen', async () => {
    const { quote, guestToken, email } = await readyToBindQuote(t);
    const res = await create(guestToken, eftBilling(quote.id, email, { bank: undefined })).expect(
      400,
    );
    expect(res.body.message).toEqual(['bank is required for EFT.']);
    expect(codeOf(res)).toBe(ErrorCode.BillingFormInvalid);
  });

  it('refuses an email that does not match the quote’s (1202)', async () => {
    const { quote, guestToken } = await readyToBindQuote(t);
    const res = await create(guestToken, eftBilling(quote.id, 'someone-else@example.com')).expect(
      409,
    );
    expect(codeOf(res)).toBe(1202);
  });

  it('refuses a billing option the carrier does not offer (1802)', async () => {
    const { quote, guestToken, email } = await readyToBindQuote(t);
    const selected = quote.carrierQuotes.find((q) => q.id === quote.selectedCarrierQuoteId)!;
    await db.query(
      `UPDATE carriers SET payment_types = '{directBill}' WHERE lower(name) = lower($1)`,
      [selected.carrier],
    );
    try {
      const res = await create(
        guestToken,
        eftBilling(quote.id, email, { paymentChoice: 'Payments' }),
      ).expect(409);
      expect(codeOf(res)).toBe(1802);
    } finally {
      await db.query(
        `UPDATE carriers SET payment_types = '{payAsYouGo,directBill,payments}' WHERE lower(name) = lower($1)`,
        [selected.carrier],
      );
    }
  });

  it('refuses pay as you go until the carrier accepted the quote’s registration (1804)', async () => {
    const { quote, guestToken, email } = await readyToBindQuote(t);
    const res = await create(guestToken, {
      quoteId: quote.id,
      billingPlan: 'PayAsYouGo',
      paymentChoice: 'FullPayment',
      email,
    }).expect(409);
    expect(codeOf(res)).toBe(1804);
    expect(
      codeOf(await t.http.get(`/api/billingInfo/${quote.id}`).set(bearer(guestToken)).expect(404)),
    ).toBe(ErrorCode.BillingInfoNotFound);
  });

  it('refuses outside Ready to bind (1803) and quotes of others (1203)', async () => {
    const { quote, guestToken, email } = await readyToBindQuote(t);
    await setQuoteState(t, quote.id, { status: 'In review' });
    expect(codeOf(await create(guestToken, eftBilling(quote.id, email)).expect(409))).toBe(1803);
    const other = await registerClient(t);
    expect(codeOf(await create(other.token, eftBilling(quote.id, email)).expect(403))).toBe(1203);
    expect(
      codeOf(await t.http.get(`/api/billingInfo/${quote.id}`).set(bearer(other.token)).expect(403)),
    ).toBe(1203);
  });
});
