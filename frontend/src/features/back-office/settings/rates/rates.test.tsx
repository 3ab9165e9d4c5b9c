import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  RateTableSummaryDto,
  RateTableVersionDto,
} from '@coverline/contracts/generated/model';
import { page, renderTab, settingsApi } from '../../../../test/settings';
import { RatesTab } from './RatesTab';

const TEXAS: RateTableSummaryDto = {
  kind: 'wc.state',
  line: 'wc',
  carrier: null,
  state: 'TX',
  versions: 1,
  inForceVersion: 'TX-2025.1',
  inForceFrom: '2025-01-01',
  latestFrom: '2025-01-01',
};

function version(overrides: Partial<RateTableVersionDto> = {}): RateTableVersionDto {
  return {
    id: '7d2a3c4b-0000-4000-8000-000000000001',
    kind: 'wc.state',
    line: 'wc',
    carrier: null,
    state: 'TX',
    version: 'TX-2025.1',
    effectiveFrom: '2025-01-01',
    data: { lossCosts: { '0042': 3.5 }, expenseConstantCents: 16000 },
    source: 'Rate files shipped with the platform',
    shipped: true,
    note: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    createdBy: null,
    ...overrides,
  };
}

function ratesApi() {
  const versions = [version()];
  return settingsApi({
    'GET /api/rate-tables': () => ({ status: 200, data: page([TEXAS]) }),
    'GET /api/rate-tables/history': () => ({ status: 200, data: [...versions].reverse() }),
    'POST /api/rate-tables/versions': ({ body }) => {
      const added = version({
        ...(body as Partial<RateTableVersionDto>),
        id: '7d2a3c4b-0000-4000-8000-000000000002',
        shipped: false,
        createdBy: 'admin@coverline.example',
        createdAt: '2026-06-01T10:00:00.000Z',
      });
      versions.push(added);
      return { status: 201, data: added };
    },
    'POST /api/rate-tables/import': () => ({
      status: 400,
      data: {
        statusCode: 400,
        code: 2893,
        error: 'Bad Request',
        message: [
          'Row 3: "ZZ" is not a US state code.',
          'Row 4: loss cost "abc" must be a number like 2.45.',
        ],
      },
    }),
  });
}

describe('rates settings tab', () => {
  it('lists each table with the version in force, and adds a version with its effective date', async () => {
    const api = ratesApi();
    await renderTab(<RatesTab />);
    const user = userEvent.setup();
    const row = (await screen.findByRole('rowheader', { name: 'WC state rates · WC · TX' }))
      .parentElement!;
    expect(within(row).getByText(/TX-2025\.1/)).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Edit WC state rates · WC · TX' }));
    const history = await screen.findByRole('table', {
      name: 'Every version, latest effective date first',
    });
    expect(within(history).getByText('Shipped with Coverline')).toBeVisible();
    expect(within(history).getByText('In force')).toBeVisible();
    expect(api.callsTo('GET', /history$/)[0]?.params).toEqual({
      kind: 'wc.state',
      line: 'wc',
      state: 'TX',
    });
    // The figures start from the version in force.
    expect(
      JSON.parse((screen.getByLabelText('Figures (JSON)') as HTMLTextAreaElement).value),
    ).toEqual(version().data);

    await user.click(screen.getByRole('button', { name: 'Add version' }));
    expect(await screen.findByText('Enter a date as YYYY-MM-DD.')).toBeVisible();
    expect(api.callsTo('POST', /versions$/)).toHaveLength(0);

    await user.type(screen.getByLabelText('Version'), 'TX-2026.7');
    await user.type(screen.getByLabelText('Effective from'), '2026-07-01');
    await user.type(screen.getByLabelText('Source of the figures'), 'TDI filing 2026');
    await user.type(screen.getByLabelText('Note'), 'Landscaping up');
    await user.click(screen.getByRole('button', { name: 'Add version' }));

    expect(await screen.findByText(/Version TX-2026\.7 takes effect on/)).toBeVisible();
    expect(api.callsTo('POST', /versions$/)[0]?.body).toEqual({
      kind: 'wc.state',
      line: 'wc',
      state: 'TX',
      version: 'TX-2026.7',
      effectiveFrom: '2026-07-01',
      source: 'TDI filing 2026',
      note: 'Landscaping up',
      data: version().data,
    });
    await waitFor(() => expect(within(history).getByText('TX-2026.7')).toBeVisible());
    expect(within(history).getByText(/admin@coverline\.example/)).toBeVisible();
  });

  it('lists every wrong row of a rate file the API refused', async () => {
    const api = ratesApi();
    await renderTab(<RatesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import rate file' }));
    await user.type(screen.getByLabelText('Version'), '2026.7');
    await user.type(screen.getByLabelText('Effective from'), '2026-07-01');
    await user.type(screen.getByLabelText('Source of the figures'), 'NCCI filing');
    const file = new File(
      ['state,classCode,lossCost\nTX,0042,3.6\nZZ,8810,1\nTX,8810,abc\n'],
      'tx.csv',
      {
        type: 'text/csv',
      },
    );
    await user.upload(screen.getByLabelText('CSV file'), file);
    await waitFor(() =>
      expect(screen.getByLabelText('File contents')).toHaveValue(
        'state,classCode,lossCost\nTX,0042,3.6\nZZ,8810,1\nTX,8810,abc\n',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const problems = (
      await screen.findByText('Nothing was imported. Correct these rows and try again:')
    ).closest('.alert') as HTMLElement;
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3: "ZZ" is not a US state code.',
      'Row 4: loss cost "abc" must be a number like 2.45.',
    ]);
    expect(api.callsTo('POST', /import$/)[0]?.body).toMatchObject({
      format: 'wc-loss-costs',
      version: '2026.7',
      effectiveFrom: '2026-07-01',
      source: 'NCCI filing',
    });
  });

  it('asks for the carrier and line of a multipliers file before sending it', async () => {
    const api = ratesApi();
    await renderTab(<RatesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import rate file' }));
    await user.selectOptions(screen.getByLabelText('File format'), 'carrier-lcms');
    await user.type(screen.getByLabelText('Version'), '2026.7');
    await user.type(screen.getByLabelText('Effective from'), '2026-07-01');
    await user.type(screen.getByLabelText('Source of the figures'), 'Hartford rate file');
    await user.type(screen.getByLabelText('File contents'), 'state,lcm{enter}TX,1.3');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Choose the carrier whose multipliers these are.'),
    ).toBeVisible();
    expect(screen.getByText('Choose the line the multipliers are for.')).toBeVisible();
    expect(api.callsTo('POST', /import$/)).toHaveLength(0);
  });
});
