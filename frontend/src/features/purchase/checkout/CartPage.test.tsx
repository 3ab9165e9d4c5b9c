import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@coverline/contracts/http';
import type { PaygoRegistrationDto } from '@coverline/contracts/generated/model';
import checkoutTexts from '../../../../public/locales/en/checkout.json';
import paygoTexts from '../../../../public/locales/en/paygo.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { PAYGO_NS } from '../paygo/namespace';
import { carrierQuote, quote } from '../../../test/quotation';
import { CartPage } from './CartPage';
import { CHECKOUT_NS } from './namespace';

const QUOTE = quote({
  status: 'Ready to bind',
  selectedCarrierQuoteId: 'cq-1',
  carrierQuotes: [carrierQuote({ annualPremiumCents: 1_000_000 })],
});
const carrier = (paymentTypes: string[]) => ({
  items: [{ name: 'Hartford', paymentTypes, active: true, coverages: ['wc'] }],
  total: 1,
});
const SAVED = {
  quoteId: QUOTE.id,
  billingPlan: 'DirectBill',
  paymentMethod: 'EFT',
  paymentChoice: 'FullPayment',
  email: 'owner@example.com',
  bank: {
    accountHolderNames: 'Pat Owner',
    nameOnAccount: 'Harbor Bakery LLC',
    accountNumberLast4: '6789',
    routingNumberLast4: '0021',
  },
  mail: null,
  firstPaymentCents: 1_000_000,
  instalmentCents: [],
  updatedAt: '2026-03-02T15:04:00.000Z',
};

const PREFILL = {
  carrier: 'Hartford',
  paygoOffered: true,
  legalName: 'Harbor Bakery LLC',
  dba: null,
  address: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  phone: '(415) 555-0100',
  email: 'owner@example.com',
  entityType: 'LLC',
  fein: '12-3456789',
  effectiveDate: '2031-01-01',
  expirationDate: '2032-01-01',
  officers: [{ name: 'Pat Owner', title: 'Member', ownershipPercent: 100, inclusion: 'Excluded' }],
};
const COMPANY_ID = '7d4f3a0c-4c2a-4f59-8d3c-000000000001';

function registration(carrierStatus: 'notSubmitted' | 'accepted' | 'declined') {
  return {
    id: 'reg-1',
    quoteId: QUOTE.id,
    carrier: 'Hartford',
    legalName: 'Harbor Bakery LLC',
    dba: null,
    address: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    phone: '(415) 555-0100',
    email: 'owner@example.com',
    entityType: 'LLC',
    feinLast4: '6789',
    effectiveDate: '2031-01-01',
    expirationDate: '2032-01-01',
    payrollCompanyId: COMPANY_ID,
    officers: PREFILL.officers,
    bankAccount: {
      accountHolderNames: 'Pat Owner',
      nameOnAccount: 'Harbor Bakery LLC',
      accountNumberLast4: '6789',
      routingNumberLast4: '0021',
    },
    username: 'harbor.bakery',
    securityQuestion: 'firstPet',
    payFrequency: 'Biweekly',
    carrierStatus,
    carrierAccountNumber: carrierStatus === 'accepted' ? 'PAYG-12345678' : null,
    carrierMessage: carrierStatus === 'declined' ? 'The payroll service declined this FEIN.' : null,
    submittedAt: carrierStatus === 'notSubmitted' ? null : '2026-03-02T15:00:00.000Z',
    sandbox: true,
    createdAt: '2026-03-02T14:00:00.000Z',
  } as PaygoRegistrationDto;
}

const SAVED_PAYGO = {
  ...SAVED,
  billingPlan: 'PayAsYouGo',
  paymentMethod: null,
  bank: null,
  firstPaymentCents: 100_000,
  instalmentCents: [],
};

const notFound: FakeReply = { status: 404, data: { statusCode: 404, message: 'Not found' } };

