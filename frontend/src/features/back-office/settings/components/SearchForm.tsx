import { useId, useState, type ReactNode } from 'react';
import { useSettingsT } from '../texts';

/** A search box sent with Enter or the button; filters beside it apply at once. */
export function SearchForm({
  label,
  initial = '',
  onSearch,
  children,
}: {
  label: string;
  initial?: string;
  onSearch: (term: string) => void;
  children?: ReactNode;
}) {
  const t = useSettingsT();
  const id = useId();
  const [term, setTerm] = useState(initial);
  return (
    <form
      role="search"
      className="list-toolbar"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term.trim());
      }}
    >
      <div className="field list-toolbar__search">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <div className="list-toolbar__row">
          <input
            id={id}
            type="search"
            className="field__input"
            value={term}
            maxLength={100}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="submit" className="button button--secondary">
            {t('list.search')}
          </button>
        </div>
      </div>
      {children}
    </form>
  );
}
