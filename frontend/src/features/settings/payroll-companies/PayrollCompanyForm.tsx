import { zodResolver } from '@hookform/resolvers/zod';
import type { PayrollCompanyDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollCompaniesQueryKey,
  getGetPayrollCompanyQueryKey,
  useCreatePayrollCompany,
  useUpdatePayrollCompany,
} from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import { useRecordCache, type RecordQueries } from '../components/record-cache';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { useOptionLabels } from '../options';
import { useSettingsT } from '../texts';
import {
  payrollCompanyBody,
  payrollCompanySchema,
  payrollCompanyValues,
  type PayrollCompanyValues,
} from './payroll-company-schema';

export const payrollCompanyQueries: RecordQueries<PayrollCompanyDto> = {
  detail: (company) => getGetPayrollCompanyQueryKey(company.id),
  list: getGetPayrollCompaniesQueryKey(),
};

/** Creates a payroll company, or edits one. */
export function PayrollCompanyForm({
  company,
  onSaved,
  onCancel,
}: {
  company?: PayrollCompanyDto;
  onSaved: (company: PayrollCompanyDto) => void;
  onCancel: () => void;
}) {
  const t = useSettingsT();
  const { coverageOptions } = useOptionLabels();
  const cache = useRecordCache(payrollCompanyQueries);
  const create = useCreatePayrollCompany();
  const update = useUpdatePayrollCompany();
  const form = useSettingsForm<PayrollCompanyValues, PayrollCompanyDto>(
    'payroll',
    { resolver: zodResolver(payrollCompanySchema), defaultValues: payrollCompanyValues(company) },
    {
      send: (values) => {
        const data = payrollCompanyBody(values);
        return company
          ? update.mutateAsync({ id: company.id, data })
          : create.mutateAsync({ data });
      },
      cache: cache.store,
      message: (saved) => t(company ? 'payroll.saved' : 'payroll.created', { name: saved.name }),
      onSaved,
    },
  );

  return (
    <SettingsForm
      form={form}
      onCancel={onCancel}
      fields={[
        [{ name: 'name' }, { name: 'code', hint: 'code' }],
        [
          { name: 'emailDomain', hint: 'emailDomain' },
          { name: 'url', type: 'url' },
        ],
        { name: 'quotingCoverages', kind: 'choices', options: coverageOptions },
      ]}
    />
  );
}
