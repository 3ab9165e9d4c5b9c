import type { CoverageType } from '@coverline/contracts';

/** The visitor's quote in progress, kept in the browser until it is saved with the API. */
export interface QuoteDraft {
  email: string;
  coverageType: CoverageType | null;
  /** Set by any change the person makes; saving for later clears it. */
  dirty: boolean;
}

const INITIAL: QuoteDraft = { email: '', coverageType: null, dirty: false };

let draft: QuoteDraft = INITIAL;
const listeners = new Set<() => void>();

function set(next: QuoteDraft): void {
  draft = next;
  for (const listener of listeners) listener();
}

export const quoteDraft = {
  get: (): QuoteDraft => draft,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The signed-in client's email comes with their session, not from an edit. */
  setClientEmail(email: string): void {
    set({ ...draft, email });
  },
  /** The wizard reports its coverage and whether it holds changes the API does not have yet. */
  track(coverageType: CoverageType | null, dirty: boolean): void {
    if (draft.coverageType === coverageType && draft.dirty === dirty) return;
    set({ ...draft, coverageType, dirty });
  },
};
