import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoverageTextDto } from '@coverline/contracts/generated/model';
import { renderTab, settingsApi } from '../../../../test/settings';
import { CoverageTextsTab } from './CoverageTextsTab';

function text(overrides: Partial<CoverageTextDto> = {}): CoverageTextDto {
  return {
    id: '3c2b1a09-8f7e-4d6c-9b5a-000000000001',
    name: 'wc',
    kind: 'covered',
    status: 'published',
    title: "Workers' compensation",
    body: 'Covers employees hurt at work.',
    whatIsCovered: ['Medical bills', 'Lost wages'],
    whatIsNotCovered: ['Independent contractors'],
    freeText: '',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function textsApi(initial: CoverageTextDto[]) {
  let stored = [...initial];
  return settingsApi({
    'GET /api/coverage': () => ({ status: 200, data: stored }),
    'PUT /api/coverage': ({ body }) => {
      const sent = body as CoverageTextDto;
      const saved = {
        ...text(),
        ...sent,
        id: stored.find((t) => t.name === sent.name)?.id ?? 'new',
      };
      stored = [...stored.filter((t) => t.name !== sent.name), saved];
      return { status: 200, data: saved };
    },
    'DELETE /api/coverage/:name': ({ match }) => {
      stored = stored.filter((t) => t.name !== match[1]);
      return { status: 204 };
    },
  });
}

describe('coverage text form', () => {
  it('checks the name format, refuses a name in use by either kind and needs a title', async () => {
    const api = textsApi([text(), text({ id: 'p', name: 'popup-fein', kind: 'popup' })]);
    await renderTab(<CoverageTextsTab kind="covered" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New text' }));
    await user.type(screen.getByLabelText('Name'), 'general liability');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Use lower-case letters, digits and hyphens (up to 100).'),
    ).toBeVisible();
    expect(screen.getByText('This field is required.')).toBeVisible();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'WC');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A text with this name already exists.')).toBeVisible();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'popup-fein');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A text with this name already exists.')).toBeVisible();
    expect(api.callsTo('PUT', /coverage/)).toHaveLength(0);
  });

  it('creates a pop-up as a draft with one list item per line', async () => {
    const api = textsApi([]);
    await renderTab(<CoverageTextsTab kind="popup" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New pop-up' }));
    expect(screen.getByRole('radio', { name: 'Draft' })).toBeChecked();
    await user.type(screen.getByLabelText('Name'), 'popup-waiver');
    await user.type(screen.getByLabelText('Title'), 'Waiver of subrogation');
    await user.type(
      screen.getByLabelText('What is covered (optional)'),
      'Claims against your clients{Enter}{Enter}Blanket waivers{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Waiver of subrogation was added')).toBeVisible();
    expect(api.callsTo('PUT', /coverage$/)[0]?.body).toEqual({
      name: 'popup-waiver',
      kind: 'popup',
      status: 'draft',
      title: 'Waiver of subrogation',
      body: '',
      whatIsCovered: ['Claims against your clients', 'Blanket waivers'],
      whatIsNotCovered: [],
      freeText: '',
    });
    const row = (await screen.findByRole('rowheader', { name: 'Waiver of subrogation' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Draft')).toBeVisible();
  });
});

describe('coverage texts list', () => {
  it('edits a text without changing its name', async () => {
    const api = textsApi([text()]);
    await renderTab(<CoverageTextsTab kind="covered" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Edit Workers' compensation" }));
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('What is not covered (optional)'), '{Enter}Owners');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Workers' compensation was saved")).toBeVisible();
    expect(api.callsTo('PUT', /coverage$/)[0]?.body).toMatchObject({
      name: 'wc',
      kind: 'covered',
      whatIsNotCovered: ['Independent contractors', 'Owners'],
    });
  });

  it('takes a text back to draft, publishes it again and deletes it', async () => {
    const api = textsApi([text()]);
    await renderTab(<CoverageTextsTab kind="covered" />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: "Unpublish Workers' compensation" }),
    );
    expect(await screen.findByText("Workers' compensation is a draft again")).toBeVisible();
    expect(api.callsTo('PUT', /coverage$/)[0]?.body).toMatchObject({
      status: 'draft',
      whatIsCovered: ['Medical bills', 'Lost wages'],
    });
    await user.click(await screen.findByRole('button', { name: "Publish Workers' compensation" }));
    expect(await screen.findByText("Workers' compensation was published")).toBeVisible();

    await user.click(screen.getByRole('button', { name: "Delete Workers' compensation" }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText("Workers' compensation was deleted")).toBeVisible();
    expect(api.callsTo('DELETE', /coverage\/wc$/)).toHaveLength(1);
  });

  it('searches names and titles and filters by status here, without calling again', async () => {
    const api = textsApi([
      text(),
      text({ id: 'gl', name: 'gl', title: 'General liability', status: 'draft' }),
      text({ id: 'bop', name: 'bop', title: "Business owner's policy" }),
    ]);
    await renderTab(<CoverageTextsTab kind="covered" />);
    const user = userEvent.setup();
    expect(await screen.findByText('1–3 of 3')).toBeVisible();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name or title' }),
      'liab{Enter}',
    );
    expect(await screen.findByText('1–1 of 1')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'General liability' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    expect(await screen.findByText('Nothing matches. Try another search or filter.')).toBeVisible();
    await waitFor(() => expect(api.callsTo('GET', /coverage$/)).toHaveLength(1));
  });
});
