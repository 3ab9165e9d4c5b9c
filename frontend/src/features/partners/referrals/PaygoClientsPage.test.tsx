import { screen, within } from '@testing-library/react';
import { setHttpClient } from '@coverline/contracts/http';
import referralTexts from '../../../../public/locales/en/referrals.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies, signInRep } from '../../../test/tokens';
import { REFERRALS_NS } from './namespace';
import { PaygoClientsPage } from './PaygoClientsPage';

beforeAll(() => {
  i18n.addTexts(REFERRALS_NS, referralTexts);
});
beforeEach(() => {
  clearAllCookies();
  signInRep();
});

describe('the PayGo WC clients page', () => {
  it("shows each client's policy, carrier, payroll frequency and status, a page at a time", async () => {
    setAppNavigation(fakeNavigation('/payroll-partner/clients'));
    const http = createHttpClient();
    setHttpClient(http);
    const { requests } = fakeApi(http, () => ({
      status: 200,
      data: {
        items: [
          {
            id: 'registration-1',
            quoteId: 'quote-1',
            businessName: 'Greenleaf Gardens LLC',
            dba: 'Greenleaf',
            email: 'owner@greenleaf.example',
            carrier: 'Employers',
            policyNumber: 'WC-100200',
            effectiveDate: '2026-12-01',
            expirationDate: '2027-12-01',
            payFrequency: 'Biweekly',
            registrationStatus: 'accepted',
            quoteStatus: 'Bound',
            referralNumber: 1042,
            registeredAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    }));
    await renderPage(<PaygoClientsPage />);
    const row = (await screen.findByText('Greenleaf Gardens LLC')).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('WC-100200')).toBeVisible();
    expect(cells.getByText('Employers')).toBeVisible();
    expect(cells.getByText('Biweekly')).toBeVisible();
    expect(cells.getByText('Active with the payroll service')).toBeVisible();
    expect(cells.getByText('#1042')).toBeVisible();
    expect(requests[0].url).toBe('/api/payroll-partners/referraltrak/paygo-portal');
    expect(requests[0].params).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('guides a rep with no clients yet: how clients get here, and where to refer one', async () => {
    setAppNavigation(fakeNavigation('/payroll-partner/clients'));
    const http = createHttpClient();
    setHttpClient(http);
    fakeApi(http, () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 20 } }));
    await renderPage(<PaygoClientsPage />);
    expect(await screen.findByRole('heading', { name: 'How clients appear here' })).toBeVisible();
    expect(screen.getByText(/registers it with your payroll company/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a new referral' })).toHaveAttribute(
      'href',
      '/payroll-partner/new-referral',
    );
  });
});
