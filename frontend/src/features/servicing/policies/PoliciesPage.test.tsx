import { screen, within } from '@testing-library/react';
import { ErrorCode } from '@coverline/contracts';
import type { MyPolicyDto, QuoteSummaryDto } from '@coverline/contracts/generated/model';
import policiesTexts from '../../../../public/locales/en/policies.json';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { wizardApi } from '../../../test/quotation';
import { POLICIES_NS } from './namespace';
import { PoliciesPage } from './PoliciesPage';

const POLICY: MyPolicyDto = {
  quoteId: 'q-1',
  clientId: 'c-1',
  policyNumber: 'WC-2026-0001',
  carrier: 'Hartford',
  coverageType: 'wc',
  businessName: 'Harbor Bakery LLC',
  effectiveDate: '2026-12-01',
  expirationDate: '2027-12-01',
  annualPremiumCents: 1_234_500,
  billingInfo: 'Direct bill by EFT, full payment',
  portalLink: null,
  status: 'Active',
  cancellationDate: null,
  limits: [{ label: 'Employers liability', value: '$1,000,000 / $1,000,000 / $1,000,000' }],
  documents: [
    {
      id: 'd-1',
      type: 'POLICY_SUMMARY',
      fileName: 'Policy WC-2026-0001.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1000,
      active: true,
      source: 'generated',
      createdAt: '2026-12-01T10:00:00Z',
    },
  ],
};

const summary = (status: QuoteSummaryDto['status']): QuoteSummaryDto => ({
  id: `q-${status}`,
  active: true,
  agentId: null,
  businessName: 'Harbor Bakery LLC',
  clientEmail: 'owner@example.com',
  clientId: 'c-1',
  clientName: null,
  coverageType: 'gl',
  createdAt: '2026-01-01T00:00:00Z',
  effectiveDate: null,
  locked: false,
  lowestPremiumCents: null,
  status,
  updatedAt: '2026-01-01T00:00:00Z',
});

function api(policies: MyPolicyDto[], quotes: QuoteSummaryDto[]) {
  const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });
  return wizardApi(
    {
      'GET /api/quote/myPolicies': () => ({ status: 200, data: page(policies) }),
      'GET /api/quote/myQuotes': () => ({ status: 200, data: page(quotes) }),
    },
    '/client/policies',
  );
}

beforeAll(() => i18n.addTexts(POLICIES_NS, policiesTexts));
afterEach(() => vi.useRealTimers());

/** Today, for the policies' standing; only the date is faked. */
function today(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${iso}T12:00:00Z`));
}

describe("the client's policies", () => {
  it('lists bound policies with their details and documents', async () => {
    today('2027-01-15');
    api([POLICY], [summary('In review')]);
    await renderPage(<PoliciesPage />);
    expect(await screen.findByRole('heading', { name: "Workers' compensation" })).toBeVisible();
    expect(screen.getByText('WC-2026-0001')).toBeVisible();
    expect(screen.getByText('Hartford')).toBeVisible();
    expect(screen.getByText('$12,345.00')).toBeVisible();
    expect(screen.getByText('December 1, 2026 to December 1, 2027')).toBeVisible();
    expect(screen.getByText('In force')).toBeVisible();
    expect(screen.queryByText('Active')).toBeNull();
    // The terms it was priced and bound with.
    expect(screen.getByText('Employers liability')).toBeVisible();
    expect(screen.getByText('$1,000,000 / $1,000,000 / $1,000,000')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download Policy WC-2026-0001.pdf' })).toBeVisible();
    // A quote still being quoted is not a purchase.
    expect(screen.queryByRole('heading', { name: 'On the way' })).toBeNull();
  });

  it('says when a policy starts before its term, and that it expired after', async () => {
    today('2026-11-27');
    api([POLICY], []);
    const { unmount } = await renderPage(<PoliciesPage />);
    expect(await screen.findByText('Starts December 1, 2026')).toBeVisible();
    expect(screen.queryByText('In force')).toBeNull();
    expect(screen.queryByText('Active')).toBeNull();
    unmount();

    today('2027-12-01');
    api([{ ...POLICY, status: 'Expired' }], []);
    await renderPage(<PoliciesPage />);
    expect(await screen.findByText('Expired')).toBeVisible();
  });

  it('says a cancelled policy is cancelled, from a date still ahead or since its date', async () => {
    today('2027-02-10');
    api([{ ...POLICY, cancellationDate: '2027-03-01' }], []);
    const { unmount } = await renderPage(<PoliciesPage />);
    expect(await screen.findByText('Cancelled from March 1, 2027')).toBeVisible();
    expect(screen.queryByText('In force')).toBeNull();
    unmount();

    today('2027-03-01');
    api([{ ...POLICY, status: 'Cancelled', cancellationDate: '2027-03-01' }], []);
    await renderPage(<PoliciesPage />);
    expect(await screen.findByText('Cancelled March 1, 2027')).toBeVisible();
    expect(screen.queryByRole('link', { name: /certificate/i })).toBeNull();
  });

  it('asks to confirm the email when what it would list is hidden until then', async () => {
    const refused = {
      status: 403,
      data: {
        statusCode: 403,
        code: ErrorCode.GuestTokenRequiredRegistration,
        message:
          'Security check: please check your email for the link to finish your registration.',
        error: 'Forbidden',
      },
    };
    const { navigation } = wizardApi(
      {
        'GET /api/quote/myPolicies': () => refused,
        'GET /api/quote/myQuotes': () => refused,
      },
      '/client/policies',
    );
    await renderPage(<PoliciesPage />);
    expect(await screen.findByText('Please confirm your email')).toBeVisible();
    expect(screen.getByText(/appear here once you confirm it/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send a new confirmation link' })).toBeVisible();
    expect(screen.getByText('Your quotes show here once your email is confirmed.')).toBeVisible();
    // No failure, and no trip to a blank quotation.
    expect(screen.queryByText('Your policies could not be loaded')).toBeNull();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('shows purchases awaiting signatures with their status', async () => {
    api([], [summary('Awaiting signatures'), summary('Ready to bind')]);
    await renderPage(<PoliciesPage />);
    expect(await screen.findByRole('heading', { name: 'On the way' })).toBeVisible();
    expect(screen.getByText('Awaiting signatures')).toBeVisible();
    expect(screen.getByText(/mailed a link to sign/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No policies yet' })).toBeNull();
    // A quote still open is under Quotes, with the way back into the quotation.
    const quotes = screen.getByRole('list', { name: 'Quotes' });
    expect(within(quotes).getByText('Ready to bind')).toBeVisible();
    expect(within(quotes).queryByText('Awaiting signatures')).toBeNull();
    expect(within(quotes).getByRole('link', { name: 'Continue quote' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/quotation\?quoteId=q-Ready(%20|\+)to(%20|\+)bind$/),
    );
  });

  it('links each bound policy to its detail page', async () => {
    api([POLICY], []);
    await renderPage(<PoliciesPage />);
    expect(await screen.findByRole('link', { name: /Open policy/ })).toHaveAttribute(
      'href',
      '/client/policies/q-1',
    );
    expect(screen.getByText('You have no open quotes.')).toBeVisible();
  });

  it('points to a quote when there is nothing yet', async () => {
    api([], []);
    await renderPage(<PoliciesPage />);
    expect(await screen.findByRole('heading', { name: 'No policies yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/quotation');
  });
});
