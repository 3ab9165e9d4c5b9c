import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { PayrollRuleDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollRulesOfYearQueryKey,
  getGetPayrollRulesQueryKey,
  useUpdatePayrollRule,
} from '@coverline/contracts/generated/payroll-rules/payroll-rules';
import { TextField } from '../../../ui/TextField';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { toastSaved } from '../feedback';
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
  const {
    register,
    formState: { errors, isSubmitting },
    serverError,
    onSubmit,
  } = useSettingsForm<PayrollRuleValues>(
    { resolver: zodResolver(payrollRuleSchema), defaultValues: payrollRuleValues(rule) },
    async (values) => {
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
    },
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      serverError={serverError}
      sending={isSubmitting}
      onCancel={onCancel}
    >
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
    </SettingsForm>
  );
}
