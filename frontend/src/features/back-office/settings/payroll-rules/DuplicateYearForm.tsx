import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PayrollYearSummaryDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollRuleYearsQueryKey,
  getGetPayrollRulesQueryKey,
  useDuplicatePayrollRuleYear,
} from '@coverline/contracts/generated/payroll-rules/payroll-rules';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { useSettingsT } from '../texts';
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
  const queryClient = useQueryClient();
  const duplicate = useDuplicatePayrollRuleYear();
  const existing = useMemo(() => years.map((summary) => summary.year), [years]);
  const form = useSettingsForm<DuplicateYearValues, PayrollYearSummaryDto>(
    'payrollRules',
    {
      resolver: zodResolver(duplicateYearSchema(existing)),
      defaultValues: { fromYear: String(fromYear), toYear: String(fromYear + 1) },
    },
    {
      send: (values) =>
        duplicate.mutateAsync({
          data: { fromYear: Number(values.fromYear), toYear: Number(values.toYear) },
        }),
      cache: () => {
        void queryClient.invalidateQueries({ queryKey: getGetPayrollRuleYearsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetPayrollRulesQueryKey() });
      },
      message: (created, values) =>
        t('payrollRules.duplicated', {
          from: values.fromYear,
          to: created.year,
          count: created.rules,
        }),
      onSaved: (created) => onDone(created.year),
    },
  );

  return (
    <SettingsForm
      form={form}
      onCancel={onCancel}
      saveLabel={t('payrollRules.duplicate')}
      fields={[
        <p className="card__note">{t('payrollRules.duplicateHint')}</p>,
        [
          {
            name: 'fromYear',
            kind: 'select',
            options: years.map((summary) => ({
              value: String(summary.year),
              label: t('payrollRules.yearOption', { year: summary.year, count: summary.rules }),
            })),
          },
          { name: 'toYear', inputMode: 'numeric' },
        ],
      ]}
    />
  );
}
