import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PayrollRuleDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollRulesOfYearQueryKey,
  getGetPayrollRulesQueryKey,
  useUpdatePayrollRule,
} from '@coverline/contracts/generated/payroll-rules/payroll-rules';
import { Alert } from '../../../ui/Alert';
import { TextField } from '../../../ui/TextField';
import { FormActions } from '../components/FormActions';
import { toastFailure, toastSaved } from '../feedback';
import { useSettingsFieldError, useSettingsT } from '../texts';
import {
  payrollRuleBody,
  payrollRuleSchema,
  payrollRuleValues,
  type PayrollRuleValues,
} from './payroll-rule-schema';

/** The three amounts of one rule (year, state and entity type stay as they are). */
export function PayrollRuleForm({
  rule,
  onSaved,
  onCancel,
}: {
  rule: PayrollRuleDto;
  onSaved: (rule: PayrollRuleDto) => void;
  onCancel: () => void;
}) {
  const t = useSettingsT();
  const fieldError = useSettingsFieldError();
  const queryClient = useQueryClient();
  const update = useUpdatePayrollRule();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PayrollRuleValues>({
    resolver: zodResolver(payrollRuleSchema),
    defaultValues: payrollRuleValues(rule),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const saved = await update.mutateAsync({ id: rule.id, data: payrollRuleBody(values) });
      void queryClient.invalidateQueries({ queryKey: getGetPayrollRulesQueryKey() });
      void queryClient.invalidateQueries({
        queryKey: getGetPayrollRulesOfYearQueryKey(saved.year),
      });
      toastSaved(
        t('payrollRules.saved', {
          state: saved.state,
          entityType: saved.entityType,
          year: saved.year,
        }),
      );
      onSaved(saved);
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
      <p className="card__note">{t('payrollRules.amountsHint')}</p>
      <div className="form__row form__row--three">
        <TextField
          label={t('payrollRules.fields.minAmount')}
          inputMode="decimal"
          error={fieldError(errors.minAmount)}
          {...register('minAmount')}
        />
        <TextField
          label={t('payrollRules.fields.setAmount')}
          inputMode="decimal"
          error={fieldError(errors.setAmount)}
          {...register('setAmount')}
        />
        <TextField
          label={t('payrollRules.fields.maxAmount')}
          inputMode="decimal"
          error={fieldError(errors.maxAmount)}
          {...register('maxAmount')}
        />
      </div>
      <FormActions sending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
