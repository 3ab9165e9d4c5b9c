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
  useRejectPayrollRep,
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
import { FilterSelect, listColumns, ListSearch, ListView, useListPage } from '../../../ui/list';
import { SubmitButton } from '../../../ui/SubmitButton';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { emailField, nameField, phoneField } from '../../identity/auth/schemas';
import { usePayrollRepsT } from './namespace';
import { PAYROLL_REP_STATES, type PayrollRepsSearch } from './search';
import '../../../ui/lists.css';
import './payroll-reps.css';

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
      state: search.state,
    }),
  });
  const companies = useGetPayrollCompanies({ pageSize: 100 });
  const companyList = companies.data?.items;
  // The columns' cells are components: they must not change with the companies' list (a
  // refetch, on focus for one), or every row's open form would be remounted and closed.
  const columns = useMemo(() => {
    const onApproved = (rep: PayrollRepDto) =>
      setNotice(t('approved', { name: `${rep.firstName} ${rep.lastName}` }));
    const onRejected = (rep: PayrollRepDto) =>
      setNotice(t('rejected', { name: `${rep.firstName} ${rep.lastName}` }));
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
          rep.state === 'awaiting_approval' ? t('status.restricted') : t(`status.${rep.state}`),
      }),
      column.display({
        id: 'actions',
        header: t('table.actions'),
        cell: ({ row: { original: rep } }) =>
          rep.restricted ? (
            <div className="rep-decision">
              <ApproveRep rep={rep} onApproved={onApproved} />
              <RejectRep rep={rep} onRejected={onRejected} />
            </div>
          ) : rep.active ? (
            <LoginAs rep={rep} />
          ) : null,
      }),
    ];
  }, [t]);

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
        <FilterSelect
          label={t('stateFilter')}
          all={t('allStates')}
          value={list.search.state}
          options={PAYROLL_REP_STATES.map((state) => ({
            value: state,
            label: t(`states.${state}`),
          }))}
          onChange={(state) => list.setFilters({ state })}
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
        <select {...control} className="field__input rep-company-select" {...select}>
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
  onApproved,
}: {
  rep: PayrollRepDto;
  onApproved: (rep: PayrollRepDto) => void;
}) {
  const t = usePayrollRepsT();
  // The same cached list as the page's (one request).
  const companies = useGetPayrollCompanies({ pageSize: 100 }).data?.items ?? [];
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

/** Refuses a waiting rep: the reason is required and emailed to them. */
function RejectRep({
  rep,
  onRejected,
}: {
  rep: PayrollRepDto;
  onRejected: (rep: PayrollRepDto) => void;
}) {
  const t = usePayrollRepsT();
  const queryClient = useQueryClient();
  const reject = useRejectPayrollRep();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const name = `${rep.firstName} ${rep.lastName}`;
  if (!open) {
    return (
      <button
        type="button"
        className="button button--secondary"
        aria-label={t('rejectRep', { name })}
        onClick={() => setOpen(true)}
      >
        {t('reject')}
      </button>
    );
  }
  return (
    <form
      className="inline-form"
      aria-label={t('rejectRep', { name })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setFailure(t('rejectReasonRequired'));
          return;
        }
        reject.mutate(
          { id: rep.id, data: { reason: reason.trim() } },
          {
            onSuccess: (rejected) => {
              void queryClient.invalidateQueries({ queryKey: getGetPayrollRepsQueryKey() });
              onRejected(rejected);
            },
            onError: (error) => setFailure(errorMessage(error)),
          },
        );
      }}
    >
      <TextField
        label={t('rejectReason', { name })}
        value={reason}
        maxLength={1000}
        error={failure}
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={reject.isPending}>
        {t('rejectConfirm')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
        {t('rejectCancel')}
      </button>
    </form>
  );
}
