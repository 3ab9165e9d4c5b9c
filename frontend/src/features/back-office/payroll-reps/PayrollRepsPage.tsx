/**
 * The admin's payroll reps: searched by name or email a page at a time, created for a payroll
 * company, restricted self-registered reps approved, and "Log in as" to see the portal as a rep.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import {
  getGetPayrollRepsQueryKey,
  useApprovePayrollRep,
  useCreatePayrollRep,
  useGetPayrollReps,
  useLoginAsRep,
} from '@coverline/contracts/generated/payroll-partners/payroll-partners';
import { useGetPayrollCompanies } from '@coverline/contracts/generated/payroll-companies/payroll-companies';
import type {
  GetPayrollRepsParams,
  PayrollCompanyDto,
  PayrollRepDto,
} from '@coverline/contracts/generated/model';
import { useFieldError } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http-errors';
import { appNavigation } from '../../../lib/navigation';
import { storeLoginAsToken } from '../../../lib/session-store';
import { Alert } from '../../../ui/Alert';
import { listColumns, ListSearch, ListView, useListPage } from '../../../ui/list';
import { SubmitButton } from '../../../ui/SubmitButton';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { emailField, nameField, phoneField } from '../../identity/auth/schemas';
import { usePayrollRepsT } from './namespace';
import type { PayrollRepsSearch } from './search';
import '../../../ui/lists.css';

export const PAYROLL_REPS_PAGE_SIZE = 20;

export const newRepSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phone: phoneField,
  payrollCompanyId: z.string().check(z.minLength(1, 'validation.required')),
});
type NewRepForm = z.infer<typeof newRepSchema>;

const column = listColumns<PayrollRepDto>();

export function PayrollRepsPage() {
  const t = usePayrollRepsT();
  useDocumentTitle(t('title'));
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string>();
  const list = useListPage<PayrollRepsSearch, GetPayrollRepsParams, PayrollRepDto>({
    useQuery: useGetPayrollReps,
    pageSize: PAYROLL_REPS_PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      page,
      pageSize,
      searchTerm: search.searchTerm || undefined,
    }),
  });
  const companies = useGetPayrollCompanies({ pageSize: 100 });
  const companyList = companies.data?.items;
  const columns = useMemo(() => {
    const choices = companyList ?? [];
    const onApproved = (rep: PayrollRepDto) =>
      setNotice(t('approved', { name: `${rep.firstName} ${rep.lastName}` }));
    return [
      column.display({
        id: 'name',
        header: t('table.name'),
        meta: { rowHeader: true },
        cell: ({ row: { original: rep } }) => `${rep.firstName} ${rep.lastName}`,
      }),
      column.accessor('email', { header: t('table.email') }),
      column.accessor('phone', {
        header: t('table.phone'),
        cell: ({ getValue }) => getValue() ?? t('table.none'),
      }),
      column.accessor('payrollCompanyName', {
        header: t('table.company'),
        cell: ({ getValue }) => getValue() ?? t('table.none'),
      }),
      column.display({
        id: 'status',
        header: t('table.status'),
        cell: ({ row: { original: rep } }) =>
          rep.restricted
            ? t('status.restricted')
            : rep.active
              ? t('status.active')
              : t('status.inactive'),
      }),
      column.display({
        id: 'actions',
        header: t('table.actions'),
        cell: ({ row: { original: rep } }) =>
          rep.restricted ? (
            <ApproveRep rep={rep} companies={choices} onApproved={onApproved} />
          ) : rep.active ? (
            <LoginAs rep={rep} />
          ) : null,
      }),
    ];
  }, [t, companyList]);

  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <div className="list-toolbar">
        <ListSearch
          value={list.search.searchTerm ?? ''}
          labels={{
            form: t('search.label'),
            field: t('search.field'),
            hint: t('search.hint'),
            submit: t('search.submit'),
          }}
          onSearch={(term) => list.setFilters({ searchTerm: term || undefined })}
        />
        <button
          type="button"
          className="button button--primary list-toolbar__action"
          aria-expanded={creating}
          onClick={() => setCreating((open) => !open)}
        >
          {t('new')}
        </button>
      </div>
      {notice && (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      )}
      {creating && (
        <NewRepForm
          companies={companyList ?? []}
          onCreated={(rep) => {
            setCreating(false);
            setNotice(t('created', { name: `${rep.firstName} ${rep.lastName}` }));
          }}
        />
      )}
      <ListView
        list={list}
        columns={columns}
        caption={t('table.caption', { page: list.page, pages: list.pages })}
        texts={{ loading: t('table.loading'), empty: t('table.empty'), failed: t('table.failed') }}
      />
    </div>
  );
}

function CompanySelect({
  companies,
  label,
  error,
  ...select
}: React.ComponentPropsWithRef<'select'> & {
  companies: PayrollCompanyDto[];
  label: string;
  error?: string;
}) {
  const t = usePayrollRepsT();
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select {...control} className="field__input" {...select}>
          <option value="">{t('chooseCompany')}</option>
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function NewRepForm({
  companies,
  onCreated,
}: {
  companies: PayrollCompanyDto[];
  onCreated: (rep: PayrollRepDto) => void;
}) {
  const t = usePayrollRepsT();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const create = useCreatePayrollRep();
  const [failure, setFailure] = useState<string>();
  const form = useForm<NewRepForm>({
    resolver: zodResolver(newRepSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', payrollCompanyId: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const rep = await create.mutateAsync({
        data: { ...values, phone: values.phone || undefined },
      });
      await queryClient.invalidateQueries({ queryKey: getGetPayrollRepsQueryKey() });
      onCreated(rep);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <form
      className="form card"
      noValidate
      aria-label={t('newTitle')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2>{t('newTitle')}</h2>
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      <TextField
        label={t('fields.firstName')}
        error={fieldError(errors.firstName)}
        {...form.register('firstName')}
      />
      <TextField
        label={t('fields.lastName')}
        error={fieldError(errors.lastName)}
        {...form.register('lastName')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        error={fieldError(errors.email)}
        {...form.register('email')}
      />
      <TextField
        label={t('fields.phone')}
        type="tel"
        error={fieldError(errors.phone)}
        {...form.register('phone')}
      />
      <CompanySelect
        companies={companies}
        label={t('fields.company')}
        error={fieldError(errors.payrollCompanyId)}
        {...form.register('payrollCompanyId')}
      />
      <SubmitButton sending={isSubmitting} sendingLabel={t('saving')}>
        {t('create')}
      </SubmitButton>
    </form>
  );
}

function LoginAs({ rep }: { rep: PayrollRepDto }) {
  const t = usePayrollRepsT();
  const loginAs = useLoginAsRep();
  const [failure, setFailure] = useState<string>();
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={loginAs.isPending}
        aria-label={t('loginAsRep', { name: `${rep.firstName} ${rep.lastName}` })}
        onClick={() =>
          loginAs.mutate(
            { id: rep.id },
            {
              onSuccess: (issued) => {
                storeLoginAsToken(issued.access_token);
                appNavigation.navigate('/payroll-partner/home');
              },
              onError: (error) => setFailure(errorMessage(error)),
            },
          )
        }
      >
        {t('loginAs')}
      </button>
      {failure && <p role="alert">{failure}</p>}
    </>
  );
}

function ApproveRep({
  rep,
  companies,
  onApproved,
}: {
  rep: PayrollRepDto;
  companies: PayrollCompanyDto[];
  onApproved: (rep: PayrollRepDto) => void;
}) {
  const t = usePayrollRepsT();
  const queryClient = useQueryClient();
  const approve = useApprovePayrollRep();
  const [companyId, setCompanyId] = useState('');
  const [failure, setFailure] = useState<string>();
  const name = `${rep.firstName} ${rep.lastName}`;
  return (
    <form
      className="inline-form"
      aria-label={t('approveRep', { name })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!companyId) {
          setFailure(t('chooseCompanyFirst'));
          return;
        }
        approve.mutate(
          { id: rep.id, data: { payrollCompanyId: companyId } },
          {
            onSuccess: (approved) => {
              void queryClient.invalidateQueries({ queryKey: getGetPayrollRepsQueryKey() });
              onApproved(approved);
            },
            onError: (error) => setFailure(errorMessage(error)),
          },
        );
      }}
    >
      <CompanySelect
        companies={companies}
        label={t('approveCompany', { name })}
        value={companyId}
        error={failure}
        onChange={(event) => setCompanyId(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={approve.isPending}>
        {t('approve')}
      </button>
    </form>
  );
}
