import { zodResolver } from '@hookform/resolvers/zod';
import type { PayrollCompanyDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollCompaniesQueryKey,
  getGetPayrollCompanyQueryKey,
  useCreatePayrollCompany,
  useUpdatePayrollCompany,
} from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import type { RecordQueries } from '../components/record-cache';
import { SettingsForm, useRecordForm, type RecordEditorProps } from '../components/SettingsForm';
import { useOptionLabels } from '../options';
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
  record: company,
  onSaved,
  onCancel,
}: RecordEditorProps<PayrollCompanyDto>) {
  const { coverageOptions } = useOptionLabels();
  const create = useCreatePayrollCompany();
  const update = useUpdatePayrollCompany();
  const form = useRecordForm<PayrollCompanyValues, PayrollCompanyDto>(
    'payroll',
    { resolver: zodResolver(payrollCompanySchema), defaultValues: payrollCompanyValues(company) },
    {
      record: company,
      queries: payrollCompanyQueries,
      send: (values) => {
        const data = payrollCompanyBody(values);
        return company
          ? update.mutateAsync({ id: company.id, data })
          : create.mutateAsync({ data });
      },
      name: (saved) => saved.name,
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
