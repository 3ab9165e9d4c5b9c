import { useId, useState } from 'react';

/** A list's search box: searching happens on submit, so each keystroke costs no request. */
export function ListSearch({
  value,
  labels,
  onSearch,
}: {
  value: string;
  /** Already translated. */
  labels: { form: string; field: string; hint: string; submit: string };
  onSearch: (term: string) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(value);
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
        <p className="field__hint" id={`${id}-hint`}>
          {labels.hint}
        </p>
        <input
          id={id}
          className="field__input"
          type="search"
          value={typed}
          maxLength={100}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--secondary">
        {labels.submit}
      </button>
    </form>
  );
}
