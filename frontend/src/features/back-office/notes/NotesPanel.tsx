/**
 * Staff notes on the quote page and the client page (without a quote: no "This policy" filter
 * or scope): the client's notes filtered to All, Client or This policy,
 * adding a note, pinning and ordering the pinned ones (move up and down buttons), archiving with
 * the archived notes behind a toggle. Each change refetches the list; nothing is assumed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  getListNotesQueryKey,
  useArchiveNote,
  useCreateNote,
  useListNotes,
  usePinNote,
  useReorderPinnedNotes,
  useUnarchiveNote,
  useUnpinNote,
} from '@coverline/contracts/generated/notes/notes';
import type { NoteDto, NoteScope } from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { errorMessage, formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame } from '../../../ui/TextField';
import { NOTES_NS } from './namespace';
import { moved, NOTE_FILTERS, notesView, type NoteFilter } from './notes-view';
import './notes.css';

/** The API's limit on a note's text. */
const TEXT_MAX = 2000;

type Problem = (message: string | undefined) => void;

export function NotesPanel({ clientId, quoteId }: { clientId: string; quoteId?: string }) {
  const { t, ready } = useTranslation(NOTES_NS);
  const notes = useListNotes(clientId, { query: { retry: false } });
  const [filter, setFilter] = useState<NoteFilter>('all');
  const [showArchived, setShowArchived] = useState(false);
  const [problem, setProblem] = useState<string>();
  // The move button to focus once the list shows the new order (its id).
  const [focusTarget, setFocusTarget] = useState<string>();
  const filterName = useId();

  if (!ready) return null;
  const view = notes.isSuccess ? notesView(notes.data, filter, quoteId) : undefined;
  return (
    <section className="card staff-panel notes" aria-labelledby="notes-title">
      <h2 id="notes-title">{t('title')}</h2>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <AddNote clientId={clientId} quoteId={quoteId} />
      <fieldset className="notes__filter">
        <legend>{t('filter.legend')}</legend>
        {NOTE_FILTERS.filter((value) => quoteId !== undefined || value !== 'policy').map(
          (value) => (
            <label key={value}>
              <input
                type="radio"
                name={filterName}
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
              />{' '}
              {t(`filter.${value}`)}
            </label>
          ),
        )}
      </fieldset>
      {notes.isPending && <p>{t('loading')}</p>}
      {notes.isError && (
        <Alert tone="error">
          <p>{errorMessage(notes.error)}</p>
        </Alert>
      )}
      {view && (
        <>
          <h3>{t('pinned.title')}</h3>
          {view.pinned.length === 0 ? (
            <p className="staff-muted">{t('pinned.none')}</p>
          ) : (
            <ol className="notes__list">
              {view.pinned.map((note, index) => (
                <NoteItem
                  key={note.id}
                  clientId={clientId}
                  quoteId={quoteId}
                  note={note}
                  onProblem={setProblem}
                >
                  <MoveButtons
                    clientId={clientId}
                    pinned={view.pinned}
                    index={index}
                    onProblem={setProblem}
                    focusTarget={focusTarget}
                    onFocusTarget={setFocusTarget}
                  />
                </NoteItem>
              ))}
            </ol>
          )}
          <h3>{t('others.title')}</h3>
          {view.others.length === 0 ? (
            <p className="staff-muted">{t('others.none')}</p>
          ) : (
            <ul className="notes__list">
              {view.others.map((note) => (
                <NoteItem
                  key={note.id}
                  clientId={clientId}
                  quoteId={quoteId}
                  note={note}
                  onProblem={setProblem}
                />
              ))}
            </ul>
          )}
          <label className="notes__toggle">
            <input
              type="checkbox"
              checked={showArchived}
              onChange={(e) => setShowArchived(e.target.checked)}
            />{' '}
            {t('archived.toggle', { count: view.archived.length })}
          </label>
          {showArchived &&
            (view.archived.length === 0 ? (
              <p className="staff-muted">{t('archived.none')}</p>
            ) : (
              <ul className="notes__list" aria-label={t('archived.title')}>
                {view.archived.map((note) => (
                  <NoteItem
                    key={note.id}
                    clientId={clientId}
                    quoteId={quoteId}
                    note={note}
                    onProblem={setProblem}
                  />
                ))}
              </ul>
            ))}
        </>
      )}
    </section>
  );
}

function useRefreshNotes(clientId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getListNotesQueryKey(clientId) });
}

function AddNote({ clientId, quoteId }: { clientId: string; quoteId?: string }) {
  const { t } = useTranslation(NOTES_NS);
  const create = useCreateNote();
  const refresh = useRefreshNotes(clientId);
  const [text, setText] = useState('');
  const [scope, setScope] = useState<NoteScope>('client');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return setError(t('add.required'));
    if (trimmed.length > TEXT_MAX) return setError(t('add.tooLong', { max: TEXT_MAX }));
    setError(undefined);
    try {
      await create.mutateAsync({
        clientId,
        data: {
          text: trimmed,
          scope: quoteId === undefined ? 'client' : scope,
          ...(scope === 'policy' && quoteId !== undefined ? { applicationId: quoteId } : {}),
        },
      });
      setText('');
      await refresh();
    } catch (failure) {
      setError(formErrorMessage(failure));
    }
  };

  return (
    <form className="notes__add" onSubmit={(e) => void submit(e)} noValidate>
      <FieldFrame label={t('add.text')} error={error} hint={t('add.hint', { max: TEXT_MAX })}>
        {(control) => (
          <textarea
            {...control}
            className="field__input"
            rows={3}
            maxLength={TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </FieldFrame>
      {quoteId !== undefined && (
        <FieldFrame label={t('add.scope')}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={scope}
              onChange={(e) => setScope(e.target.value as NoteScope)}
            >
              <option value="client">{t('scope.client')}</option>
              <option value="policy">{t('scope.thisPolicy')}</option>
            </select>
          )}
        </FieldFrame>
      )}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {t('add.submit')}
      </button>
    </form>
  );
}

