import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PayrollYearSummaryDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollRuleYearsQueryKey,
  getGetPayrollRulesQueryKey,
  useDuplicatePayrollRuleYear,
} from '@coverline/contracts/generated/payroll-rules/payroll-rules';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../components/fields';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { toastSaved } from '../feedback';
import { useSettingsFieldError, useSettingsT } from '../texts';
import { duplicateYearSchema, type DuplicateYearValues } from './payroll-rule-schema';

/** Copies every rule of a year into a year that has none, to prepare the next year's amounts. */
export function DuplicateYearForm({
  years,
  fromYear,
  onDone,
  onCancel,
}: {
  years: PayrollYearSummaryDto[];
  fromYear: number;
  onDone: (year: number) => void;
  onCancel: () => void;
}) {
  const t = useSettingsT();
  const fieldError = useSettingsFieldError();
  const queryClient = useQueryClient();
  const duplicate = useDuplicatePayrollRuleYear();
  const existing = useMemo(() => years.map((summary) => summary.year), [years]);
  const {
    register,
    formState: { errors, isSubmitting },
    serverError,
    onSubmit,
  } = useSettingsForm<DuplicateYearValues>(
    {
      resolver: zodResolver(duplicateYearSchema(existing)),
      defaultValues: { fromYear: String(fromYear), toYear: String(fromYear + 1) },
    },
    async (values) => {
      const created = await duplicate.mutateAsync({
        data: { fromYear: Number(values.fromYear), toYear: Number(values.toYear) },
      });
      void queryClient.invalidateQueries({ queryKey: getGetPayrollRuleYearsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetPayrollRulesQueryKey() });
      toastSaved(
        t('payrollRules.duplicated', {
          from: values.fromYear,
          to: created.year,
          count: created.rules,
        }),
      );
      onDone(created.year);
    },
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      serverError={serverError}
      sending={isSubmitting}
      onCancel={onCancel}
      saveLabel={t('payrollRules.duplicate')}
    >
      <p className="card__note">{t('payrollRules.duplicateHint')}</p>
      <div className="form__row">
        <SelectField
          label={t('payrollRules.fields.fromYear')}
          options={years.map((summary) => ({
            value: String(summary.year),
            label: t('payrollRules.yearOption', { year: summary.year, count: summary.rules }),
          }))}
          {...register('fromYear')}
        />
        <TextField
          label={t('payrollRules.fields.toYear')}
          inputMode="numeric"
          error={fieldError(errors.toYear)}
          {...register('toYear')}
        />
      </div>
    </SettingsForm>
  );
}
