import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndorsementDto, PolicyEndorsementsDto } from '@coverline/contracts/generated/model';
import detailTexts from '../../../../../public/locales/en/policyDetail.json';
import { i18n } from '../../../../lib/i18n';
import { renderPage } from '../../../../test/render';
import { wizardApi } from '../../../../test/quotation';
import { EndorsementsSection } from './EndorsementsSection';
import { POLICY_DETAIL_NS } from './namespace';

const endorsement = (extra: Partial<EndorsementDto> = {}): EndorsementDto => ({
  id: 'e-1',
  quoteId: 'q-1',
  type: 'change_payroll',
  status: 'offered',
  summary: 'payroll by class code: 0042 in TX $275,000.00',
  effectiveDate: '2027-03-01',
  note: null,
  baseVersionNo: 1,
  oldAnnualPremiumCents: 1_200_000,
  newAnnualPremiumCents: 1_320_000,
  proRataCents: 87_123,
  termDays: 365,
  remainingDays: 265,
  referralReasons: [],
  offerExpiresOn: '2027-03-31',
  reviewNote: null,
  answeredAt: null,
  settlement: null,
  settledCents: 0,
  issuedVersionNo: null,
  documentId: null,
  createdAt: '2027-03-01T10:00:00.000Z',
  ...extra,
});

const listing = (endorsements: EndorsementDto[], version = 1): PolicyEndorsementsDto => ({
  currentVersionNo: version,
  annualPremiumCents: version === 1 ? 1_200_000 : 1_320_000,
  versions: [],
  payroll: [],
  endorsements,
});

beforeAll(() => i18n.addTexts(POLICY_DETAIL_NS, detailTexts));

describe("the client's endorsements", () => {
  it('shows the offer (old and new premium, pro rata amount, date) and accepts it', async () => {
    let accepted = false;
    const { calls } = wizardApi(
      {
        'GET /api/quote/:id/endorsements': () => ({
          status: 200,
          data: accepted
            ? listing(
                [
                  endorsement({
                    status: 'issued',
                    settlement: 'charged',
                    settledCents: 87_123,
                    issuedVersionNo: 2,
                  }),
                ],
                2,
              )
            : listing([endorsement()]),
        }),
        'POST /api/quote/:id/endorsements/:endorsementId/accept': () => {
          accepted = true;
          return { status: 200, data: endorsement({ status: 'issued' }) };
        },
      },
      '/client/policies/q-1',
    );
    await renderPage(<EndorsementsSection quoteId="q-1" />);
    expect(await screen.findByText('Offered')).toBeVisible();
    expect(screen.getByText('$12,000.00')).toBeVisible();
    expect(screen.getByText('$13,200.00')).toBeVisible();
    expect(screen.getByTestId('pro-rata')).toHaveTextContent('$871.23');
    expect(screen.getByText('Additional premium for the rest of the term')).toBeVisible();
    expect(screen.getByText(/265 of the term's 365 days/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay $871.23' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.method === 'POST' && c.path === '/api/quote/q-1/endorsements/e-1/accept',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Issued')).toBeVisible();
    expect(screen.getByText(/Version 2: \$871.23 was charged/)).toBeVisible();
    expect(screen.getByTestId('current-premium')).toHaveTextContent('$13,200.00');
  });

  it('offers no answer on a change staff are reviewing, and shows a return premium as such', async () => {
    wizardApi(
      {
        'GET /api/quote/:id/endorsements': () => ({
          status: 200,
          data: listing([
            endorsement({
              status: 'referred',
              offerExpiresOn: null,
              newAnnualPremiumCents: 1_000_000,
              proRataCents: -145_205,
              referralReasons: ['premium_change'],
            }),
          ]),
        }),
      },
      '/client/policies/q-1',
    );
    await renderPage(<EndorsementsSection quoteId="q-1" />);
    expect(await screen.findByText('In review')).toBeVisible();
    expect(screen.getByText('Premium returned for the rest of the term')).toBeVisible();
    expect(screen.getByTestId('pro-rata')).toHaveTextContent('$1,452.05');
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });
});
