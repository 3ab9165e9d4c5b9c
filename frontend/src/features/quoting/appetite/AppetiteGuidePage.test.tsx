import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { US_STATE_CODES } from '@coverline/contracts';
import { setHttpClient } from '@coverline/contracts/http';
import { createHttpClient } from '../../../lib/http';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies } from '../../../test/tokens';
import { AppetiteGuidePage } from './AppetiteGuidePage';
import { loadAppetiteTexts } from './namespace';

const ROOFING = {
  masterIndexCode: 'MI-1042',
  description: 'Roofing Contractor',
  naicsCode: '238160',
  wcClassCode: '5551',
  glClassCode: '98677',
};
const limits = {
  maxRevenueCents: 500_000_000,
  maxContractorRevenueCents: null,
  maxEmployees: 25,
  maxPayrollCents: null,
  maxBuildingCents: null,
  maxBppCents: null,
  maxClaims: 2,
  referClaimsFrom: null,
  referLossOverCents: null,
  maxExperienceMod: null,
  minYearsInBusiness: 3,
  maxLocationsThruApi: null,
  mfaRequired: null,
};
const carriersInTexas = [
  {
    carrier: 'AmTrust',
    answer: 'refers',
    reasons: ['CLASS_NEEDS_REVIEW'],
    reasonTexts: ['An underwriter reviews this class first'],
    limits,
  },
  {
    carrier: 'Hartford',
    answer: 'declines',
    reasons: ['CLASS_OUT_OF_APPETITE'],
    reasonTexts: ['The carrier does not write this class'],
    limits: null,
  },
];

function api() {
  setAppNavigation(fakeNavigation('/dashboard/appetite'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, (config) => {
    const path = new URL(config.url ?? '', 'http://localhost').pathname;
    if (path === '/api/appetite/business-types') {
      return {
        status: 200,
        data: {
          total: 1,
          items: [
            {
              businessType: ROOFING,
              matchedBy: 'wcClass',
              here: [{ state: 'TX', line: 'wc', verdict: 'refers', carriers: carriersInTexas }],
            },
          ],
        },
      };
    }
    if (path === '/api/appetite/business-types/MI-1042') {
      return {
        status: 200,
        data: {
          businessType: ROOFING,
          line: 'wc',
          classCode: '5551',
          carriers: ['AmTrust', 'Hartford'],
          states: US_STATE_CODES.map((state) => ({
            state,
            line: 'wc',
            verdict: state === 'OH' ? 'stateFund' : state === 'TX' ? 'refers' : 'none',
            carriers: carriersInTexas.map((c) => ({
              ...c,
              answer: state === 'OH' ? 'stateFund' : c.answer,
            })),
          })),
        },
      };
    }
    return { status: 404, data: { statusCode: 404, message: 'Not found' } };
  });
}

beforeAll(() => loadAppetiteTexts());
beforeEach(() => clearAllCookies());

describe('the appetite guide', () => {
  it('answers who writes a WC class in a state, with reasons and limits, in one search', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    await renderPage(<AppetiteGuidePage />);
    await user.type(screen.getByLabelText(/Business type or code/), '5551');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.selectOptions(screen.getByLabelText('Coverage'), 'wc');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const result = (await screen.findByRole('heading', { name: 'Roofing Contractor' })).closest(
      'li',
    )!;
    const card = within(result);
    expect(card.getByText(/NAICS 238160 · WC 5551 · GL 98677/)).toBeVisible();
    expect(card.getByText(/by WC class/)).toBeVisible();
    expect(card.getByRole('heading', { name: 'Who writes it in Texas' })).toBeVisible();
    expect(card.getByText('Referred only')).toBeVisible();
    const amtrust = card.getByRole('heading', { name: 'AmTrust Refers' }).closest('li')!;
    expect(within(amtrust).getByText('An underwriter reviews this class first')).toBeVisible();
    expect(within(amtrust).getByText('Revenue up to $5,000,000')).toBeVisible();
    expect(within(amtrust).getByText('Up to 25 employees')).toBeVisible();
    expect(within(amtrust).getByText('At least 3 years in business')).toBeVisible();
    const hartford = card.getByRole('heading', { name: 'Hartford Declines' }).closest('li')!;
    expect(within(hartford).getByText('The carrier does not write this class')).toBeVisible();
    expect(within(hartford).queryByText('Limits')).toBeNull();
    expect(requests[0]!.params).toEqual({ q: '5551', state: 'TX', line: 'wc' });
  });

  it('shows the state-by-carrier matrix of a business type and coverage', async () => {
    api();
    const user = userEvent.setup();
    await renderPage(<AppetiteGuidePage />);
    await user.type(screen.getByLabelText(/Business type or code/), 'roofing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'State-by-carrier matrix' }));
    const table = await screen.findByRole('table', { name: "Each carrier's answer in each state" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['State', 'Overall', 'AmTrust', 'Hartford']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(US_STATE_CODES.length);
    const ohio = within(table).getByRole('rowheader', { name: 'Ohio' }).closest('tr')!;
    expect(within(ohio).getAllByText('State fund')).toHaveLength(3);
    expect(
      screen.getByRole('heading', {
        name: "Roofing Contractor: Workers' compensation (class 5551)",
      }),
    ).toBeVisible();
  });
});
