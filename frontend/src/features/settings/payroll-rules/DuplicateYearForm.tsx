import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PayrollYearSummaryDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollRuleYearsQueryKey,
  getGetPayrollRulesQueryKey,
  useDuplicatePayrollRuleYear,
} from '@coverline/contracts/generated/payroll-rules/payroll-rules';
import { Alert } from '../../../ui/Alert';
import { TextField } from '../../../ui/TextField';
import { SelectField } from '../components/fields';
import { FormActions } from '../components/FormActions';
import { toastFailure, toastSaved } from '../feedback';
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
  const [serverError, setServerError] = useState<string>();
  const existing = useMemo(() => years.map((summary) => summary.year), [years]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DuplicateYearValues>({
    resolver: zodResolver(duplicateYearSchema(existing)),
    defaultValues: { fromYear: String(fromYear), toYear: String(fromYear + 1) },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
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
    } catch (error) {
      setServerError(toastFailure(error));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {serverError && (
        <Alert tone="error">
          <p>{serverError}</p>
        </Alert>
      )}
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
      <FormActions
        sending={isSubmitting}
        onCancel={onCancel}
        saveLabel={t('payrollRules.duplicate')}
      />
    </form>
  );
}
