import { Fragment, useEffect, useState, type ReactNode } from 'react';

/** Calls `callback` once the browser is idle (after the current task where it cannot tell). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 100 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 0);
  return () => window.clearTimeout(id);
}

/**
 * A long page's sections, rendered in turn: the first `first` at once, then one more each time the
 * browser is idle. Mounting a dozen panels, each with its own queries, in one go is one long task
 * that keeps the page from answering a click; in turn, each is a short one. They come top to
 * bottom, after what is already shown, so nothing on screen moves.
 */
export function InTurn({ first = 1, children }: { first?: number; children: ReactNode }) {
  // Keyed by place among the children, so a section keeps its state as others come and go, and
  // a section's own key (to start it afresh) still applies within its place.
  const sections = (Array.isArray(children) ? (children as ReactNode[]) : [children])
    .map((section, place) => ({ section, place }))
    .filter(
      ({ section }) =>
        section !== null && section !== undefined && section !== false && section !== '',
    );
  const [shown, setShown] = useState(first);
  const done = shown >= sections.length;
  useEffect(() => (done ? undefined : whenIdle(() => setShown((n) => n + 1))), [done, shown]);
  return sections
    .slice(0, shown)
    .map(({ section, place }) => <Fragment key={place}>{section}</Fragment>);
}
