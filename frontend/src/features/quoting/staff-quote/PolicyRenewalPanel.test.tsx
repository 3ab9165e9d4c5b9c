import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenewalDto } from '@coverline/contracts/generated/model';
import detailTexts from '../../../../public/locales/en/policyDetail.json';
import staffQuoteTexts from '../../../../public/locales/en/staffQuote.json';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { wizardApi } from '../../../test/quotation';
import { POLICY_DETAIL_NS } from '../../servicing/policies/detail/namespace';
import { STAFF_QUOTE_NS } from './namespace';
import { PolicyRenewalPanel } from './PolicyRenewalPanel';

const QUOTE_ID = '11111111-1111-4111-8111-111111111111';

const OFFERED: RenewalDto = {
  quoteId: QUOTE_ID,
  status: 'offered',
  openedOn: '2027-01-01',
  effectiveDate: '2027-03-02',
  expirationDate: '2028-03-02',
  carrier: 'Hartford',
  expiringPremiumCents: 120_000,
  premiumCents: 131_550,
  ratingMessage: null,
  classes: [],
  summary: [{ kind: 'premium', item: '', before: 120_000, after: 131_550, changed: true }],
  confirmedAt: '2027-01-05T10:00:00Z',
  nonRenewalReason: null,
  nonRenewalNote: null,
  decidedAt: null,
  renewedQuoteId: null,
};

beforeAll(() => {
  i18n.addTexts(STAFF_QUOTE_NS, staffQuoteTexts);
  i18n.addTexts(POLICY_DETAIL_NS, detailTexts);
});

describe('the staff renewal panel', () => {
  it('shows the offer and its summary, and non-renews with a reason and a note', async () => {
    let current = OFFERED;
    const { calls } = wizardApi(
      {
        'GET /api/quote/:id/renewal': () => ({
          status: 200,
          data: { renewal: current, renewalOfQuoteId: null },
        }),
        'POST /api/quote/:id/non-renew': () => {
          current = {
            ...OFFERED,
            status: 'non_renewed',
            nonRenewalReason: 'client_declined',
            nonRenewalNote: 'Selling the business',
          };
          return { status: 200, data: current };
        },
      },
      `/dashboard/quote/${QUOTE_ID}`,
    );
    await renderPage(<PolicyRenewalPanel quoteId={QUOTE_ID} />);
    expect(await screen.findByText('Offered to the client.')).toBeVisible();
    expect(screen.getByText('$1,315.50')).toBeVisible();
    expect(screen.getByRole('list', { name: 'What changes at renewal' })).toHaveTextContent(
      'Premium $1,200.00 → $1,315.50',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Non-renew policy' }));
    const form = screen.getByRole('form', { name: 'Non-renew the policy' });
    await user.selectOptions(within(form).getByLabelText('Reason'), 'client_declined');
    await user.type(within(form).getByLabelText(/Note/), 'Selling the business');
    await user.click(within(form).getByRole('button', { name: 'Non-renew' }));
    await waitFor(() => expect(screen.getByText('Not renewed.')).toBeVisible());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'client_declined',
      note: 'Selling the business',
    });
    expect(screen.getByText('The client declined: Selling the business')).toBeVisible();
    // Decided: nothing more to do.
    expect(screen.queryByRole('button', { name: 'Non-renew policy' })).toBeNull();
  });

  it('says no renewal is open yet, and still lets staff non-renew', async () => {
    wizardApi(
      {
        'GET /api/quote/:id/renewal': () => ({
          status: 200,
          data: { renewal: null, renewalOfQuoteId: null },
        }),
      },
      `/dashboard/quote/${QUOTE_ID}`,
    );
    await renderPage(<PolicyRenewalPanel quoteId={QUOTE_ID} />);
    expect(await screen.findByText(/No renewal is open yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Non-renew policy' })).toBeVisible();
  });
});
