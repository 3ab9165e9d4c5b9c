/**
 * "API / manual" on the staff quote page: whether the quote's carrier quotes are rated through
 * the carriers' APIs or entered by staff, the switch between the two (asked first, with what it
 * erases), and in manual mode the carrier quotes entered by hand: added, changed and removed.
 * Every change sends the version the page read and answers the quote as it now stands.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import { ApplicationStatus, MANUAL_BINDABILITIES, QuoteMode } from '@coverline/contracts';
import { useGetCarriers } from '@coverline/contracts/generated/carriers/carriers';
import type {
  CarrierQuoteDto,
  ManualCarrierQuoteDto,
  QuoteDto,
} from '@coverline/contracts/generated/model';
import { getGetQuoteAuditQueryKey } from '@coverline/contracts/generated/quote-admin/quote-admin';
import { getGetQuoteQueryKey } from '@coverline/contracts/generated/quotes/quotes';
import {
  useAddManualCarrierQuote,
  useDeleteManualCarrierQuote,
  useSwitchToApi,
  useSwitchToManual,
  useUpdateManualCarrierQuote,
} from '@coverline/contracts/generated/quote-mode/quote-mode';
import { formatCentsExact } from '../../../lib/currency';
import { formatDay } from '../../../lib/dates';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { ConfirmAction } from './ConfirmAction';
import { STAFF_QUOTE_NS } from './namespace';
import { dollarsToCents } from './policy-schema';

/** In checkout, completed or bound the carrier quote being bought stays as it is. */
const CLOSED: readonly string[] = [
  ApplicationStatus.PurchasePending,
  ApplicationStatus.AwaitingSignatures,
  ApplicationStatus.Completed,
  ApplicationStatus.Bound,
];

