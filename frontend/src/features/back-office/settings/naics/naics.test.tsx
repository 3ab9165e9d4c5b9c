import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormatMessages } from '@coverline/contracts';
import type { NaicsMappingDto } from '@coverline/contracts/generated/model';
import { page, renderTab, settingsApi } from '../../../../test/settings';
import { NaicsTab } from './NaicsTab';

function mapping(overrides: Partial<NaicsMappingDto> = {}): NaicsMappingDto {
  return {
    id: '5f0b1a8e-1c1e-4b55-9d7e-000000000001',
    masterIndexCode: 'LAND-001',
    masterIndexDescription: 'Landscaping',
    naicsCode: '561730',
    naicsDescription: 'Landscaping Services',
    hartfordSpectrumCode: null,
    hartfordSpectrumDescription: null,
    employersDescription: null,
    payrollState: null,
    wcClassCode: '0042',
    wcClassQuestion: null,
    wcClassDescription: null,
    customClassCodes: [],
    glClassCode: '97047',
    glClassDescription: null,
    externalQuoterCode: null,
    externalQuoterHash: null,
    externalQuoterDescription: null,
    keywords: ['lawn care'],
    readerTexts: {
      name: 'Landscaping',
      wcClassDescription: null,
      glClassDescription: null,
      customClassCodes: [],
    },
    archived: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Long forms are filled by pasting, one input event per field, to keep the tests quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function naicsApi(initial: NaicsMappingDto[]) {
  const stored = [...initial];
  const find = (id: string | undefined) => stored.findIndex((m) => m.id === id);
  return settingsApi({
    'GET /api/master-index-mapping': () => ({ status: 200, data: page(stored) }),
    'POST /api/master-index-mapping': ({ body }) => {
      const created = mapping({ ...(body as Partial<NaicsMappingDto>), id: 'new-id' });
      stored.push(created);
      return { status: 201, data: created };
    },
    'PUT /api/master-index-mapping/:id': ({ body, match }) => {
      const index = find(match[1]);
      stored[index] = { ...stored[index]!, ...(body as Partial<NaicsMappingDto>) };
      return { status: 200, data: stored[index] };
    },
    'POST /api/master-index-mapping/:id/archive': ({ match }) => {
      const index = find(match[1]);
      stored[index] = { ...stored[index]!, archived: true };
      return { status: 200, data: stored[index] };
    },
    'POST /api/master-index-mapping/:id/unarchive': ({ match }) => {
      const index = find(match[1]);
      stored[index] = { ...stored[index]!, archived: false };
      return { status: 200, data: stored[index] };
    },
  });
}

describe('NAICS entry form', { timeout: 15_000 }, () => {
  it('checks code formats and payroll states inline and sends nothing', async () => {
    const api = naicsApi([]);
    await renderTab(<NaicsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New entry' }));
    await fill(user, screen.getByLabelText('Master index code'), 'land 1');
    await fill(user, screen.getByLabelText('NAICS code'), '5617');
    await user.type(screen.getByLabelText('WC class code (optional)'), '42');
    await user.type(screen.getByLabelText('GL class code (optional)'), '9704');
    await user.type(screen.getByLabelText('Payroll state (optional)'), 'CA,XX');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Use letters, digits and hyphens (up to 20), e.g. LAND-001.'),
    ).toBeVisible();
    expect(screen.getByText('This field is required.')).toBeVisible();
    expect(screen.getByText('Please enter a valid six-digit NAICS code.')).toBeVisible();
    expect(screen.getByText('Please enter a valid class code (4 digits).')).toBeVisible();
    expect(screen.getByText('Please enter a valid class code (5 digits).')).toBeVisible();
    expect(screen.getByText(FormatMessages.payrollStates)).toBeVisible();
    expect(api.callsTo('POST', /master-index-mapping/)).toHaveLength(0);
  });

  it('takes up to three custom class codes, each needing a question or a description', async () => {
    const api = naicsApi([]);
    await renderTab(<NaicsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New entry' }));
    await fill(user, screen.getByLabelText('Master index code'), 'land-002');
    await fill(user, screen.getByLabelText('Master index description'), 'Tree trimming');
    await fill(user, screen.getByLabelText('NAICS code'), '561730');
    await user.type(screen.getByLabelText('Payroll state (optional)'), 'ca, or');
    await user.type(screen.getByLabelText('Custom keywords (optional)'), 'arborist, tree care');

    const add = screen.getByRole('button', { name: 'Add a custom WC class code' });
    await user.click(add);
    await user.click(add);
    await user.click(screen.getByRole('button', { name: 'Add a custom WC class code' }));
    expect(screen.queryByRole('button', { name: 'Add a custom WC class code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove custom code 3' }));

    await fill(user, screen.getByLabelText('Custom class code 1'), '0106');
    await fill(user, screen.getByLabelText('Question for code 1'), 'Do you climb above 15 feet?');
    await fill(user, screen.getByLabelText('Custom class code 2'), '8810');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('A custom class code needs a question or a description.'),
    ).toBeVisible();
    expect(api.callsTo('POST', /master-index-mapping/)).toHaveLength(0);

    await fill(user, screen.getByLabelText('Description of code 2'), 'Clerical office employees');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tree trimming was added')).toBeVisible();
    expect(api.callsTo('POST', /master-index-mapping$/)[0]?.body).toMatchObject({
      masterIndexCode: 'LAND-002',
      naicsCode: '561730',
      payrollState: 'CA,OR',
      keywords: ['arborist', 'tree care'],
      wcClassCode: null,
      archived: false,
      customClassCodes: [
        { code: '0106', question: 'Do you climb above 15 feet?', description: null },
        { code: '8810', question: null, description: 'Clerical office employees' },
      ],
    });
  });
});

describe('NAICS index list', () => {
  it('edits an entry, keeping it archived, and shows the saved row', async () => {
    const api = naicsApi([mapping({ archived: true })]);
    await renderTab(<NaicsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Landscaping' }));
    const description = screen.getByLabelText('Master index description');
    await user.clear(description);
    await user.type(description, 'Landscaping and gardening');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Landscaping and gardening was saved')).toBeVisible();
    expect(api.callsTo('PUT', /master-index-mapping\//)[0]?.body).toMatchObject({
      masterIndexDescription: 'Landscaping and gardening',
      keywords: ['lawn care'],
      archived: true,
    });
    expect(
      await screen.findByRole('rowheader', { name: /Landscaping and gardening/ }),
    ).toBeVisible();
  });

  it('archives and unarchives an entry', async () => {
    naicsApi([mapping()]);
    await renderTab(<NaicsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive Landscaping' }));
    expect(await screen.findByText('Landscaping was archived')).toBeVisible();
    const row = screen.getByRole('rowheader', { name: /Landscaping/ }).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Archived')).toBeVisible());
    await user.click(within(row).getByRole('button', { name: 'Unarchive Landscaping' }));
    expect(await screen.findByText('Landscaping is offered again')).toBeVisible();
  });

  it('sends the search and the archive filter to the API', async () => {
    const api = naicsApi([mapping()]);
    await renderTab(<NaicsTab />);
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search business types or codes' }),
      'lawn{Enter}',
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Archived');
    await waitFor(() =>
      expect(api.callsTo('GET', /master-index-mapping$/).at(-1)?.params).toMatchObject({
        searchTerm: 'lawn',
        status: 'archived',
        page: 1,
      }),
    );
  });
});
