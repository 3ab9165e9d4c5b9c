import { screen } from '@testing-library/react';
import type { MyPolicyDto } from '@coverline/contracts/generated/model';
import policiesTexts from '../../../../public/locales/en/policies.json';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { POLICIES_NS } from '../../servicing/policies/namespace';
import { wizardApi } from '../../../test/quotation';
import { ClientBusinesses, ClientDocuments } from './ClientHoldings';

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

const POLICY = {
  quoteId: 'q-1',
  businessName: 'Harbor Bakery LLC',
  policyNumber: 'WC-2026-0001',
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
} as unknown as MyPolicyDto;

beforeAll(() => i18n.addTexts(POLICIES_NS, policiesTexts));

describe("a client's holdings on My Account", () => {
  it('lists their businesses with the DBA and the masked FEIN', async () => {
    wizardApi(
      {
        'GET /api/business': () => ({
          status: 200,
          data: page([
            {
              business: {
                id: 'b-1',
                businessName: 'Harbor Bakery LLC',
                businessDba: 'Harbor Bread',
                feinMasked: '**-***4321',
              },
              client: { id: 'c-1' },
            },
          ]),
        }),
      },
      '/client/my-account',
    );
    await renderPage(<ClientBusinesses />);
    expect(await screen.findByText('Harbor Bakery LLC')).toBeVisible();
    expect(screen.getByText('Doing business as Harbor Bread')).toBeVisible();
    expect(screen.getByText('FEIN **-***4321')).toBeVisible();
  });

  it("offers every policy's documents to download, and says when there are none", async () => {
    wizardApi(
      { 'GET /api/quote/myPolicies': () => ({ status: 200, data: page([POLICY]) }) },
      '/client/my-account',
    );
    await renderPage(<ClientDocuments />);
    expect(
      await screen.findByRole('heading', { name: 'Harbor Bakery LLC, policy WC-2026-0001' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download Policy WC-2026-0001.pdf' })).toBeVisible();
  });

  it('says when no policy has documents yet', async () => {
    wizardApi(
      { 'GET /api/quote/myPolicies': () => ({ status: 200, data: page([]) }) },
      '/client/my-account',
    );
    await renderPage(<ClientDocuments />);
    expect(
      await screen.findByText("Your policies' documents appear here once a policy is bound."),
    ).toBeVisible();
  });
});
