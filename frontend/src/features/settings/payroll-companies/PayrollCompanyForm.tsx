import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PayrollCompanyDto } from '@coverline/contracts/generated/model';
import {
  getGetPayrollCompaniesQueryKey,
  getGetPayrollCompanyQueryKey,
  useCreatePayrollCompany,
  useUpdatePayrollCompany,
} from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import { Alert } from '../../../ui/Alert';
import { TextField } from '../../../ui/TextField';
import { Choice, ChoiceGroup } from '../components/fields';
import { FormActions } from '../components/FormActions';
import { toastFailure, toastSaved } from '../feedback';
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
  const queryClient = useQueryClient();
  const create = useCreatePayrollCompany();
  const update = useUpdatePayrollCompany();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PayrollCompanyValues>({
    resolver: zodResolver(payrollCompanySchema),
    defaultValues: payrollCompanyValues(company),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const data = payrollCompanyBody(values);
      const saved = company
        ? await update.mutateAsync({ id: company.id, data })
        : await create.mutateAsync({ data });
      queryClient.setQueryData(getGetPayrollCompanyQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: getGetPayrollCompaniesQueryKey() });
      toastSaved(t(company ? 'payroll.saved' : 'payroll.created', { name: saved.name }));
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
      <FormActions sending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
