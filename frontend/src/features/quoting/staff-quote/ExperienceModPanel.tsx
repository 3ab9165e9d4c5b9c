/**
 * "Experience modification" on the staff quote page of a workers compensation quote: the mod
 * the customer typed, whether staff verified it, and verifying it with the mod confirmed with
 * the rating bureau. A credit mod (under 1.00) keeps the carriers' answers pending
 * underwriting until it is verified; verifying puts them out of sync, to be rated again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import {
  EXPERIENCE_MOD_MAX,
  EXPERIENCE_MOD_MIN,
  isCreditMod,
  parseExperienceMod,
} from '@coverline/contracts';
import type { QuoteDto } from '@coverline/contracts/generated/model';
import { getGetQuoteAuditQueryKey } from '@coverline/contracts/generated/quote-admin/quote-admin';
import {
  getGetQuoteQueryKey,
  useVerifyExperienceMod,
} from '@coverline/contracts/generated/quotes/quotes';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { TextField } from '../../../ui/TextField';
import { STAFF_QUOTE_NS } from './namespace';

/** The mod a quote's underwriting answers give, and whether staff verified that value. */
export function experienceModState(quote: QuoteDto): {
  mod: number | null;
  verified: boolean;
} {
  const mod = parseExperienceMod(quote.underwritingAnswers.experienceMod)?.value ?? null;
  return { mod, verified: mod !== null && quote.experienceModVerified === mod };
}

export function ExperienceModPanel({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const { mod, verified } = experienceModState(quote);
  const form = useForm<{ experienceMod: string }>({
    defaultValues: { experienceMod: mod === null ? '' : mod.toFixed(2) },
  });
  const verify = useVerifyExperienceMod();

  const onSubmit = form.handleSubmit(async ({ experienceMod }) => {
    setProblem(undefined);
    const parsed = parseExperienceMod(experienceMod);
    if (!parsed || parsed.error !== undefined) {
      form.setError('experienceMod', {
        message: parsed?.error ?? t('experienceMod.required'),
      });
      return;
    }
    try {
      const changed = await verify.mutateAsync({
        data: { id: quote.id, version: quote.version, experienceMod: parsed.value },
      });
      queryClient.setQueryData(getGetQuoteQueryKey(quote.id), changed);
      await queryClient.invalidateQueries({ queryKey: getGetQuoteAuditQueryKey(quote.id) });
      toast.success(t('experienceMod.done'));
    } catch (error) {
      setProblem(formErrorMessage(error));
    }
  });

  return (
    <section className="card staff-panel" aria-labelledby="experience-mod-title">
      <h2 id="experience-mod-title">{t('experienceMod.title')}</h2>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <p>
        {mod === null
          ? t('experienceMod.none')
          : t(verified ? 'experienceMod.verified' : 'experienceMod.typed', {
              mod: mod.toFixed(2),
            })}
      </p>
      {mod !== null && isCreditMod(mod) && !verified && (
        <Alert tone="warning">
          <p>{t('experienceMod.pending')}</p>
        </Alert>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('experienceMod.field', {
            min: EXPERIENCE_MOD_MIN.toFixed(2),
            max: EXPERIENCE_MOD_MAX.toFixed(2),
          })}
          inputMode="decimal"
          error={form.formState.errors.experienceMod?.message}
          {...form.register('experienceMod')}
        />
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={verify.isPending}>
            {t('experienceMod.verify')}
          </button>
        </div>
      </form>
    </section>
  );
}
