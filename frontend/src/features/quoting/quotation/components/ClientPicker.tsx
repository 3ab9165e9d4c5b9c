import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { checkFein } from '@coverline/contracts';
import { useSearchClients } from '@coverline/contracts/generated/clients/clients';
import type {
  ClientSearchResultDto,
  SearchClientsParams,
} from '@coverline/contracts/generated/model';
import { formErrorMessage } from '../../../../lib/http-errors';
import { QUOTATION_NS } from '../namespace';
import { SelectField } from './fields';

type SearchBy = 'email' | 'fein' | 'businessName';
const SEARCH_BY: SearchBy[] = ['email', 'fein', 'businessName'];
const MIN_LENGTH = 2;

/**
 * Staff find the client they quote for by email, FEIN or business name (an agent sees their own
 * clients only) and take the client's details into the form.
 */
export function ClientPicker({ onPick }: { onPick: (client: ClientSearchResultDto) => void }) {
  const { t } = useTranslation(QUOTATION_NS);
  const [by, setBy] = useState<SearchBy>('email');
  const [text, setText] = useState('');
  const [params, setParams] = useState<SearchClientsParams | null>(null);
  const [inputError, setInputError] = useState<string>();
  const search = useSearchClients(params ?? {}, { query: { enabled: params !== null } });

  const run = () => {
    const term = text.trim();
    if (by === 'fein' ? checkFein(term) !== null : term.length < MIN_LENGTH) {
      setInputError(
        by === 'fein' ? checkFein(term)! : t('clients.tooShort', { count: MIN_LENGTH }),
      );
      return;
    }
    setInputError(undefined);
    setParams({ [by]: term });
  };

  // A search inside the step's form: Enter searches instead of continuing.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      run();
    }
  };

  const results = params ? (search.data ?? []) : [];
  return (
    <div className="client-picker" role="search" aria-label={t('clients.label')}>
      <div className="client-picker__row">
        <SelectField
          label={t('clients.by')}
          value={by}
          options={SEARCH_BY.map((value) => ({ value, label: t(`clients.byOption.${value}`) }))}
          onChange={(event) => setBy(event.target.value as SearchBy)}
        />
        <div className={inputError ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="client-search">
            {t('clients.term')}
          </label>
          <input
            id="client-search"
            className="field__input"
            type="search"
            value={text}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? 'client-search-error' : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {inputError && (
            <p className="field__error" id="client-search-error" role="alert">
              {inputError}
            </p>
          )}
        </div>
      </div>
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={run}>
          {t('clients.search')}
        </button>
      </div>
      <div role="status" aria-live="polite" className="client-picker__status">
        {params && search.isFetching && t('clients.searching')}
        {params && search.isSuccess && results.length === 0 && t('clients.none')}
        {params && search.isError && formErrorMessage(search.error)}
      </div>
      {results.length > 0 && (
        <ul className="client-picker__results">
          {results.map((client) => (
            <li key={client.id}>
              <span>
                <strong>{client.email}</strong>
                {(client.firstName || client.lastName) && (
                  <> · {[client.firstName, client.lastName].filter(Boolean).join(' ')}</>
                )}
                {client.businessNames.length > 0 && <> · {client.businessNames.join(', ')}</>}
              </span>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onPick(client)}
              >
                {t('clients.use', { email: client.email })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
