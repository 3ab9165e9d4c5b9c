import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DailyRunDto, DailyRunResultDto } from '@coverline/contracts/generated/model';
import { renderTab, settingsApi } from '../../../../test/settings';
import { DailyRunsTab } from './DailyRunsTab';

const billingRun: DailyRunResultDto = {
  run: 'billing',
  trigger: 'admin',
  day: '2026-11-28',
  startedAt: '2026-11-28T10:00:00.000Z',
  finishedAt: '2026-11-28T10:00:02.000Z',
  outcome: 'succeeded',
  counts: { reminded: 1, paid: 3, declined: 1, unanswered: 0, noticesSent: 0, cancelled: 0 },
  error: null,
};

function runsApi(failing = false) {
  const stored: DailyRunDto[] = [
    { run: 'billing', queue: 'instalment-billing', schedule: '0 9 * * *', lastRun: null },
    {
      run: 'renewals',
      queue: 'policy-renewals',
      schedule: '0 8 * * *',
      lastRun: {
        run: 'renewals',
        trigger: 'schedule',
        day: null,
        startedAt: null,
        finishedAt: '2026-11-27T08:00:05.000Z',
        outcome: 'failed',
        counts: null,
        error: 'connection refused',
      },
    },
    { run: 'payroll-reminders', queue: 'payroll-reporting', schedule: '0 15 * * *', lastRun: null },
  ];
  return settingsApi({
    'GET /api/admin/daily-runs': () => ({ status: 200, data: stored }),
    'POST /api/admin/daily-runs/:run': () => {
      if (failing) {
        return {
          status: 409,
          data: { statusCode: 409, code: 3081, message: 'This daily run is running now.' },
        };
      }
      stored[0] = { ...stored[0], lastRun: billingRun };
      return { status: 200, data: billingRun };
    },
  });
}

describe('daily runs tab', () => {
  it('lists each run with its schedule and latest run', async () => {
    runsApi();
    await renderTab(<DailyRunsTab />);
    const billing = (await screen.findByRole('rowheader', { name: /Instalment billing/ })).closest(
      'tr',
    )!;
    expect(within(billing).getByText('Every day at 09:00 UTC')).toBeVisible();
    expect(within(billing).getByText('Not run yet')).toBeVisible();
    const renewals = screen.getByRole('rowheader', { name: /Renewals/ }).closest('tr')!;
    expect(within(renewals).getByText(/^Failed/)).toBeVisible();
    expect(within(renewals).getByText('By its schedule')).toBeVisible();
    expect(within(renewals).getByText('connection refused')).toBeVisible();
  });

  it('runs billing now and shows what it did, then the run as the latest', async () => {
    const api = runsApi();
    await renderTab(<DailyRunsTab />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Run Instalment billing now' }));
    const billing = screen.getByRole('rowheader', { name: /Instalment billing/ }).closest('tr')!;
    expect(await within(billing).findByText('Run for 2026-11-28: done')).toBeVisible();
    expect(
      within(billing).getAllByText(
        'Reminded: 1 · Paid: 3 · Declined: 1 · Unanswered: 0 · Notices sent: 0 · Cancelled: 0',
      ).length,
    ).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(within(billing).getByText('Run by an admin')).toBeVisible());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/daily-runs/billing',
    ]);
  });

  it('says why a run was refused', async () => {
    runsApi(true);
    await renderTab(<DailyRunsTab />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Run Instalment billing now' }));
    expect(await screen.findByText(/running now/)).toBeVisible();
  });
});
