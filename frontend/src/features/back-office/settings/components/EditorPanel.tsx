import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * The create/edit form of a tab. It takes the place of the list, and its heading takes focus so
 * screen reader and keyboard users land on the form they opened.
 */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card editor" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="editor__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
