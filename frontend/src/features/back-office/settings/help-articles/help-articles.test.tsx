import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode } from '@coverline/contracts';
import type {
  HelpArticleAdminDto,
  HelpArticleDraftDto,
} from '@coverline/contracts/generated/model';
import { renderTab, settingsApi } from '../../../../test/settings';
import { clearAllCookies } from '../../../../test/tokens';
import { HelpArticlesTab, parseTags } from './HelpArticlesTab';

const ID = '6f1d8a52-6f5b-4a8e-9a51-0f2f1b7c2d11';

const draft: HelpArticleDraftDto = {
  id: ID,
  slug: 'claims',
  language: 'en',
  topic: 'yourPolicy',
  title: 'Reporting a claim',
  summary: 'Report a loss.',
  lines: [],
  states: [],
  tags: ['claim'],
  related: [],
  latestVersion: 2,
  publishedVersion: 1,
  updatedAt: '2026-11-27T10:00:00.000Z',
  updatedByName: 'Ada Admin',
};

const version = (n: number, origin: 'shipped' | 'edit' | 'restore', title: string) => ({
  version: n,
  origin,
  restoredFrom: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  createdByName: origin === 'shipped' ? null : 'Ada Admin',
  title,
  summary: 'Report a loss.',
  body: `**${title}** body.`,
  tags: ['claim', 'loss'],
});

function adminView(latest: number, published: number): HelpArticleAdminDto {
  const versions = [
    version(1, 'shipped', 'Reporting a claim'),
    version(2, 'edit', 'Reporting a claim, edited'),
    version(3, 'edit', 'Claims, new'),
  ].slice(0, latest);
  return {
    id: ID,
    slug: 'claims',
    language: 'en',
    topic: 'yourPolicy',
    latestVersion: latest,
    publishedVersion: published,
    latest: versions[latest - 1],
    versions: [...versions].reverse(),
  };
}

beforeEach(() => clearAllCookies());

describe('the Help articles settings tab', () => {
  it('lists the articles of the language chosen with the version published', async () => {
    const api = settingsApi({
      'GET /api/help/admin/articles': ({ params }) => ({
        status: 200,
        data: params.language === 'es' ? [] : [draft],
      }),
    });
    await renderTab(<HelpArticlesTab />);
    const row = (await screen.findByRole('rowheader', { name: /Reporting a claim/ })).closest(
      'tr',
    )!;
    expect(await within(row).findByText('v2')).toBeVisible();
    expect(within(row).getByText('v1')).toBeVisible();
    expect(within(row).getByText('by Ada Admin')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ language: 'es' }));
  });

  it('saves an edit as a new version, publishes it on demand, and shows the history', async () => {
    let view = adminView(2, 1);
    const api = settingsApi({
      'GET /api/help/admin/articles': () => ({ status: 200, data: [draft] }),
      'GET /api/help/admin/articles/:id': () => ({ status: 200, data: view }),
      'PUT /api/help/admin/articles/:id': () => {
        view = adminView(3, 3);
        return { status: 200, data: view };
      },
      'POST /api/help/admin/articles/:id/restore': () => ({ status: 200, data: view }),
    });
    await renderTab(<HelpArticlesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Reporting a claim' }));
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Reporting a claim, edited');
    expect(screen.getByLabelText('Tags')).toHaveValue('claim, loss');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText(/Shipped with the product/)).toBeVisible();

    fireEvent.change(title, { target: { value: 'Claims, new' } });
    fireEvent.change(screen.getByLabelText('Tags'), {
      target: { value: 'claim, , first notice ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByText('Version 3 is published.')).toBeVisible();
    expect(api.callsTo('PUT', /\/api\/help\/admin\/articles\//)[0].body).toEqual({
      baseVersion: 2,
      title: 'Claims, new',
      summary: 'Report a loss.',
      body: '**Reporting a claim, edited** body.',
      tags: ['claim', 'first notice'],
      publish: true,
    });
    // The form starts again from the new latest version; older ones can be restored.
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Version 1' }));
    await waitFor(() => expect(api.callsTo('POST', /\/restore$/)[0].body).toEqual({ version: 1 }));
  });

  it('says when someone saved meanwhile', async () => {
    settingsApi({
      'GET /api/help/admin/articles': () => ({ status: 200, data: [draft] }),
      'GET /api/help/admin/articles/:id': () => ({ status: 200, data: adminView(2, 1) }),
      'PUT /api/help/admin/articles/:id': () => ({
        status: 409,
        data: {
          statusCode: 409,
          code: ErrorCode.HelpArticleChanged,
          message: 'Changed meanwhile.',
          error: 'Conflict',
        },
      }),
    });
    await renderTab(<HelpArticlesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Reporting a claim' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText(/Someone saved this article meanwhile/)).toBeVisible();
  });

  it('reads tags separated by commas', () => {
    expect(parseTags(' COI, certificate ,, ACORD 25 ')).toEqual(['COI', 'certificate', 'ACORD 25']);
  });
});
