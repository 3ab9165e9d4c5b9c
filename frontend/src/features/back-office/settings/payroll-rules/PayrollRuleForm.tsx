import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { PayrollRuleDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollRulesOfYearQueryKey,
  getGetPayrollRulesQueryKey,
  useUpdatePayrollRule,
} from '@coverline/contracts/generated/payroll-rules/payroll-rules';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { useSettingsT } from '../texts';
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
  const queryClient = useQueryClient();
  const update = useUpdatePayrollRule();
  const form = useSettingsForm<PayrollRuleValues, PayrollRuleDto>(
    'payrollRules',
    { resolver: zodResolver(payrollRuleSchema), defaultValues: payrollRuleValues(rule) },
    {
      send: (values) => update.mutateAsync({ id: rule.id, data: payrollRuleBody(values) }),
      cache: (saved) => {
        void queryClient.invalidateQueries({ queryKey: getGetPayrollRulesQueryKey() });
        void queryClient.invalidateQueries({
          queryKey: getGetPayrollRulesOfYearQueryKey(saved.year),
        });
      },
      message: (saved) =>
        t('payrollRules.saved', {
          state: saved.state,
          entityType: saved.entityType,
          year: saved.year,
        }),
      onSaved,
    },
  );

  return (
    <SettingsForm
      form={form}
      onCancel={onCancel}
      fields={[
        <p className="card__note">{t('payrollRules.amountsHint')}</p>,
        [
          { name: 'minAmount', inputMode: 'decimal' },
          { name: 'setAmount', inputMode: 'decimal' },
          { name: 'maxAmount', inputMode: 'decimal' },
        ],
      ]}
    />
  );
}
