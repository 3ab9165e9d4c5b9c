/**
 * Opening a quote from the dashboard: a quote id or any link carrying one opens the staff quote
 * page; anything else searches the quotes the staff member may see (`quote/search`) by client or
 * business, so a client's quotes are reachable before the applications list exists.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import * as z from 'zod/mini';
import { useSearchQuotes } from '@coverline/contracts/generated/quotes/quotes';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { TextField } from '../../../ui/TextField';
import { STAFF_QUOTE_NS } from '../../quoting/staff-quote/namespace';
import { quoteIdIn } from '../../quoting/staff-quote/quote-ref';
import '../../quoting/staff-quote/staff-quote.css';

const SEARCH_MAX = 100;
const RESULTS = 20;

const openSchema = z.object({
  reference: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'staffQuote:open.errors.required'),
      z.maxLength(SEARCH_MAX, 'staffQuote:open.errors.tooLong'),
    ),
});

export function OpenQuoteForm() {
  const { t, ready } = useTranslation(STAFF_QUOTE_NS);
  const navigate = useNavigate();
  const [searchTerm, setSearchTerm] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reference: string }>({
    resolver: zodResolver(openSchema),
    defaultValues: { reference: '' },
  });
  const onSubmit = handleSubmit(async ({ reference }) => {
    const id = quoteIdIn(reference);
    if (id) {
      await navigate({ to: '/dashboard/quote/$id', params: { id } });
      return;
    }
    setSearchTerm(reference);
  });
  if (!ready) return null;
  return (
    <section className="card" aria-labelledby="open-quote-title">
      <h2 id="open-quote-title">{t('open.title')}</h2>
      <p className="card__lead">{t('open.lead')}</p>
      <form className="form" noValidate role="search" onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('open.label')}
          hint={t('open.hint')}
          error={errors.reference?.message ? t(errors.reference.message) : undefined}
          {...register('reference')}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('open.submit')}
          </button>
        </div>
      </form>
      {searchTerm && <QuoteResults searchTerm={searchTerm} />}
    </section>
  );
}

function QuoteResults({ searchTerm }: { searchTerm: string }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const { t: tc } = useTranslation();
  const found = useSearchQuotes({ searchTerm, pageSize: RESULTS }, { query: { retry: false } });
  if (found.isPending) return <p role="status">{t('loading')}</p>;
  if (found.isError) {
    return (
      <Alert tone="error">
        <p>{errorMessage(found.error)}</p>
      </Alert>
    );
  }
  if (found.data.items.length === 0) {
    return <p role="status">{t('open.noResults', { term: searchTerm })}</p>;
  }
  return (
    <div role="status">
      <p>{t('open.results', { count: found.data.total })}</p>
      <ul className="open-quote__results">
        {found.data.items.map((quote) => (
          <li key={quote.id}>
            <Link to="/dashboard/quote/$id" params={{ id: quote.id }}>
              {quote.businessName ?? quote.clientEmail}
            </Link>{' '}
            <span className="staff-muted">
              {tc(`coverages.${quote.coverageType}.name`)} · {quote.status} · {quote.clientEmail}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
