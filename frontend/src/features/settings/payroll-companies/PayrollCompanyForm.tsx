import { zodResolver } from '@hookform/resolvers/zod';
import type { PayrollCompanyDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollCompaniesQueryKey,
  getGetPayrollCompanyQueryKey,
  useCreatePayrollCompany,
  useUpdatePayrollCompany,
} from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import { TextField } from '../../../ui/TextField';
import { Choice, ChoiceGroup } from '../components/fields';
import { SettingsForm, useSettingsForm } from '../components/SettingsForm';
import { useStoreSaved } from '../components/store-saved';
import { toastSaved } from '../feedback';
import { useOptionLabels } from '../options';
import { useSettingsFieldError, useSettingsT } from '../texts';
import {
  payrollCompanyBody,
  payrollCompanySchema,
  payrollCompanyValues,
  type PayrollCompanyValues,
} from './payroll-company-schema';

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
  const fieldError = useSettingsFieldError();
  const { coverageOptions } = useOptionLabels();
  const store = useStoreSaved(
    (saved: PayrollCompanyDto) => getGetPayrollCompanyQueryKey(saved.id),
    getGetPayrollCompaniesQueryKey(),
  );
  const create = useCreatePayrollCompany();
  const update = useUpdatePayrollCompany();
  const {
    register,
    formState: { errors, isSubmitting },
    serverError,
    onSubmit,
  } = useSettingsForm<PayrollCompanyValues>(
    { resolver: zodResolver(payrollCompanySchema), defaultValues: payrollCompanyValues(company) },
    async (values) => {
      const data = payrollCompanyBody(values);
      const saved = company
        ? await update.mutateAsync({ id: company.id, data })
        : await create.mutateAsync({ data });
      store(saved);
      toastSaved(t(company ? 'payroll.saved' : 'payroll.created', { name: saved.name }));
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
      <div className="form__row">
        <TextField
          label={t('payroll.fields.name')}
          error={fieldError(errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('payroll.fields.code')}
          hint={t('payroll.hints.code')}
          error={fieldError(errors.code)}
          {...register('code')}
        />
      </div>
      <div className="form__row">
        <TextField
          label={t('payroll.fields.emailDomain')}
          hint={t('payroll.hints.emailDomain')}
          error={fieldError(errors.emailDomain)}
          {...register('emailDomain')}
        />
        <TextField
          label={t('payroll.fields.url')}
          type="url"
          error={fieldError(errors.url)}
          {...register('url')}
        />
      </div>
      <ChoiceGroup legend={t('payroll.fields.quotingCoverages')}>
        {coverageOptions.map((option) => (
          <Choice
            key={option.value}
            label={option.label}
            value={option.value}
            {...register('quotingCoverages')}
          />
        ))}
      </ChoiceGroup>
    </SettingsForm>
  );
}