export function QuoteModePanel({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const queryClient = useQueryClient();
  const toManual = useSwitchToManual();
  const toApi = useSwitchToApi();
  const [problem, setProblem] = useState<string>();
  const manual = quote.quoteMode === QuoteMode.Manual;
  const closed = CLOSED.includes(quote.status);
  const ref = { id: quote.id, version: quote.version };

  /** Shows the quote as the API answered it and reloads its history. */
  const apply = async (changed: QuoteDto) => {
    queryClient.setQueryData(getGetQuoteQueryKey(quote.id), changed);
    await queryClient.invalidateQueries({ queryKey: getGetQuoteAuditQueryKey(quote.id) });
  };

  const run = async (action: () => Promise<QuoteDto>, done: string) => {
    setProblem(undefined);
    try {
      await apply(await action());
      toast.success(done);
    } catch (error) {
      setProblem(formErrorMessage(error));
    }
  };

  return (
    <section className="card staff-panel" aria-labelledby="quote-mode-title">
      <h2 id="quote-mode-title">{t('quoteMode.title')}</h2>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <p>
        <strong>{t('quoteMode.current')}:</strong>{' '}
        <span data-testid="quote-mode">{t(`quoteMode.modeNames.${quote.quoteMode}`)}</span>.{' '}
        {t(`quoteMode.modes.${quote.quoteMode}`)}
      </p>
      {closed ? (
        <p className="staff-muted">{t('quoteMode.closed')}</p>
      ) : (
        <div className="staff-actions">
          {manual ? (
            <ConfirmAction
              label={t('quoteMode.toApi')}
              question={t('quoteMode.toApiQuestion')}
              confirmLabel={t('quoteMode.toApiConfirm')}
              busy={toApi.isPending}
              onConfirm={() =>
                void run(() => toApi.mutateAsync({ data: ref }), t('quoteMode.toApiDone'))
              }
            />
          ) : (
            <ConfirmAction
              label={t('quoteMode.toManual')}
              question={t('quoteMode.toManualQuestion')}
              confirmLabel={t('quoteMode.toManualConfirm')}
              busy={toManual.isPending}
              onConfirm={() =>
                void run(() => toManual.mutateAsync({ data: ref }), t('quoteMode.toManualDone'))
              }
            />
          )}
        </div>
      )}
      {manual && <ManualQuotes quote={quote} closed={closed} onChanged={apply} />}
    </section>
  );
}

function ManualQuotes({
  quote,
  closed,
  onChanged,
}: {
  quote: QuoteDto;
  closed: boolean;
  onChanged: (changed: QuoteDto) => Promise<void>;
}) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const remove = useDeleteManualCarrierQuote();
  const [editing, setEditing] = useState<CarrierQuoteDto | null>(null);
  // A new key after each save starts the form blank for the next quote.
  const [saves, setSaves] = useState(0);
  const [problem, setProblem] = useState<string>();
  const entries = quote.carrierQuotes.filter((q) => q.quoteSource === 'agent');

  const removeEntry = async (entry: CarrierQuoteDto) => {
    setProblem(undefined);
    try {
      const changed = await remove.mutateAsync({
        id: quote.id,
        carrierQuoteId: entry.id,
        params: { version: quote.version },
      });
      if (editing?.id === entry.id) setEditing(null);
      await onChanged(changed);
      toast.success(t('quoteMode.removed', { carrier: entry.carrier }));
    } catch (error) {
      setProblem(formErrorMessage(error));
    }
  };

  return (
    <>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      {entries.length === 0 ? (
        <p>{t('quoteMode.none')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption className="visually-hidden">{t('quoteMode.listCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('quoteMode.carrier')}</th>
                <th scope="col">{t('quoteMode.premium')}</th>
                <th scope="col">{t('quoteMode.effectiveDate')}</th>
                <th scope="col">{t('quoteMode.bindability')}</th>
                <th scope="col">{t('quoteMode.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('quoteMode.carrier')}>
                    {entry.carrier}
                    {entry.id === quote.selectedCarrierQuoteId && (
                      <span className="staff-muted"> ({t('quoteMode.chosen')})</span>
                    )}
                    {entry.notes && <span className="staff-muted"> {entry.notes}</span>}
                  </td>
                  <td data-label={t('quoteMode.premium')}>
                    {entry.annualPremiumCents === null
                      ? ''
                      : formatCentsExact(entry.annualPremiumCents)}
                  </td>
                  <td data-label={t('quoteMode.effectiveDate')}>
                    {entry.effectiveDate && entry.expirationDate
                      ? `${formatDay(entry.effectiveDate)} – ${formatDay(entry.expirationDate)}`
                      : ''}
                  </td>
                  <td data-label={t('quoteMode.bindability')}>
                    {entry.bindability && t(`quoteMode.bindabilities.${entry.bindability}`)}
                  </td>
                  <td data-label={t('quoteMode.actions')}>
                    {!closed && (
                      <span className="staff-actions">
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          aria-label={t('quoteMode.editNamed', { carrier: entry.carrier })}
                          onClick={() => setEditing(entry)}
                        >
                          {t('quoteMode.edit')}
                        </button>
                        <ConfirmAction
                          label={t('quoteMode.remove')}
                          question={t('quoteMode.removeQuestion', { carrier: entry.carrier })}
                          confirmLabel={t('quoteMode.removeConfirm')}
                          busy={remove.isPending}
                          onConfirm={() => void removeEntry(entry)}
                        />
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!closed && (
        <ManualQuoteForm
          key={editing?.id ?? `new-${saves}`}
          quote={quote}
          editing={editing}
          onDone={async (changed) => {
            setEditing(null);
            setSaves((n) => n + 1);
            await onChanged(changed);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}

interface ManualQuoteForm {
  carrier: string;
  /** Dollars as typed, e.g. 12,500.00 */
  premium: string;
  effectiveDate: string;
  expirationDate: string;
  bindability: string;
  notes: string;
}

function formValues(quote: QuoteDto, entry: CarrierQuoteDto | null): ManualQuoteForm {
  return {
    carrier: entry?.carrier ?? '',
    premium: entry?.annualPremiumCents ? (entry.annualPremiumCents / 100).toFixed(2) : '',
    effectiveDate: entry?.effectiveDate ?? quote.effectiveDate ?? '',
    expirationDate: entry?.expirationDate ?? quote.expirationDate ?? '',
    bindability: entry?.bindability ?? MANUAL_BINDABILITIES[0],
    notes: entry?.notes ?? '',
  };
}

function ManualQuoteForm({
  quote,
  editing,
  onDone,
  onCancel,
}: {
  quote: QuoteDto;
  editing: CarrierQuoteDto | null;
  onDone: (changed: QuoteDto) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const add = useAddManualCarrierQuote();
  const update = useUpdateManualCarrierQuote();
  const carriers = useGetCarriers({ pageSize: 100 });
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ManualQuoteForm>({ defaultValues: formValues(quote, editing) });
  const lineCarriers = (carriers.data?.items ?? []).filter(
    (c) => c.active && c.coverages.includes(quote.coverageType),
  );
  const fieldError = (error: { message?: string } | undefined) =>
    error?.message ? t(error.message) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    const data: ManualCarrierQuoteDto = {
      version: quote.version,
      carrier: values.carrier,
      annualPremiumCents: dollarsToCents(values.premium)!,
      effectiveDate: values.effectiveDate,
      expirationDate: values.expirationDate,
      bindability: values.bindability as ManualCarrierQuoteDto['bindability'],
      notes: values.notes.trim() || null,
    };
    try {
      const changed = editing
        ? await update.mutateAsync({ id: quote.id, carrierQuoteId: editing.id, data })
        : await add.mutateAsync({ id: quote.id, data });
      await onDone(changed);
      toast.success(t(editing ? 'quoteMode.saved' : 'quoteMode.added', { carrier: data.carrier }));
    } catch (error) {
      setServerError(formErrorMessage(error));
    }
  });

  const title = editing
    ? t('quoteMode.editTitle', { carrier: editing.carrier })
    : t('quoteMode.addTitle');
  return (
    <form className="form" noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
      <h3>{title}</h3>
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
      <div className="form__row">
        <FieldFrame label={t('quoteMode.carrier')} error={fieldError(errors.carrier)}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              {...register('carrier', { required: 'quoteMode.errors.carrier' })}
            >
              <option value="">{t('quoteMode.chooseCarrier')}</option>
              {lineCarriers.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField
          label={t('quoteMode.premium')}
          inputMode="decimal"
          error={fieldError(errors.premium)}
          {...register('premium', {
            validate: (value) => (dollarsToCents(value) ?? 0) > 0 || 'quoteMode.errors.premium',
          })}
        />
      </div>
      <div className="form__row">
        <TextField
          label={t('quoteMode.effectiveDate')}
          type="date"
          error={fieldError(errors.effectiveDate)}
          {...register('effectiveDate', { required: 'quoteMode.errors.effectiveDate' })}
        />
        <TextField
          label={t('quoteMode.expirationDate')}
          type="date"
          error={fieldError(errors.expirationDate)}
          {...register('expirationDate', {
            validate: (value) =>
              (value !== '' && value > getValues('effectiveDate')) ||
              'quoteMode.errors.expirationDate',
          })}
        />
      </div>
      <FieldFrame label={t('quoteMode.bindability')}>
        {(control) => (
          <select {...control} className="field__input" {...register('bindability')}>
            {MANUAL_BINDABILITIES.map((b) => (
              <option key={b} value={b}>
                {t(`quoteMode.bindabilities.${b}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('quoteMode.notes')}>
        {(control) => (
          <textarea
            {...control}
            className="field__input"
            rows={2}
            maxLength={1000}
            {...register('notes')}
          />
        )}
      </FieldFrame>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('actions.working') : editing ? t('quoteMode.save') : t('quoteMode.add')}
        </button>
        {editing && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('quoteMode.cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}
