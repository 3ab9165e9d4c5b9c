import { Role, type CoverageType } from '@coverline/contracts';
import { onSignedIn } from '../../../lib/signed-in';

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

// A signed-in client's email comes with their session, not from an edit.
onSignedIn((user) => {
  if (user.role === Role.Client) set({ ...draft, email: user.email });
});

export const quoteDraft = {
  get: (): QuoteDraft => draft,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The wizard reports its coverage and whether it holds changes the API does not have yet. */
  track(coverageType: CoverageType | null, dirty: boolean): void {
    if (draft.coverageType === coverageType && draft.dirty === dirty) return;
    set({ ...draft, coverageType, dirty });
  },
};
