/**
 * A workers compensation quote's class codes for staff: the list, adding one by hand, removing
 * one, and refreshing them from the business type's NAICS mapping. A quote closed to the staff
 * member says why instead of offering the changes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import { US_STATE_CODES } from '@coverline/contracts';
import { getGetQuoteApplicationQueryKey } from '@coverline/contracts/generated/application-detail/application-detail';
import type { QuoteDto } from '@coverline/contracts/generated/model';
import {
  getGetQuoteQueryKey,
  useAddWcClassCode,
  useDeleteWcClassCode,
  useRefreshWcClassCodes,
} from '@coverline/contracts/generated/quotes/quotes';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { centsOrBlank, orBlank } from './application-format';
import {
  checkClassCode,
  classCodesRefusal,
  EMPTY_CLASS_CODE,
  toAddClassCode,
  type ClassCodeErrors,
  type ClassCodeForm,
} from './class-code-form';
import { STAFF_QUOTE_NS } from './namespace';

export function ClassCodesPanel({ quote, isAdmin }: { quote: QuoteDto; isAdmin: boolean }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const queryClient = useQueryClient();
  const add = useAddWcClassCode();
  const remove = useDeleteWcClassCode();
  const refresh = useRefreshWcClassCodes();
  const [form, setForm] = useState<ClassCodeForm>(EMPTY_CLASS_CODE);
  const [errors, setErrors] = useState<ClassCodeErrors>({});
  const [problem, setProblem] = useState<string>();
  const refusal = classCodesRefusal(quote, isAdmin);
  const busy = add.isPending || remove.isPending || refresh.isPending;

  /** Runs a change; the page's quote and application show its answer. */
  const change = async (run: () => Promise<QuoteDto>, done: string): Promise<boolean> => {
    setProblem(undefined);
    try {
      const updated = await run();
      queryClient.setQueryData(getGetQuoteQueryKey(quote.id), updated);
      await queryClient.invalidateQueries({ queryKey: getGetQuoteApplicationQueryKey(quote.id) });
      toast.success(done);
      return true;
    } catch (error) {
      setProblem(formErrorMessage(error));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkClassCode(form, quote.wcClassCodes);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = toAddClassCode(form);
    const added = await change(
      () => add.mutateAsync({ id: quote.id, data: body }),
      t('application.classCodes.added', { code: body.classCode, state: body.state }),
    );
    if (added) setForm(EMPTY_CLASS_CODE);
  };

  const field = (name: keyof ClassCodeForm) => ({
    value: form[name],
    error: errors[name] ? t(errors[name]) : undefined,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });

  return (
    <section className="card staff-panel" aria-labelledby="class-codes-title">
      <h2 id="class-codes-title">{t('application.classCodes.title')}</h2>
      {refusal && (
        <Alert tone="info">
          <p>{t(refusal)}</p>
        </Alert>
      )}
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      {quote.wcClassCodes.length === 0 ? (
        <p>{t('application.classCodes.none')}</p>
      ) : (
        <div className="app-table-wrap">
          <table className="app-table">
            <caption className="visually-hidden">{t('application.classCodes.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('application.classCodes.state')}</th>
                <th scope="col">{t('application.classCodes.code')}</th>
                <th scope="col">{t('application.classCodes.description')}</th>
                <th scope="col" className="app-num">
                  {t('application.classCodes.payroll')}
                </th>
                <th scope="col">{t('application.classCodes.source')}</th>
                {!refusal && <th scope="col">{t('application.classCodes.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {quote.wcClassCodes.map((c) => (
                <tr key={c.id}>
                  <td>{c.state}</td>
                  <th scope="row">{c.classCode}</th>
                  <td>{orBlank(c.description)}</td>
                  <td className="app-num">{centsOrBlank(c.payrollCents)}</td>
                  <td>{t(`application.classCodes.sources.${c.source}`)}</td>
                  {!refusal && (
                    <td>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busy}
                        aria-label={t('application.classCodes.removeLabel', {
                          code: c.classCode,
                          state: c.state,
                        })}
                        onClick={() =>
                          void change(
                            () => remove.mutateAsync({ id: quote.id, codeId: c.id }),
                            t('application.classCodes.removed', {
                              code: c.classCode,
                              state: c.state,
                            }),
                          )
                        }
                      >
                        {t('application.classCodes.remove')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!refusal && (
        <>
          <div className="staff-actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() =>
                void change(
                  () => refresh.mutateAsync({ id: quote.id }),
                  t('application.classCodes.refreshed'),
                )
              }
            >
              {t('application.classCodes.refresh')}
            </button>
          </div>
          <form
            className="app-class-form"
            noValidate
            aria-label={t('application.classCodes.addTitle')}
            onSubmit={(e) => void submit(e)}
          >
            <FieldFrame label={t('application.classCodes.state')} error={field('state').error}>
              {(control) => (
                <select
                  {...control}
                  className="field__input"
                  value={form.state}
                  onChange={field('state').onChange}
                >
                  <option value="">{t('application.classCodes.chooseState')}</option>
                  {US_STATE_CODES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <TextField
              label={t('application.classCodes.code')}
              inputMode="numeric"
              maxLength={4}
              {...field('classCode')}
            />
            <TextField label={t('application.classCodes.description')} {...field('description')} />
            <TextField
              label={t('application.classCodes.payrollDollars')}
              inputMode="decimal"
              {...field('payroll')}
            />
            <div>
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('application.classCodes.add')}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
