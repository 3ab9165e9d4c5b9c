import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BillingMessages } from '@coverline/contracts';
import type { PaygoRegistrationDto } from '@coverline/contracts/generated/model';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import paygoTexts from '../../../../public/locales/en/paygo.json';
import { page, settingsApi } from '../../../test/settings';
import { PAYGO_NS } from './namespace';
import { PaygoRegistrationForm } from './PaygoRegistrationForm';

const QUOTE_ID = '5b0c7f0e-0000-4000-8000-000000000001';
const COMPANY_ID = '7d4f3a0c-4c2a-4f59-8d3c-000000000001';

const prefill = {
  carrier: 'Employers',
  paygoOffered: true,
  legalName: 'Owner Bakery LLC',
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

function registration(overrides: Partial<PaygoRegistrationDto> = {}): PaygoRegistrationDto {
  return {
    id: 'reg-1',
    quoteId: QUOTE_ID,
    carrier: 'Employers',
    legalName: 'Owner Bakery LLC',
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
    officers: prefill.officers as PaygoRegistrationDto['officers'],
    bankAccount: {
      accountHolderNames: 'Pat Owner',
      nameOnAccount: 'Owner Bakery LLC',
      accountNumberLast4: '6789',
      routingNumberLast4: '0021',
    },
    username: 'owner.bakery',
    securityQuestion: 'firstPet',
    payFrequency: 'Biweekly',
    carrierStatus: 'notSubmitted',
    carrierAccountNumber: null,
    carrierMessage: null,
    submittedAt: null,
    sandbox: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function paygoApi({ feinExists = false } = {}) {
  let stored: PaygoRegistrationDto | null = null;
  return settingsApi({
    'GET /api/trakpay/register': () => ({ status: 200, data: { registration: stored, prefill } }),
    'GET /api/trakpay/register/fein-exists': () => ({
      status: 200,
      data: { exists: feinExists },
    }),
    'GET /api/payroll-companies': () => ({
      status: 200,
      data: page([{ id: COMPANY_ID, name: 'Gusto', code: 'GUSTO' }]),
    }),
    'POST /api/trakpay/register': () => {
      stored = registration();
      return { status: 201, data: stored };
    },
    'POST /api/carriers/registerTrakpay': () => {
      stored = registration({ carrierStatus: 'accepted', carrierAccountNumber: 'PAYG-12345678' });
      return { status: 200, data: stored };
    },
  });
}

async function renderForm(onRegistered?: (r: PaygoRegistrationDto) => void) {
  if (!i18n.hasTexts(PAYGO_NS)) i18n.addTexts(PAYGO_NS, paygoTexts);
  await renderPage(<PaygoRegistrationForm quoteId={QUOTE_ID} onRegistered={onRegistered} />);
  return userEvent.setup();
}

async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Gusto' });
  await user.selectOptions(screen.getByLabelText('Payroll company'), 'Gusto');
  await user.selectOptions(screen.getByLabelText('Payroll frequency'), 'Biweekly');
  await user.type(screen.getByLabelText('Account holder names'), 'Pat Owner');
  await user.type(screen.getByLabelText('Name on account'), 'Owner Bakery LLC');
  await user.type(screen.getByLabelText('Account number'), '000123456789');
  await user.type(screen.getByLabelText('Routing number'), '021000021');
  await user.type(screen.getByLabelText('Username'), 'owner.bakery');
  await user.type(screen.getByLabelText('Password'), 'bread-and-butter-1');
  await user.selectOptions(
    screen.getByLabelText('Security question'),
    'What was the name of your first pet?',
  );
  await user.type(screen.getByLabelText('Security answer'), 'Fluffy');
}

describe('pay-as-you-go registration form', () => {
  it('starts from the quote and shows every problem without sending', async () => {
    const api = paygoApi();
    const user = await renderForm();
    expect(await screen.findByLabelText('Legal business name')).toHaveValue('Owner Bakery LLC');
    expect(screen.getByLabelText('Carrier')).toHaveValue('Employers');
    expect(screen.getByLabelText('Officer name')).toHaveValue('Pat Owner');

    await user.type(screen.getByLabelText('Account number'), '12a4');
    await user.type(screen.getByLabelText('Routing number'), '021000022');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(BillingMessages.bankAccountNumber)).toBeVisible();
    expect(screen.getByText(BillingMessages.routingNumberChecksum)).toBeVisible();
    expect(
      screen.getByText(
        'Password must be 8 to 128 characters with at least one letter and one digit.',
      ),
    ).toBeVisible();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(api.callsTo('POST', /trakpay/)).toHaveLength(0);
  });

  it('says so as the FEIN field is left when a registration exists for it', async () => {
    const api = paygoApi({ feinExists: true });
    const user = await renderForm();
    const fein = await screen.findByLabelText('FEIN');
    await user.clear(fein);
    await user.type(fein, '45-1234567');
    await user.tab();
    expect(
      await screen.findByText('A pay-as-you-go registration already exists for this FEIN.'),
    ).toBeVisible();
    expect(api.callsTo('GET', /fein-exists/)[0]?.params).toEqual({ fein: '45-1234567' });
  });

  it('registers, submits to the carrier and shows the account it opened', async () => {
    const api = paygoApi();
    const onRegistered = vi.fn();
    const user = await renderForm(onRegistered);
    await screen.findByLabelText('Legal business name');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(/opened account PAYG-12345678/)).toBeVisible();
    expect(screen.getByText('Sandbox: no real payroll service was contacted')).toBeVisible();
    const [sent] = api.callsTo('POST', /\/api\/trakpay\/register$/);
    expect(sent.body).toMatchObject({
      quoteId: QUOTE_ID,
      fein: '12-3456789',
      payrollCompanyId: COMPANY_ID,
      payFrequency: 'Biweekly',
      securityQuestion: 'firstPet',
      officers: [{ name: 'Pat Owner', ownershipPercent: 100, inclusion: 'Excluded' }],
      bankAccount: { accountNumber: '000123456789', routingNumber: '021000021' },
    });
    expect(api.callsTo('POST', /registerTrakpay/)[0]?.body).toEqual({ registrationId: 'reg-1' });
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
  });
});
