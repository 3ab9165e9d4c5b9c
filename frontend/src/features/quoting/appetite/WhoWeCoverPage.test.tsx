import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@coverline/contracts/http';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies } from '../../../test/tokens';
import { loadAppetiteTexts } from './namespace';
import { WhoWeCoverPage } from './WhoWeCoverPage';

const ROOFING = {
  id: 'MI-1042',
  masterIndexCode: 'MI-1042',
  description: 'Roofing Contractor',
  naicsCode: '238160',
  lines: [{ line: 'wc', states: ['TX', 'GA'] }],
};
const LANDSCAPING = {
  id: 'MI-1001',
  masterIndexCode: 'MI-1001',
  description: 'Landscaping',
  naicsCode: '561730',
  lines: [
    { line: 'wc', states: ['TX'] },
    { line: 'gl', states: ['TX', 'FL', 'GA'] },
  ],
};

function api() {
  setAppNavigation(fakeNavigation('/who-we-cover'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, (config) => {
    const path = new URL(config.url ?? '', 'http://localhost').pathname;
    if (path === '/api/appetite/covered') {
      const q = (config.params as { q?: string } | undefined)?.q;
      const items = q ? [ROOFING] : [LANDSCAPING, ROOFING];
      return { status: 200, data: { items, total: items.length, page: 1, pageSize: 20 } };
    }
    if (path === '/api/appetite/covered/MI-1042') {
      return {
        status: 200,
        data: {
          masterIndexCode: 'MI-1042',
          businessType: 'Roofing Contractor',
          state: (config.params as { state: string }).state,
          lines: [
            { line: 'wc', canQuote: true, stateFund: false, sentence: null },
            { line: 'gl', canQuote: false, stateFund: false, sentence: 'None…' },
            { line: 'bop', canQuote: false, stateFund: false, sentence: 'None…' },
            { line: 'cyber', canQuote: true, stateFund: false, sentence: null },
          ],
        },
      };
    }
    if (path === '/api/appetite/leads' && config.method === 'post') {
      return { status: 201, data: { id: 'lead-1', ...JSON.parse(config.data as string) } };
    }
    return { status: 404, data: { statusCode: 404, message: 'Not found' } };
  });
}

beforeAll(() => loadAppetiteTexts());
beforeEach(() => clearAllCookies());
afterEach(() => i18n.changeLanguage('en'));

describe('who we cover', () => {
  it('lists business types with the coverages and states we quote them in, no carriers', async () => {
    api();
    await renderPage(<WhoWeCoverPage />);
    const row = (await screen.findByRole('rowheader', { name: /Landscaping/ })).closest('tr')!;
    expect(within(row).getByText('General liability: 3 states')).toBeInTheDocument();
    expect(within(row).getByText("Workers' compensation: 1 state")).toBeInTheDocument();
    expect(screen.queryByText(/Hartford|Markel|Coterie/)).toBeNull();
  });

  it('tells a visitor nobody writes their business in their state and takes their email', async () => {
    const { requests } = api();
    const user = userEvent.setup();
    await renderPage(<WhoWeCoverPage />);
    await user.type(await screen.findByLabelText(/Business type or NAICS code/), 'roofing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(
      await screen.findByRole('button', { name: 'Check your state: Roofing Contractor' }),
    );
    const stateField = screen.getByLabelText('Your state');
    await user.selectOptions(stateField, 'FL');
    const check = within(stateField.closest('section')!);
    await user.selectOptions(check.getByLabelText('Coverage'), 'gl');
    const sentence = await screen.findByRole('heading', {
      name: 'None of our carriers writes roofing contractor in Florida for general liability.',
    });
    expect(sentence).toBeVisible();
    expect(screen.getByRole('button', { name: 'Talk to an agent' })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'owner@roofs.example');
    await user.click(screen.getByRole('button', { name: 'Tell me when a carrier does' }));
    expect(
      await screen.findByText(/We will email owner@roofs.example when a carrier writes/),
    ).toBeVisible();
    const lead = requests.find((r) => r.url === '/api/appetite/leads')!;
    expect(JSON.parse(lead.data as string)).toEqual({
      email: 'owner@roofs.example',
      masterIndexCode: 'MI-1042',
      state: 'FL',
      line: 'gl',
      language: 'en',
    });
  });

  it('says it in Spanish for a Spanish reader', async () => {
    api();
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    await renderPage(<WhoWeCoverPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Consulte su estado: Roofing Contractor' }),
    );
    await user.selectOptions(screen.getByLabelText('Su estado'), 'FL');
    expect(
      await screen.findByRole('heading', {
        name: 'Ninguna de nuestras aseguradoras cubre roofing contractor en Florida para responsabilidad civil general.',
      }),
    ).toBeVisible();
  });
});
