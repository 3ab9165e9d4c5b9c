import { screen, within } from '@testing-library/react';
import { Role } from '@coverline/contracts';
import type { AppetiteLeadDto } from '@coverline/contracts/generated/model';
import applicationsTexts from '../../../../public/locales/en/applications.json';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { page, settingsApi } from '../../../test/settings';
import { clearAllCookies, signInAs } from '../../../test/tokens';
import { loadAppetiteTexts } from '../../quoting/appetite/namespace';
import { LeadsPage } from './LeadsPage';
import { APPLICATIONS_NS } from './namespace';

const LEAD: AppetiteLeadDto = {
  id: 'lead-1',
  email: 'owner@roofs.example',
  masterIndexCode: 'MI-1042',
  businessType: 'Roofing Contractor',
  state: 'FL',
  line: 'gl',
  quoteId: '5f0b1a8e-1c1e-4b55-9d7e-000000000001',
  language: 'es',
  verdictNow: 'none',
  createdAt: '2026-11-20T10:00:00.000Z',
};

beforeAll(async () => {
  if (!i18n.hasTexts(APPLICATIONS_NS)) i18n.addTexts(APPLICATIONS_NS, applicationsTexts);
  await loadAppetiteTexts();
});
beforeEach(() => {
  clearAllCookies();
  signInAs({ role: Role.Admin });
});

describe('the Leads view of the pipeline', () => {
  it('lists the emails visitors left, with where, the coverage and what carriers answer today', async () => {
    const { calls } = settingsApi({
      'GET /api/appetite/leads': () => ({ status: 200, data: page([LEAD], 1, 20, 1) }),
    });
    await renderPage(<LeadsPage />);
    const row = (await screen.findByRole('rowheader', { name: 'owner@roofs.example' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Roofing Contractor')).toBeVisible();
    expect(within(row).getByText('Florida')).toBeVisible();
    expect(within(row).getByText('General liability')).toBeVisible();
    expect(within(row).getByText('No carrier writes it')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Open the quote' })).toHaveAttribute(
      'href',
      `/dashboard/quote/${LEAD.quoteId}`,
    );
    const tabs = screen.getByRole('navigation', { name: 'Application status' });
    expect(within(tabs).getByRole('link', { name: 'Leads' })).toBeVisible();
    expect(calls[0]!.params).toMatchObject({ page: 1, pageSize: 20 });
  });
});
