import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoteDto } from '@coverline/contracts/generated/model';
import notesTexts from '../../../../public/locales/en/notes.json';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { wizardApi, type FakeRequest } from '../../../test/quotation';
import { NOTES_NS } from './namespace';
import { NotesPanel } from './NotesPanel';

const CLIENT = 'c0000000-0000-4000-8000-000000000001';
const QUOTE = 'a0000000-0000-4000-8000-000000000001';
const OTHER_QUOTE = 'a0000000-0000-4000-8000-000000000002';

let seq = 0;
const note = (text: string, overrides: Partial<NoteDto> = {}): NoteDto => ({
  id: `n-${++seq}`,
  clientId: CLIENT,
  scope: 'client',
  applicationId: null,
  text,
  authorId: 'admin-1',
  authorName: 'Ada Staff',
  pinned: false,
  pinnedPosition: null,
  archived: false,
  createdAt: '2026-03-02T15:04:00.000Z',
  updatedAt: '2026-03-02T15:04:00.000Z',
  ...overrides,
});

/** A small in-memory notes API that behaves as the real one for the calls the panel makes. */
function notesApi(initial: NoteDto[]) {
  const notes = [...initial];
  const find = (r: FakeRequest) => notes.find((n) => r.path.split('/')[5] === n.id);
  const pinnedCount = () => notes.filter((n) => n.pinned).length;
  const reply = (n: NoteDto | undefined) => ({ status: 200, data: n });
  return wizardApi(
    {
      'GET /api/notes/clients/:clientId': () => ({
        status: 200,
        // Copies, as a real answer would be: the query cache must see the changes.
        data: structuredClone(notes).sort(
          (a, b) => (a.pinnedPosition ?? 999) - (b.pinnedPosition ?? 999),
        ),
      }),
      'POST /api/notes/clients/:clientId': (r) => {
        const created = note(...[(r.body as NoteDto).text, r.body as Partial<NoteDto>]);
        notes.unshift(created);
        return { status: 201, data: created };
      },
      'PUT /api/notes/clients/:clientId/pinned': (r) => {
        (r.body as { noteIds: string[] }).noteIds.forEach((id, i) => {
          const n = notes.find((x) => x.id === id);
          if (n) n.pinnedPosition = i;
        });
        return { status: 200, data: notes.filter((n) => n.pinned) };
      },
      'POST /api/notes/clients/:clientId/:noteId/pin': (r) => {
        const n = find(r);
        if (n) Object.assign(n, { pinned: true, pinnedPosition: pinnedCount() });
        return reply(n);
      },
      'POST /api/notes/clients/:clientId/:noteId/archive': (r) => {
        const n = find(r);
        if (n) Object.assign(n, { archived: true, pinned: false, pinnedPosition: null });
        return reply(n);
      },
      'POST /api/notes/clients/:clientId/:noteId/unarchive': (r) => {
        const n = find(r);
        if (n) n.archived = false;
        return reply(n);
      },
    },
    '/dashboard/quote/x',
  );
}

const show = () => renderPage(<NotesPanel clientId={CLIENT} quoteId={QUOTE} />);

beforeAll(() => {
  i18n.addTexts(NOTES_NS, notesTexts);
});

describe('the notes panel', () => {
  it('adds a note about this policy, and filters by what notes are about', async () => {
    const { calls } = notesApi([
      note('Prefers calls after 3pm'),
      note('Loss runs requested', { scope: 'policy', applicationId: OTHER_QUOTE }),
    ]);
    await show();
    expect(await screen.findByText('Prefers calls after 3pm')).toBeVisible();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveAccessibleDescription(
      expect.stringContaining('Write the note before adding it.'),
    );

    // The form's controls wear the app's field style, like every other form's.
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveClass('field__input');
    expect(screen.getByRole('combobox', { name: 'About' })).toHaveClass('field__input');
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Needs the FEIN letter');
    await user.selectOptions(screen.getByRole('combobox', { name: 'About' }), 'policy');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Needs the FEIN letter')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith(CLIENT))?.body).toEqual({
      text: 'Needs the FEIN letter',
      scope: 'policy',
      applicationId: QUOTE,
    });
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'This policy' }));
    expect(screen.getByText('Needs the FEIN letter')).toBeVisible();
    expect(screen.queryByText('Prefers calls after 3pm')).toBeNull();
    expect(screen.queryByText('Loss runs requested')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Client' }));
    expect(screen.getByText('Prefers calls after 3pm')).toBeVisible();
    expect(screen.queryByText('Needs the FEIN letter')).toBeNull();
  });

  it('pins notes and moves a pinned note with the keyboard, sending the whole new order', async () => {
    const first = note('First note');
    const second = note('Second note');
    const { calls } = notesApi([first, second]);
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pin note: First note' }));
    await user.click(await screen.findByRole('button', { name: 'Pin note: Second note' }));

    const up = await screen.findByRole('button', {
      name: 'Move up note: Second note (pinned 2 of 2)',
    });
    expect(
      screen.getByRole('button', { name: 'Move up note: First note (pinned 1 of 2)' }),
    ).toBeDisabled();
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Move down note: Second note (pinned 1 of 2)' }),
      ).toHaveFocus(),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      noteIds: [second.id, first.id],
    });
    const pinnedList = screen.getAllByRole('list')[0];
    const items = within(pinnedList).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Second note');
    expect(items[1]).toHaveTextContent('First note');
  });

  it('keeps archived notes behind a toggle and brings them back', async () => {
    notesApi([note('Old address on file')]);
    await show();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Archive note: Old address on file' }),
    );
    await waitFor(() => expect(screen.queryByText('Old address on file')).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'Show archived notes (1)' }));
    const archived = screen.getByRole('list', { name: 'Archived notes' });
    expect(within(archived).getByText('Old address on file')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unarchive note: Old address on file' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Show archived notes (0)' })).toBeVisible(),
    );
    expect(screen.getByText('Old address on file')).toBeVisible();
  });

  it('shows the empty lists when the client has no notes', async () => {
    notesApi([]);
    await show();
    expect(await screen.findByText('No pinned notes.')).toBeVisible();
    expect(screen.getByText('No notes to show.')).toBeVisible();
  });
});
