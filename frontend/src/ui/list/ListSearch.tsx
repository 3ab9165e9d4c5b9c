import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A list's search box. Searching happens on submit, so each keystroke costs no request; with a
 * `delay`, also when typing pauses that long.
 */
export function ListSearch({
  value,
  labels,
  onSearch,
  delay,
  children,
}: {
  value: string;
  /** Already translated; without a hint or a submit label the box has neither. */
  labels: { form: string; field: string; hint?: string; submit?: string };
  onSearch: (term: string) => void;
  /** Milliseconds of pause in typing after which the list is searched. */
  delay?: number;
  /** The list's filters, beside the box. */
  children?: ReactNode;
}) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  // When the search changes from elsewhere (a link, the back button), the box follows it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  // The latest callback, so a new one each render does not restart the pause.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });

  useEffect(() => {
    if (delay === undefined || typed.trim() === value.trim()) return;
    const timer = setTimeout(() => search.current(typed.trim()), delay);
    return () => clearTimeout(timer);
  }, [delay, typed, value]);

  return (
    <form
      className="list-search"
      role="search"
      aria-label={labels.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {labels.field}
        </label>
        {labels.hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {labels.hint}
          </p>
        )}
        <input
          id={id}
          className="field__input"
          type="search"
          value={typed}
          maxLength={100}
          aria-describedby={labels.hint ? `${id}-hint` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {children}
      {labels.submit && (
        <button type="submit" className="button button--secondary">
          {labels.submit}
        </button>
      )}
    </form>
  );
}
