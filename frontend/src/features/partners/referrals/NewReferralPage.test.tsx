import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@coverline/contracts/http';
import referralTexts from '../../../../public/locales/en/referrals.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies, signInRep } from '../../../test/tokens';
import { REFERRALS_NS } from './namespace';
import { NewReferralPage } from './NewReferralPage';
import { referralDraft } from './referral-draft';

const PROFILE = {
  id: 'rep-1',
  payrollCompanyId: 'company-1',
  payrollCompanyName: 'Payroll Co',
  email: 'riley@payroll.example',
  firstName: 'Riley',
  lastName: 'Partner',
  phone: null,
  notifyReferralStatus: true,
};

function api() {
  setAppNavigation(fakeNavigation('/payroll-partner/new-referral'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, (config) => {
    if (config.url === '/api/payroll-partners/profile') return { status: 200, data: PROFILE };
    const body = JSON.parse(config.data as string) as Record<string, unknown>;
    return {
      status: 201,
      data: { ...body, id: 'referral-1', referralNumber: 1042, clientMailed: true },
    };
  });
}

beforeAll(() => {
  i18n.addTexts(REFERRALS_NS, referralTexts);
});
beforeEach(() => {
  clearAllCookies();
  signInRep();
  referralDraft.reset();
});

describe('the new referral page', () => {
  it('shows what is missing and sends nothing', async () => {
    const { requests } = api();
    await renderPage(<NewReferralPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send referral' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('sends a comparison referral through its call, then clears the client but keeps the rep', async () => {
    const { requests } = api();
    await renderPage(<NewReferralPage />);
    expect(await screen.findByText(/Riley Partner · riley@payroll.example/)).toBeVisible();
    await userEvent.click(screen.getByLabelText(/Workers compensation comparison quote/));
    await userEvent.type(screen.getByLabelText('Business name'), 'Harbor Bakery LLC');
    await userEvent.type(screen.getByLabelText('Contact first name'), 'Dana');
    await userEvent.type(screen.getByLabelText('Contact last name'), 'Baker');
    await userEvent.type(screen.getByLabelText('Contact email'), 'dana@harbor.example');
    await userEvent.click(
      screen.getByLabelText('The client has a workers compensation policy in force'),
    );
    await userEvent.type(screen.getByLabelText('What should we compare?'), 'Acme Mutual');
    expect(referralDraft.get().dirty).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Send referral' }));

    expect(await screen.findByText('Referral #1042 sent')).toBeVisible();
    const sent = requests.filter((r) => r.method === 'post');
    expect(sent.map((r) => r.url)).toEqual(['/api/payroll-partners/referraltrak/comparison/wc']);
    expect(JSON.parse(sent[0].data as string)).toEqual({
      businessName: 'Harbor Bakery LLC',
      firstName: 'Dana',
      lastName: 'Baker',
      email: 'dana@harbor.example',
      activeWCPolicy: true,
      transfer: false,
      needReplace: false,
      ifComparison: 'Acme Mutual',
    });
    expect(referralDraft.get()).toMatchObject({
      businessName: '',
      repId: 'rep-1',
      repEmail: 'riley@payroll.example',
      dirty: false,
    });
    expect(screen.getByLabelText('Business name')).toHaveValue('');
  });
});
