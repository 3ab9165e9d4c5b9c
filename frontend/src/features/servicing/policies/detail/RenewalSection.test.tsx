import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenewalChangeDto, RenewalDto } from '@coverline/contracts/generated/model';
import detailTexts from '../../../../../public/locales/en/policyDetail.json';
import { i18n } from '../../../../lib/i18n';
import { renderPage } from '../../../../test/render';
import { wizardApi } from '../../../../test/quotation';
import { POLICY_DETAIL_NS } from './namespace';
import { dollarsToCents, RenewalSection } from './RenewalSection';
import { RenewalSummaryList } from './RenewalSummaryList';

const SUMMARY: RenewalChangeDto[] = [
  { kind: 'premium', item: '', before: 120_000, after: 131_550, changed: true },
  { kind: 'rate', item: 'CA 8810', before: 0.35, after: 0.4, changed: true },
  { kind: 'payroll', item: 'CA 8810', before: 10_000_000, after: 10_000_000, changed: false },
  {
    kind: 'limit',
    item: 'Employers liability',
    before: '1M/1M/1M',
    after: '1M/1M/1M',
    changed: false,
  },
  {
    kind: 'carrier_term',
    item: 'Waiver of subrogation',
    before: 'No',
    after: 'Yes',
    changed: true,
  },
  { kind: 'rate', item: 'NV 8810', before: null, after: 0.5, changed: true },
];

const PENDING: RenewalDto = {
  quoteId: 'q-1',
  status: 'pending_confirmation',
  openedOn: '2027-01-01',
  effectiveDate: '2027-03-02',
  expirationDate: '2028-03-02',
  carrier: 'Hartford',
  expiringPremiumCents: 120_000,
  premiumCents: 120_500,
  ratingMessage: null,
  classes: [
    {
      state: 'CA',
      classCode: '8810',
      description: 'Clerical',
      expiringPayrollCents: 10_000_000,
      expiringRatePer100: 0.35,
      payrollCents: 10_000_000,
      ratePer100: 0.4,
    },
  ],
  summary: SUMMARY,
  confirmedAt: null,
  nonRenewalReason: null,
  nonRenewalNote: null,
  decidedAt: null,
  renewedQuoteId: null,
};

beforeAll(() => i18n.addTexts(POLICY_DETAIL_NS, detailTexts));

describe('the renewal summary', () => {
  it('lists every change with the expiring and the renewal value, money and rates worded', async () => {
    await renderPage(<RenewalSummaryList summary={SUMMARY} />);
    const list = screen.getByRole('list', { name: 'What changes at renewal' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(SUMMARY.length);
    expect(items[0]).toHaveTextContent('Premium $1,200.00 → $1,315.50');
    expect(items[1]).toHaveTextContent(
      'Rate CA 8810 0.35 per $100 of payroll → 0.40 per $100 of payroll',
    );
    expect(items[2]).toHaveTextContent('Payroll CA 8810 $100,000.00 (no change)');
    expect(items[3]).toHaveTextContent('Employers liability 1M/1M/1M (no change)');
    expect(items[4]).toHaveTextContent('Waiver of subrogation No → Yes');
    expect(items[5]).toHaveTextContent('Rate NV 8810 none → 0.50 per $100 of payroll');
    expect(items.filter((i) => i.classList.contains('renewal-summary__changed'))).toHaveLength(4);
  });
});

describe('the renewal card', () => {
  it('confirms the payroll, shows the offer with its summary and renews in one click', async () => {
    let current: RenewalDto = PENDING;
    const { calls } = wizardApi(
      {
        'GET /api/quote/:id/renewal': () => ({
          status: 200,
          data: { renewal: current, renewalOfQuoteId: null },
        }),
        'POST /api/quote/:id/renewal/confirm': () => {
          current = { ...PENDING, status: 'offered', premiumCents: 131_550 };
          return { status: 200, data: current };
        },
        'POST /api/quote/:id/renewal/accept': () => {
          current = { ...current, status: 'renewed', renewedQuoteId: 'q-2' };
          return { status: 200, data: current };
        },
      },
      '/client/policies/q-1',
    );
    await renderPage(<RenewalSection quoteId="q-1" />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Confirm payroll for renewal' });
    const payroll = within(form).getByLabelText(/Payroll for CA 8810/);
    expect(payroll).toHaveValue('100000');
    // Summary and accept only once confirmed.
    expect(screen.queryByRole('button', { name: 'Renew my policy' })).toBeNull();

    await user.clear(payroll);
    await user.type(payroll, 'lots');
    await user.click(within(form).getByRole('button', { name: 'Confirm payroll' }));
    expect(await within(form).findByText(/Enter each payroll as an amount/)).toBeVisible();

    await user.clear(payroll);
    await user.type(payroll, '$120,000.50');
    await user.click(within(form).getByRole('button', { name: 'Confirm payroll' }));
    expect(calls.find((c) => c.path.endsWith('/renewal/confirm'))?.body).toEqual({
      classCodes: [{ state: 'CA', classCode: '8810', payrollCents: 12_000_050 }],
    });
    expect(await screen.findByText(/Renewal offer: \$1,315\.50/)).toBeVisible();
    expect(screen.getByRole('list', { name: 'What changes at renewal' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Renew my policy' }));
    await waitFor(() => expect(screen.getByText(/Renewed: the new term starts/)).toBeVisible());
    expect(screen.getByRole('link', { name: 'See the new term' })).toHaveAttribute(
      'href',
      '/client/policies/q-2',
    );
  });

  it('says when the policy will not be renewed, and why', async () => {
    wizardApi(
      {
        'GET /api/quote/:id/renewal': () => ({
          status: 200,
          data: {
            renewal: { ...PENDING, status: 'non_renewed', nonRenewalReason: 'underwriting' },
            renewalOfQuoteId: null,
          },
        }),
      },
      '/client/policies/q-1',
    );
    await renderPage(<RenewalSection quoteId="q-1" />);
    expect(
      await screen.findByText(/will not be renewed \(underwriting does not accept the risk/),
    ).toBeVisible();
  });
});

describe('dollars as typed', () => {
  it('reads amounts with or without symbols and refuses anything else', () => {
    expect(dollarsToCents('52,000.5')).toBe(5_200_050);
    expect(dollarsToCents('$0')).toBe(0);
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
  });
});
