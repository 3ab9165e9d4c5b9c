import { screen, within } from '@testing-library/react';
import { setHttpClient } from '@coverline/contracts/http';
import type { BorApplicationDto } from '@coverline/contracts/generated/model';
import borTexts from '../../../../public/locales/en/bor.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { BorChangesList } from './BorChangesList';
import { BOR_NS } from './namespace';

const change = (over: Partial<BorApplicationDto>): BorApplicationDto => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  email: 'dana@harbor.example',
  clientId: null,
  status: 'draft',
  legalName: 'Harbor Bakery LLC',
  feinMasked: null,
  address: null,
  mailingAddress: null,
  carrierId: null,
  carrierName: 'Employers',
  policyNumber: 'WC-1',
  coverageType: 'wc',
  effectiveDate: null,
  signer: null,
  missing: [],
  letterDocumentId: null,
  signedLetterDocumentId: null,
  carrierNotified: false,
  statusNote: null,
  submittedAt: null,
  signedAt: null,
  sentAt: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function api(changes: BorApplicationDto[]) {
  setAppNavigation(fakeNavigation('/BOR'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, (config) =>
    config.url === '/api/bor/myBorApplications'
      ? { status: 200, data: changes }
      : { status: 404, data: { statusCode: 404, message: 'Not found' } },
  );
}

beforeAll(() => {
  i18n.addTexts(BOR_NS, borTexts);
});

describe("the applicant's broker of record changes", () => {
  it('lists every change with its status in words, and opens the others', async () => {
    const second = change({
      id: 'a0000000-0000-4000-8000-000000000002',
      policyNumber: 'GL-2',
      carrierName: 'Hiscox',
      status: 'submitted',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    const first = change({ status: 'accepted' });
    api([second, first]);
    await renderPage(<BorChangesList currentId={second.id} />);
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('GL-2 with Hiscox');
    expect(rows[0]).toHaveTextContent('Awaiting signature');
    expect(rows[0]).toHaveTextContent('Shown above');
    expect(rows[1]).toHaveTextContent('WC-1 with Employers');
    expect(rows[1]).toHaveTextContent('Accepted');
    expect(
      within(rows[1]).getByRole('link', { name: 'Open the change for WC-1 with Employers' }),
    ).toHaveAttribute('href', `/BOR?borApplicationId=${first.id}`);
    expect(screen.getByText('You started 2 changes, one for each policy.')).toBeVisible();
    expect(list.textContent).not.toMatch(/_/);
  });

  it('shows nothing for a single change: its own page says where it stands', async () => {
    api([change({})]);
    const { container } = await renderPage(<BorChangesList currentId="x" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.bor-changes')).toBeNull();
  });
});
