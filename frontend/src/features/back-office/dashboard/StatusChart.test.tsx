import { screen, within } from '@testing-library/react';
import type { ActivityItemDto, StatusHistoryDto } from '@coverline/contracts/generated/model';
import activityTexts from '../../../../public/locales/en/activity.json';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { settingsApi } from '../../../test/settings';
import { ACTIVITY_NS } from './namespace';
import { ActivityEntry } from './RecentActivity';
import { StatusChart, valueTicks } from './StatusChart';

const STATUSES = [
  'In process',
  'In review',
  'Ready to bind',
  'Purchase pending',
  'Awaiting signatures',
  'Completed',
  'Bound',
  'Archive',
] as const;

function history(counts: Partial<Record<(typeof STATUSES)[number], number[]>>): StatusHistoryDto {
  return {
    weeks: ['2026-01-05', '2026-01-12', '2026-01-19'],
    series: STATUSES.map((status) => ({ status, counts: counts[status] ?? [0, 0, 0] })),
  };
}

beforeAll(() => {
  if (!i18n.hasTexts(ACTIVITY_NS)) {
    i18n.addTexts(ACTIVITY_NS, activityTexts);
  }
});

describe('the status chart', () => {
  it('draws one segment per status entered in a week, stacked, with a title, legend and table', async () => {
    const { container } = await renderPage(
      <StatusChart history={history({ 'In process': [3, 0, 2], Bound: [1, 0, 4] })} />,
    );
    const chart = await screen.findByRole('img', { name: /Applications by status, last 12 weeks/ });
    const bars = (week: string) =>
      [...container.querySelectorAll(`g[data-week="${week}"] rect`)].map((r) => [
        r.getAttribute('data-status'),
        r.getAttribute('data-count'),
      ]);
    expect(bars('2026-01-05')).toEqual([
      ['In process', '3'],
      ['Bound', '1'],
    ]);
    expect(bars('2026-01-12')).toEqual([]);
    expect(bars('2026-01-19')).toEqual([
      ['In process', '2'],
      ['Bound', '4'],
    ]);
    // The taller week's stack reaches higher: six entries against four.
    const height = (week: string) =>
      [...container.querySelectorAll(`g[data-week="${week}"] rect`)].reduce(
        (sum, r) => sum + Number(r.getAttribute('height')),
        0,
      );
    expect(height('2026-01-19')).toBeGreaterThan(height('2026-01-05'));
    expect(within(chart).getByText('Week of Jan 19: Bound 4')).toBeDefined();
    expect(within(chart).getByText('Week starting')).toBeDefined();
    expect(within(chart).getByText('Applications')).toBeDefined();

    const legend = screen.getByRole('list', { name: 'Statuses' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'In process',
      'In review',
      'Ready to bind',
      'Purchase pending',
      'Awaiting signatures',
      'Completed',
      'Bound',
      'Archived',
    ]);

    const table = screen.getByRole('table', {
      name: 'Applications entering each status per week',
    });
    const row = within(table).getByRole('row', { name: /Jan 19/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['2', '0', '0', '0', '0', '0', '4', '0', '6']);
  });

  it('rounds the value axis to whole steps', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(1)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(6)).toEqual([0, 2, 4, 6]);
    expect(valueTicks(37)).toEqual([0, 10, 20, 30, 40]);
  });
});

describe('the recent activity', () => {
  const base: ActivityItemDto = {
    id: 'status-1',
    kind: 'created',
    at: '2026-01-20T10:00:00.000Z',
    applicationId: '5f0b1a8e-1c1e-4b55-9d7e-000000000001',
    businessName: 'Harbor Bakery',
    coverageType: 'wc',
    fromStatus: null,
    toStatus: 'In process',
    action: null,
    actorName: null,
    before: null,
    after: null,
    amountCents: null,
    signerName: null,
  };

  it('describes each event and links it to its quote', async () => {
    settingsApi({ 'GET /api/users/agentsAndAdmin': () => ({ status: 200, data: [] }) });
    const items: ActivityItemDto[] = [
      base,
      {
        ...base,
        id: 'audit-1',
        kind: 'staffAction',
        applicationId: '5f0b1a8e-1c1e-4b55-9d7e-000000000002',
        businessName: null,
        action: 'setQuoteStatus',
        actorName: 'Ada Admin',
        before: { status: 'In process' },
        after: { status: 'Ready to bind' },
      },
      { ...base, id: 'payment-1', kind: 'payment', amountCents: 125_000, toStatus: null },
    ];
    await renderPage(
      <ol>
        {items.map((item) => (
          <ActivityEntry key={item.id} item={item} />
        ))}
      </ol>,
    );
    const entries = await screen.findAllByRole('listitem');
    expect(within(entries[0]).getByText('Started, In process')).toBeDefined();
    expect(
      within(entries[0]).getByRole('link', { name: 'Harbor Bakery' }).getAttribute('href'),
    ).toBe(`/dashboard/quote/${base.applicationId}`);
    expect(within(entries[1]).getByText('Status set by Ada Admin')).toBeDefined();
    expect(within(entries[1]).getByText('Status: In process → Ready to bind')).toBeDefined();
    expect(
      within(entries[1]).getByRole('link', { name: 'Quote 5f0b1a8e' }).getAttribute('href'),
    ).toBe('/dashboard/quote/5f0b1a8e-1c1e-4b55-9d7e-000000000002');
    expect(screen.getByText('Payment of $1,250 received')).toBeDefined();
  });
});
