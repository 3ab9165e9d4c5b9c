/** Which notes the panel shows for a filter, split into the pinned list and the rest. */
import type { NoteDto } from '@coverline/contracts/generated/model';

export const NOTE_FILTERS = ['all', 'client', 'policy'] as const;
export type NoteFilter = (typeof NOTE_FILTERS)[number];

export interface NotesView {
  pinned: NoteDto[];
  others: NoteDto[];
  archived: NoteDto[];
}

/**
 * The pinned list is the client's whole pinned order (the reorder call takes every pinned
 * note), so the filter narrows only the unpinned and archived notes.
 */
export function notesView(notes: NoteDto[], filter: NoteFilter, quoteId?: string): NotesView {
  const shown = (n: NoteDto) =>
    filter === 'all' ||
    (filter === 'client'
      ? n.scope === 'client'
      : n.scope === 'policy' && n.applicationId === quoteId);
  const pinned = notes
    .filter((n) => n.pinned)
    .sort((a, b) => (a.pinnedPosition ?? 0) - (b.pinnedPosition ?? 0));
  return {
    pinned,
    others: notes.filter((n) => !n.pinned && !n.archived && shown(n)),
    archived: notes.filter((n) => n.archived && shown(n)),
  };
}

/** The pinned ids with the note at `index` moved one place up (-1) or down (+1). */
export function moved(pinned: NoteDto[], index: number, by: -1 | 1): string[] {
  const ids = pinned.map((n) => n.id);
  const target = index + by;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target], ids[index]];
  return ids;
}