function api(
  options: {
    /** The quote's answer, when not the quote itself. */
    quote?: FakeReply;
    paymentTypes?: string[];
    saved?: boolean;
    create?: () => FakeReply;
    /** The checkout's answer to a start, given its body. */
    checkout?: (body: { confirmDetails?: boolean }) => FakeReply | undefined;
    registration?: PaygoRegistrationDto | null;
  } = {},
) {
  setAppNavigation(fakeNavigation('/quotation'));
  const http = createHttpClient();
  setHttpClient(http);
  let saved: object | null = options.saved ? SAVED : null;
  let stored = options.registration ?? null;
  return fakeApi(http, (config) => {
    const url = config.url ?? '';
    const method = config.method ?? 'get';
    if (url.startsWith('/api/quote/getQuote/'))
      return options.quote ?? { status: 200, data: QUOTE };
    if (url === '/api/trakpay/register/fein-exists') {
      return { status: 200, data: { exists: false } };
    }
    if (url === '/api/trakpay/register' && method === 'get') {
      return { status: 200, data: { registration: stored, prefill: PREFILL } };
    }
    if (url === '/api/trakpay/register') {
      stored = registration('notSubmitted');
      return { status: 201, data: stored };
    }
    if (url === '/api/carriers/registerTrakpay') {
      stored = registration('accepted');
      return { status: 200, data: stored };
    }
    if (url === '/api/payroll-companies') {
      return {
        status: 200,
        data: { items: [{ id: COMPANY_ID, name: 'Gusto', code: 'GUSTO' }], total: 1 },
      };
    }
    if (url === '/api/carriers') {
      return { status: 200, data: carrier(options.paymentTypes ?? ['directBill', 'payments']) };
    }
    if (url.startsWith('/api/billingInfo/create')) {
      const body = JSON.parse(config.data as string) as { billingPlan: string };
      const data = body.billingPlan === 'PayAsYouGo' ? SAVED_PAYGO : SAVED;
      const reply = options.create?.() ?? { status: 201, data };
      if (reply.status < 300) saved = data;
      return reply;
    }
    if (url.startsWith('/api/billingInfo/')) return saved ? { status: 200, data: saved } : notFound;
    if (url === '/api/quote/checkout/ascend') {
      const refused = options.checkout?.(JSON.parse(config.data as string) as object);
      if (refused) return refused;
      return {
        status: 201,
        data: {
          quoteId: QUOTE.id,
          status: 'Purchase pending',
          amountCents: 1_000_000,
          redirectUrl: '/api/sandbox-payments/checkout/abc',
        },
      };
    }
    return notFound;
  });
}

const assign = vi.fn<(url: string) => void>();

beforeAll(() => {
  i18n.addTexts(CHECKOUT_NS, checkoutTexts);
  i18n.addTexts(PAYGO_NS, paygoTexts);
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, assign },
  });
});
beforeEach(() => assign.mockReset());

async function fillBank(user: ReturnType<typeof userEvent.setup>, routing = '021000021') {
  await user.type(await screen.findByLabelText('Account holder name'), 'Pat Owner');
  await user.type(screen.getByLabelText('Routing number'), routing);
  await user.type(screen.getByLabelText('Account number'), '123456789');
}

describe('the cart opened outside its session', () => {
  it('says what happened and offers sign-in back to this checkout, or a new link by email', async () => {
    api({
      quote: {
        status: 401,
        data: { statusCode: 401, code: 2701, message: 'Unauthorized', error: 'Unauthorized' },
      },
    });
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to continue to checkout' }),
    ).toBeVisible();
    expect(screen.queryByText('Unauthorized')).toBeNull();
    expect(screen.queryByText('Your quote could not be loaded')).toBeNull();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    const back = new URL(signIn.getAttribute('href')!, 'http://app.test');
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('redirect')).toBe(`/quotation?quoteId=${QUOTE.id}&cart=true`);
    expect(screen.getByRole('link', { name: 'Get a new link by email' })).toHaveAttribute(
      'href',
      '/quotation',
    );
    expect(screen.getByText(/Resume your quote/)).toBeVisible();
  });

  it('answers another account’s quote the same way', async () => {
    api({
      quote: {
        status: 403,
        data: { statusCode: 403, code: 1203, message: 'Not your quote', error: 'Forbidden' },
      },
    });
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to continue to checkout' }),
    ).toBeVisible();
  });
});

