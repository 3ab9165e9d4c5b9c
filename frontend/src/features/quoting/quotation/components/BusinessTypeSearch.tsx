import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Language } from '@coverline/contracts';
import { useLanguage, useTranslation } from '../../../../lib/i18n';
import { useSearchBusinessTypes } from '@coverline/contracts/generated/master-index-mapping/master-index-mapping';
import type { NaicsMappingDto } from '@coverline/contracts/generated/model';
import { QUOTATION_NS } from '../namespace';

const SEARCH_DEBOUNCE_MS = 250;
const MIN_QUERY = 2;
const RESULTS = 10;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The business type typeahead: a combobox over the master index search (it forgives typos).
 * Arrow keys move through the suggestions, Enter picks one, Escape closes the list; the number
 * of suggestions is announced as they arrive.
 */
export function BusinessTypeSearch({
  label,
  hint,
  error,
  chosen,
  onChoose,
}: {
  label: string;
  hint?: string;
  error?: string;
  chosen: string | null;
  onChoose: (mapping: NaicsMappingDto) => void;
}) {
  const { t } = useTranslation(QUOTATION_NS);
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const language = useLanguage();
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = query.length >= MIN_QUERY;
  const search = useSearchBusinessTypes(
    { q: query, limit: RESULTS, language },
    { query: { enabled, staleTime: 60_000, placeholderData: keepPreviousData } },
  );
  const options = enabled ? (search.data ?? []) : [];
  const expanded = open && enabled && options.length > 0;

  const choose = (mapping: NaicsMappingDto) => {
    onChoose(mapping);
    setText('');
    setOpen(false);
    setActive(-1);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (options.length ? (i + 1) % options.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
        break;
      case 'Home':
        if (expanded) {
          event.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (expanded) {
          event.preventDefault();
          setActive(options.length - 1);
        }
        break;
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          // Enter picks the suggestion rather than sending the form.
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  let status = '';
  if (enabled && search.isFetching && options.length === 0) status = t('businessType.searching');
  else if (enabled && search.isSuccess) {
    status = options.length
      ? t('businessType.results', { count: options.length })
      : t('businessType.noResults');
  } else if (enabled && search.isError) status = t('businessType.failed');

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', `${id}-status`]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={['field', 'combobox', error ? 'field--invalid' : ''].join(' ').trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        ref={input}
        id={id}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="combobox__list"
        hidden={!expanded}
      >
        {options.map((option, i) => (
          <li
            key={option.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'combobox__option is-active' : 'combobox__option'}
            // Keeps the focus in the input, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            <span className="combobox__name">{option.readerTexts.name}</span>
            <span className="combobox__detail">
              {/* The official NAICS titles exist in English only. */}
              {language === Language.English
                ? t('businessType.naics', {
                    code: option.naicsCode,
                    title: option.naicsDescription,
                  })
                : t('businessType.naicsCode', { code: option.naicsCode })}
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" id={`${id}-status`} role="status" aria-live="polite">
        {status}
      </p>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {chosen && (
        <p className="combobox__chosen" aria-live="polite">
          {t('businessType.chosen', { name: chosen })}
        </p>
      )}
    </div>
  );
}
