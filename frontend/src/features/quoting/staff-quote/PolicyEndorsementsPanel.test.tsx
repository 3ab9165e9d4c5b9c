import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndorsementDto, PolicyEndorsementsDto } from '@coverline/contracts/generated/model';
import detailTexts from '../../../../public/locales/en/policyDetail.json';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { wizardApi } from '../../../test/quotation';
import { POLICY_DETAIL_NS } from '../../servicing/policies/detail/namespace';
import { PolicyEndorsementsPanel } from './PolicyEndorsementsPanel';

const QUOTE_ID = '11111111-1111-4111-8111-111111111111';

const referred: EndorsementDto = {
  id: 'e-1',
  quoteId: QUOTE_ID,
  type: 'change_payroll',
  status: 'referred',
  summary: 'payroll by class code: 0042 in CA $600,000.00',
  effectiveDate: '2027-03-01',
  note: null,
  baseVersionNo: 1,
  oldAnnualPremiumCents: 1_200_000,
  newAnnualPremiumCents: 2_400_000,
  proRataCents: 871_233,
  termDays: 365,
  remainingDays: 265,
  referralReasons: ['premium_change', 'new_state'],
  offerExpiresOn: null,
  reviewNote: null,
  answeredAt: null,
  settlement: null,
  settledCents: 0,
  issuedVersionNo: null,
  documentId: null,
  createdAt: '2027-03-01T10:00:00.000Z',
};

const listing = (endorsements: EndorsementDto[]): PolicyEndorsementsDto => ({
  currentVersionNo: 1,
  annualPremiumCents: 1_200_000,
  versions: [],
  payroll: [
    { state: 'CA', classCode: '0042', payrollCents: 24_000_000 },
    { state: 'CA', classCode: '8810', payrollCents: 4_500_000 },
  ],
  endorsements,
});

beforeAll(() => i18n.addTexts(POLICY_DETAIL_NS, detailTexts));

describe('the staff endorsements panel', () => {
  it('says why a change was referred and approves it with a note', async () => {
    let approved = false;
    const { calls } = wizardApi(
      {
        'GET /api/quote/:id/endorsements': () => ({
          status: 200,
          data: listing([approved ? { ...referred, status: 'offered' } : referred]),
        }),
        'POST /api/quote/:id/endorsements/:endorsementId/approve': () => {
          approved = true;
          return { status: 200, data: { ...referred, status: 'offered' } };
        },
      },
      `/dashboard/quote/${QUOTE_ID}`,
    );
    await renderPage(<PolicyEndorsementsPanel quoteId={QUOTE_ID} coverageType="wc" />);
    expect(
      await screen.findByText('Referred for a large premium change, a new state.'),
    ).toBeVisible();
    // An open endorsement: no new one is priced until it is answered.
    expect(screen.queryByRole('button', { name: 'Price the change' })).toBeNull();
    await userEvent.type(
      screen.getByLabelText('Note (kept with the decision)'),
      'Checked with the client',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve and offer to the client' }));
    await waitFor(() => expect(approved).toBe(true));
    const call = calls.find((c) => c.method === 'POST');
    expect(call?.path).toBe(`/api/quote/${QUOTE_ID}/endorsements/e-1/approve`);
    expect(call?.body).toEqual({ note: 'Checked with the client' });
    expect(await screen.findByText('Offered')).toBeVisible();
  });

  it('prices a payroll change with every class code line of the version in force', async () => {
    const { calls } = wizardApi(
      {
        'GET /api/quote/:id/endorsements': () => ({ status: 200, data: listing([]) }),
        'POST /api/quote/:id/endorsements': () => ({
          status: 201,
          data: { ...referred, status: 'offered' },
        }),
      },
      `/dashboard/quote/${QUOTE_ID}`,
    );
    await renderPage(<PolicyEndorsementsPanel quoteId={QUOTE_ID} coverageType="wc" />);
    const landscaping = await screen.findByLabelText('Annual payroll, 0042 in CA (dollars)');
    expect(landscaping).toHaveValue('240000');
    await userEvent.clear(landscaping);
    await userEvent.type(landscaping, '260,000');
    await userEvent.click(screen.getByRole('button', { name: 'Price the change' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')?.body as {
      type: string;
      payroll: unknown[];
    };
    expect(body.type).toBe('change_payroll');
    expect(body.payroll).toEqual([
      { state: 'CA', classCode: '0042', payrollCents: 26_000_000 },
      { state: 'CA', classCode: '8810', payrollCents: 4_500_000 },
    ]);
  });
});
