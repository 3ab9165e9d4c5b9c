import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { QuoteDto, UserDto } from '@coverline/contracts/generated/model';
import { useGetMe } from '@coverline/contracts/generated/users/users';
import staffQuoteTexts from '../../../../public/locales/en/staffQuote.json';
import policiesTexts from '../../../../public/locales/en/policies.json';
import { i18n } from '../../../lib/i18n';
import type { FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { quote, wizardApi, type FakeRequest } from '../../../test/quotation';
import { POLICIES_NS } from '../../servicing/policies/namespace';
import { experienceModState } from './ExperienceModPanel';
import { STAFF_QUOTE_NS } from './namespace';
import { StaffQuotePage } from './StaffQuotePage';

const AGENT = {
  id: 'agent-1',
  role: 'agent',
  email: 'avery@example.com',
  firstName: 'Avery',
  lastName: 'Agent',
  phone: null,
  createdAt: '2026-01-01T00:00:00Z',
  emailVerified: true,
} as UserDto;

function api(current: QuoteDto, routes: Record<string, (r: FakeRequest) => FakeReply> = {}) {
  return wizardApi(
    {
      'GET /api/users/me': () => ({ status: 200, data: AGENT }),
      'GET /api/quote/getQuote/:id': () => ({ status: 200, data: current }),
      'GET /api/quote/:id/documents': () => ({ status: 200, data: [] }),
      'GET /api/quote/:id/audit': () => ({ status: 200, data: [] }),
      'GET /api/carriers': () => ({
        status: 200,
        data: { items: [], total: 0, page: 1, pageSize: 100 },
      }),
      ...routes,
    },
    `/dashboard/quote/${current.id}`,
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const me = useGetMe();
  return me.data ? children : null;
}

async function panel() {
  await renderPage(
    <SignedIn>
      <StaffQuotePage quoteId={quote().id} />
    </SignedIn>,
  );
  return screen.findByRole('region', { name: 'Experience modification' });
}

beforeAll(() => {
  i18n.addTexts(STAFF_QUOTE_NS, staffQuoteTexts);
  i18n.addTexts(POLICIES_NS, policiesTexts);
});

const withMod = (experienceMod: string, verified: number | null) =>
  ({
    ...quote({ status: 'In review', coverageType: 'wc' }),
    underwritingAnswers: { experienceMod },
    experienceModVerified: verified,
  }) as QuoteDto;

describe('the experience modification panel', () => {
  it('reads the typed mod and whether that very value was verified', () => {
    expect(experienceModState(withMod('0.85', null))).toEqual({ mod: 0.85, verified: false });
    expect(experienceModState(withMod('0.85', 0.85))).toEqual({ mod: 0.85, verified: true });
    expect(experienceModState(withMod('0.80', 0.85))).toEqual({ mod: 0.8, verified: false });
  });

  it('verifies a credit mod with the value confirmed with the bureau', async () => {
    const current = withMod('0.85', null);
    const { calls } = api(current, {
      'POST /api/quote/verifyExperienceMod': () => ({
        status: 200,
        data: { ...withMod('0.82', 0.82), version: 2 },
      }),
    });
    const region = await panel();
    expect(within(region).getByText('The customer gave 0.85; not verified.')).toBeVisible();
    expect(within(region).getByText(/pending underwriting until it is verified/)).toBeVisible();
    const user = userEvent.setup();
    const field = within(region).getByLabelText(/Modification confirmed with the bureau/);
    await user.clear(field);
    await user.type(field, '0.01');
    await user.click(within(region).getByRole('button', { name: 'Verify' }));
    expect(
      await within(region).findByText('Experience modification must be between 0.50 and 2.50.'),
    ).toBeVisible();
    expect(calls.some((c) => c.path === '/api/quote/verifyExperienceMod')).toBe(false);

    await user.clear(field);
    await user.type(field, '0.82');
    await user.click(within(region).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/quote/verifyExperienceMod')?.body).toEqual({
        id: current.id,
        version: current.version,
        experienceMod: 0.82,
      }),
    );
    expect(await screen.findByText('0.82, verified with the rating bureau.')).toBeVisible();
  });

  it('is not shown on other lines', async () => {
    api(quote({ status: 'In review', coverageType: 'gl' }));
    await renderPage(
      <SignedIn>
        <StaffQuotePage quoteId={quote().id} />
      </SignedIn>,
    );
    await screen.findByRole('region', { name: 'API / manual' });
    expect(screen.queryByRole('region', { name: 'Experience modification' })).toBeNull();
  });
});