function NoteItem({
  clientId,
  quoteId,
  note,
  onProblem,
  children,
}: {
  clientId: string;
  quoteId?: string;
  note: NoteDto;
  onProblem: Problem;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NOTES_NS);
  const refresh = useRefreshNotes(clientId);
  const pin = usePinNote();
  const unpin = useUnpinNote();
  const archive = useArchiveNote();
  const unarchive = useUnarchiveNote();
  const busy = pin.isPending || unpin.isPending || archive.isPending || unarchive.isPending;
  const run = async (action: typeof pin) => {
    onProblem(undefined);
    try {
      await action.mutateAsync({ clientId, noteId: note.id });
      await refresh();
    } catch (failure) {
      onProblem(formErrorMessage(failure));
    }
  };
  const about =
    note.scope === 'client'
      ? t('scope.client')
      : quoteId === undefined
        ? t('scope.policy')
        : note.applicationId === quoteId
          ? t('scope.thisPolicy')
          : t('scope.otherPolicy');
  const short = shortText(note);
  return (
    <li className="notes__item">
      <p className="notes__text">{note.text}</p>
      <p className="staff-muted notes__meta">
        <span className="staff-badge">{about}</span>{' '}
        {t('meta', {
          author: note.authorName ?? t('unknownAuthor'),
          date: formatDate(note.createdAt),
        })}
      </p>
      <div className="staff-actions">
        {children}
        {!note.archived &&
          (note.pinned ? (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              aria-label={t('actions.unpinLabel', { note: short })}
              onClick={() => void run(unpin)}
            >
              {t('actions.unpin')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              aria-label={t('actions.pinLabel', { note: short })}
              onClick={() => void run(pin)}
            >
              {t('actions.pin')}
            </button>
          ))}
        {note.archived ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            aria-label={t('actions.unarchiveLabel', { note: short })}
            onClick={() => void run(unarchive)}
          >
            {t('actions.unarchive')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            aria-label={t('actions.archiveLabel', { note: short })}
            onClick={() => void run(archive)}
          >
            {t('actions.archive')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * Moving a note keeps the keyboard on it: once the refetched list shows the new order, focus goes
 * to the same note's button in the direction moved (or the other one at either end).
 */
function MoveButtons({
  clientId,
  pinned,
  index,
  onProblem,
  focusTarget,
  onFocusTarget,
}: {
  clientId: string;
  pinned: NoteDto[];
  index: number;
  onProblem: Problem;
  focusTarget: string | undefined;
  onFocusTarget: (id: string | undefined) => void;
}) {
  const { t } = useTranslation(NOTES_NS);
  const refresh = useRefreshNotes(clientId);
  const reorder = useReorderPinnedNotes();
  const note = pinned[index];
  const short = shortText(note);
  const upId = `note-${note.id}-up`;
  const downId = `note-${note.id}-down`;
  const upDisabled = index === 0 || reorder.isPending;
  const downDisabled = index === pinned.length - 1 || reorder.isPending;

  useEffect(() => {
    if (focusTarget !== upId && focusTarget !== downId) return;
    const wanted =
      focusTarget === upId ? (upDisabled ? downId : upId) : downDisabled ? upId : downId;
    const button = document.getElementById(wanted);
    if (button instanceof HTMLButtonElement && !button.disabled) {
      button.focus();
      onFocusTarget(undefined);
    }
  }, [focusTarget, upId, downId, upDisabled, downDisabled, onFocusTarget]);

  const move = async (by: -1 | 1) => {
    onProblem(undefined);
    try {
      await reorder.mutateAsync({ clientId, data: { noteIds: moved(pinned, index, by) } });
      await refresh();
      onFocusTarget(by === -1 ? upId : downId);
    } catch (failure) {
      onProblem(formErrorMessage(failure));
    }
  };
  const position = { note: short, position: index + 1, total: pinned.length };
  return (
    <>
      <button
        type="button"
        id={upId}
        className="button button--secondary button--small"
        disabled={upDisabled}
        aria-label={t('actions.upLabel', position)}
        onClick={() => void move(-1)}
      >
        {t('actions.up')}
      </button>
      <button
        type="button"
        id={downId}
        className="button button--secondary button--small"
        disabled={downDisabled}
        aria-label={t('actions.downLabel', position)}
        onClick={() => void move(1)}
      >
        {t('actions.down')}
      </button>
    </>
  );
}

/** The start of a note, enough to tell apart the notes that a button's label names. */
function shortText(note: NoteDto): string {
  return note.text.length > 40 ? `${note.text.slice(0, 40)}…` : note.text;
}