describe('the cart', () => {
  it('shows the chosen quote and checks bank numbers as the person leaves each field', async () => {
    api();
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    // One name for the account, not two.
    expect(await screen.findByLabelText('Account holder name')).toBeVisible();
    expect(screen.queryByLabelText('Name on account')).toBeNull();
    expect(await screen.findByText('$10,000.00')).toBeVisible();
    expect(screen.getByText('Hartford')).toBeVisible();

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Routing number'), '021000022');
    await user.tab();
    expect(
      await screen.findByText('Routing number is not a valid ABA routing number.'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Routing number'));
    await user.type(screen.getByLabelText('Routing number'), '0210');
    expect(await screen.findByText('Routing number must be exactly 9 digits.')).toBeVisible();
    await user.type(screen.getByLabelText('Routing number'), '00021');
    await waitFor(() => expect(screen.queryByText(/Routing number must/)).toBeNull());

    await user.type(screen.getByLabelText('Account number'), '1234');
    await user.tab();
    expect(await screen.findByText('Bank account number must be 5 to 17 digits.')).toBeVisible();
    expect(screen.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the emails do not match before saving anything', async () => {
    const { requests } = api();
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    const user = userEvent.setup();
    await fillBank(user);
    await user.type(screen.getByLabelText('Email'), 'someone@else.com');
    await user.click(screen.getByRole('button', { name: 'Save billing information' }));
    expect(await screen.findByText('Emails do not match.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'post')).toEqual([]);
  });

  it('offers only what the carrier payment types allow', async () => {
    api({ paymentTypes: ['directBill'] });
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    expect(await screen.findByRole('radio', { name: /Full payment/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^Payments/ })).toBeNull();
    expect(screen.queryByText(/Pay as you go/)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Billing plan' })).toBeNull();
  });

  it('shows the instalment schedule when the carrier takes payments', async () => {
    api();
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    await userEvent.setup().click(await screen.findByRole('radio', { name: /^Payments/ }));
    expect(screen.getByText('$2,500.03 today. Then 9 monthly payments of $833.33.')).toBeVisible();
  });

  it("shows the API's refusal of a billing option", async () => {
    api({
      create: () => ({
        status: 409,
        data: {
          statusCode: 409,
          code: 1802,
          message: 'The carrier of this quote does not offer this billing option.',
        },
      }),
    });
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    const user = userEvent.setup();
    await fillBank(user);
    await user.type(screen.getByLabelText('Email'), 'Owner@Example.com');
    await user.click(screen.getByRole('button', { name: 'Save billing information' }));
    expect(
      await screen.findByText('The carrier of this quote does not offer this billing option.'),
    ).toBeVisible();
  });

  it('saves, shows the bank masked, and pays with one idempotency key across a double click', async () => {
    const { requests } = api();
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    const user = userEvent.setup();
    await fillBank(user);
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Save billing information' }));

    expect(await screen.findByText('Account ending 6789')).toBeVisible();
    expect(screen.queryByText(/123456789/)).toBeNull();
    const save = requests.find((r) => r.url === '/api/billingInfo/create');
    expect(JSON.parse(save?.data as string)).toEqual({
      quoteId: QUOTE.id,
      email: 'owner@example.com',
      billingPlan: 'DirectBill',
      paymentChoice: 'FullPayment',
      paymentMethod: 'EFT',
      bank: {
        accountHolderNames: 'Pat Owner',
        accountNumber: '123456789',
        routingNumber: '021000021',
      },
    });
    expect(screen.getByText('Sandbox payments')).toBeVisible();

    await user.dblClick(screen.getByRole('button', { name: 'Pay $10,000.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox-payments/checkout/abc'));
    const checkouts = requests.filter((r) => r.url === '/api/quote/checkout/ascend');
    const keys = new Set(
      checkouts.map(
        (r) => (JSON.parse(r.data as string) as { idempotencyKey: string }).idempotencyKey,
      ),
    );
    expect(checkouts).toHaveLength(1);
    expect(keys.size).toBe(1);
    expect(screen.getByRole('button', { name: 'Opening the checkout…' })).toBeDisabled();
  });

  it('asks a client signed in under another name to confirm the quote’s details (1501), then pays', async () => {
    const { requests } = api({
      saved: true,
      checkout: (body) =>
        body.confirmDetails
          ? undefined
          : {
              status: 409,
              data: {
                statusCode: 409,
                code: 1501,
                message: 'Your details may differ from the details on the carrier quote.',
              },
            },
    });
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $10,000.00' }));
    expect(
      await screen.findByText('Your details may differ from the details on the carrier quote.'),
    ).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole('button', { name: "Pay $10,000.00 with the quote's details" }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox-payments/checkout/abc'));
    const bodies = requests
      .filter((r) => r.url === '/api/quote/checkout/ascend')
      .map((r) => JSON.parse(r.data as string) as { confirmDetails?: boolean });
    expect(bodies.map((b) => b.confirmDetails)).toEqual([undefined, true]);
  });

  it('after a declined payment says so and offers to try again', async () => {
    api({ saved: true });
    await renderPage(<CartPage quoteId={QUOTE.id} declined />);
    expect(await screen.findByText('Your payment was declined')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again: pay $10,000.00' })).toBeEnabled();
  });

  it('offers pay as you go, registers with the payroll service, then saves the plan and pays', async () => {
    const { requests } = api({ paymentTypes: ['payAsYouGo', 'directBill', 'payments'] });
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    const user = userEvent.setup();
    const plans = await screen.findByRole('group', { name: 'Billing plan' });
    expect(within(plans).getByRole('radio', { name: /^Direct bill/ })).toBeChecked();
    await user.click(within(plans).getByRole('radio', { name: /^Pay as you go/ }));

    // Nothing to save before the payroll service has accepted the registration.
    expect(
      await screen.findByRole('heading', { name: 'Pay-as-you-go registration' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save billing information' })).toBeNull();
    await screen.findByRole('option', { name: 'Gusto' });
    await user.selectOptions(screen.getByLabelText('Payroll company'), 'Gusto');
    await user.selectOptions(screen.getByLabelText('Payroll frequency'), 'Biweekly');
    await user.type(screen.getByLabelText('Account holder names'), 'Pat Owner');
    await user.type(screen.getByLabelText('Name on account'), 'Harbor Bakery LLC');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.type(screen.getByLabelText('Routing number'), '021000021');
    await user.type(screen.getByLabelText('Username'), 'harbor.bakery');
    await user.type(screen.getByLabelText('Password'), 'bread-and-butter-1');
    await user.selectOptions(
      screen.getByLabelText('Security question'),
      'What was the name of your first pet?',
    );
    await user.type(screen.getByLabelText('Security answer'), 'Fluffy');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(/opened account PAYG-12345678/)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Your first payment' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Billing method' })).toBeNull();
    // A deposit now, the rest with each payroll: no payment choice to make.
    expect(screen.queryByRole('group', { name: 'Payment choice' })).toBeNull();
    expect(screen.getByText(/\$1,000\.00 today\./)).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Save billing information' }));

    expect(await screen.findByRole('button', { name: 'Pay $1,000.00' })).toBeEnabled();
    expect(screen.getByText('Pay as you go')).toBeVisible();
    const save = requests.find((r) => r.url === '/api/billingInfo/create');
    expect(JSON.parse(save?.data as string)).toEqual({
      quoteId: QUOTE.id,
      email: 'owner@example.com',
      billingPlan: 'PayAsYouGo',
      paymentChoice: 'FullPayment',
    });
  });

  it('keeps an accepted registration and says when the payroll service declined one', async () => {
    api({
      paymentTypes: ['payAsYouGo', 'directBill'],
      registration: registration('declined'),
    });
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Pay as you go/ }));
    expect(await screen.findByText('The payroll service declined this FEIN.')).toBeVisible();
    expect(screen.getByText(/did not accept the registration/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save billing information' })).toBeNull();

    await user.click(
      within(screen.getByRole('group', { name: 'Billing plan' })).getByRole('radio', {
        name: /^Direct bill/,
      }),
    );
    expect(await screen.findByRole('group', { name: 'Billing method' })).toBeVisible();
  });

  it('starts on pay as you go when that is what was saved', async () => {
    api({ paymentTypes: ['payAsYouGo'], registration: registration('accepted') });
    await renderPage(<CartPage quoteId={QUOTE.id} />);
    // A single plan needs no choice.
    expect(await screen.findByRole('heading', { name: 'Your first payment' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Billing plan' })).toBeNull();
    expect(screen.getByText(/\$1,000\.00 today\./)).toBeVisible();
  });
});
