/**
 * One client for staff: contact details (clients/{id}), the assigned agent (admins; through the
 * account's users/update/{id}/agent-assigned, which moves the client's applications too), the
 * client's applications opening the staff quote page, and the notes on the client.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TFunction } from '../../../lib/i18n';
import * as z from 'zod/mini';
import { Role } from '@coverline/contracts';
import { useListApplicationsByTab } from '@coverline/contracts/generated/application-view/application-view';
import {
  getGetClientQueryKey,
  getListClientsQueryKey,
  useGetClient,
  useUpdateClient,
} from '@coverline/contracts/generated/clients/clients';
import type { ClientSummaryDto } from '@coverline/contracts/generated/model';
import {
  useGetAgentsAndAdmin,
  useUpdateAgentAssigned,
} from '@coverline/contracts/generated/users/users';
import { formatDate } from '../../../lib/dates';
import { errorStatus, formErrorMessage } from '../../../lib/http-errors';
import { useSessionRole } from '../../../lib/session-store';
import { Alert } from '../../../ui/Alert';
import { FieldFrame, TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { NotesPanel } from '../notes/NotesPanel';
import { clientName } from './ClientsPage';
import { useClientsT } from './namespace';
import '../../../ui/lists.css';
import './clients.css';

export function ClientPage({ clientId }: { clientId: string }) {
  const t = useClientsT();
  const role = useSessionRole();
  const client = useGetClient(clientId, { query: { retry: false } });
  const name = client.data ? clientName(client.data) || client.data.email : '';
  useDocumentTitle(name || t('title'));

  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">
          <Link to="/dashboard/clients">{t('client.back')}</Link>
        </p>
        <h1>{name || t('title')}</h1>
      </header>
      {client.isPending && <p role="status">{t('client.loading')}</p>}
      {client.isError && (
        <Alert tone="error">
          <p>
            {errorStatus(client.error) === 404
              ? t('client.notFound')
              : (formErrorMessage(client.error) ?? t('client.notFound'))}
          </p>
        </Alert>
      )}
      {client.data && (
        <div className="client-page">
          <ClientFacts client={client.data} />
          <ContactForm key={client.data.id} client={client.data} />
          {role === Role.Admin && <AgentAssignment client={client.data} />}
          <ClientApplications client={client.data} />
          <NotesPanel clientId={client.data.id} />
        </div>
      )}
    </div>
  );
}

function ClientFacts({ client }: { client: ClientSummaryDto }) {
  const t = useClientsT();
  return (
    <dl className="card client-facts">
      <div>
        <dt>{t('client.account')}</dt>
        <dd>{client.hasAccount ? t('client.hasAccount') : t('client.noAccount')}</dd>
      </div>
      <div>
        <dt>{t('client.businesses')}</dt>
        <dd>{client.businessNames.join(', ') || t('table.none')}</dd>
      </div>
      <div>
        <dt>{t('agent.title')}</dt>
        <dd>{client.agentName ?? t('table.unassigned')}</dd>
      </div>
      <div>
        <dt>{t('client.since')}</dt>
        <dd>{formatDate(client.createdAt)}</dd>
      </div>
    </dl>
  );
}

const NAME = /^[\p{L}][\p{L} .'\u2019-]*$/u;
const PHONE = /^\+?[0-9 ().-]{7,30}$/;

function contactSchema(t: TFunction) {
  const name = (field: string) =>
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, t('edit.required', { field: t(`edit.${field}`) })),
        z.maxLength(100),
        z.regex(NAME, t('edit.invalidName')),
      );
  return z.object({
    firstName: name('firstName'),
    lastName: name('lastName'),
    email: z.string().check(z.trim(), z.email(t('edit.invalidEmail')), z.maxLength(254)),
    phone: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || PHONE.test(v), t('edit.invalidPhone')),
    ),
  });
}
type ContactValues = z.infer<ReturnType<typeof contactSchema>>;

/**
 * The contact details. The email of a client with an account (or a bound policy, which only the
 * API knows) is its owner's: agents cannot change it, and an admin's change is mailed to the new
 * address and applies once its link is followed.
 */
function ContactForm({ client }: { client: ClientSummaryDto }) {
  const t = useClientsT();
  const role = useSessionRole();
  const queryClient = useQueryClient();
  const update = useUpdateClient();
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const admin = role === Role.Admin;
  const emailLocked = client.hasAccount && !admin;
  const pendingEmail = client.pendingEmail;
  const values = (c: ClientSummaryDto): ContactValues => ({
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    email: c.email,
    phone: c.phone ?? '',
  });
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema(t)),
    defaultValues: values(client),
  });
  const error = (name: keyof ContactValues) => form.formState.errors[name]?.message;

  const submit = form.handleSubmit(async (v) => {
    setProblem(undefined);
    setSaved(undefined);
    const email = !emailLocked && v.email !== client.email ? v.email : undefined;
    try {
      const next = await update.mutateAsync({
        id: client.id,
        data: {
          firstName: v.firstName,
          lastName: v.lastName,
          phone: v.phone || null,
          ...(email !== undefined ? { email } : {}),
        },
      });
      form.reset(values(next));
      const waiting = email !== undefined ? next.pendingEmail : null;
      setSaved(waiting ? t('edit.confirmSent', { email: waiting }) : t('edit.saved'));
      queryClient.setQueryData(getGetClientQueryKey(client.id), next);
      await queryClient.invalidateQueries({ queryKey: getListClientsQueryKey() });
    } catch (failure) {
      const message = formErrorMessage(failure);
      if (message && errorStatus(failure) === 409) {
        form.setError('email', { message }, { shouldFocus: true });
      } else {
        setProblem(message);
      }
    }
  });

  return (
    <form
      className="card form-stack"
      aria-labelledby="contact-title"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 id="contact-title">{t('edit.title')}</h2>
      {saved && (
        <Alert tone="success">
          <p>{saved}</p>
        </Alert>
      )}
      {pendingEmail && !saved && (
        <Alert tone="info">
          <p>{t('edit.pending', { email: pendingEmail })}</p>
        </Alert>
      )}
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <div className="form-grid">
        <TextField
          label={t('edit.firstName')}
          error={error('firstName')}
          {...form.register('firstName')}
        />
        <TextField
          label={t('edit.lastName')}
          error={error('lastName')}
          {...form.register('lastName')}
        />
      </div>
      <div className="form-grid">
        <TextField
          label={t('edit.email')}
          type="email"
          error={error('email')}
          readOnly={emailLocked}
          hint={
            emailLocked
              ? t('edit.emailLocked')
              : client.hasAccount
                ? t('edit.emailConfirm')
                : undefined
          }
          {...form.register('email')}
        />
        <TextField
          label={t('edit.phone')}
          type="tel"
          error={error('phone')}
          {...form.register('phone')}
        />
      </div>
      <div>
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {t('edit.save')}
        </button>
      </div>
    </form>
  );
}

/** Admins only: the agent the client's account is assigned to. */
function AgentAssignment({ client }: { client: ClientSummaryDto }) {
  const t = useClientsT();
  const queryClient = useQueryClient();
  const staff = useGetAgentsAndAdmin();
  const assign = useUpdateAgentAssigned();
  const [agentId, setAgentId] = useState(client.agentId ?? '');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const hintId = useId();

  const submit = async () => {
    if (!client.userId) return;
    setMessage(undefined);
    try {
      await assign.mutateAsync({ id: client.userId, data: { agentId: agentId || null } });
      const chosen = staff.data?.find((s) => s.id === agentId);
      setMessage({
        tone: 'success',
        text: chosen
          ? t('agent.saved', { name: `${chosen.firstName} ${chosen.lastName}` })
          : t('agent.removed'),
      });
      await queryClient.invalidateQueries({ queryKey: getGetClientQueryKey(client.id) });
      await queryClient.invalidateQueries({ queryKey: getListClientsQueryKey() });
      await queryClient.invalidateQueries({ queryKey: ['/api/application-view'] });
    } catch (failure) {
      const text = formErrorMessage(failure);
      if (text) setMessage({ tone: 'error', text });
    }
  };

  return (
    <section className="card form-stack" aria-labelledby="agent-title">
      <h2 id="agent-title">{t('agent.title')}</h2>
      <p>{client.agentName ? t('agent.current', { name: client.agentName }) : t('agent.none')}</p>
      {!client.userId ? (
        <p className="field__hint">{t('agent.noAccount')}</p>
      ) : staff.isError ? (
        <Alert tone="error">
          <p>{t('agent.loadFailed')}</p>
        </Alert>
      ) : (
        <form
          className="client-assign"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FieldFrame label={t('agent.select')} hint={t('agent.hint')} id={hintId}>
            {(control) => (
              <select
                {...control}
                className="field__input"
                value={agentId}
                onChange={(event) => setAgentId(event.target.value)}
              >
                <option value="">{t('agent.unassigned')}</option>
                {staff.data?.map((member) => {
                  const name = `${member.firstName} ${member.lastName}`;
                  return (
                    <option key={member.id} value={member.id} disabled={!member.active}>
                      {member.active ? name : t('agent.inactive', { name })}
                    </option>
                  );
                })}
              </select>
            )}
          </FieldFrame>
          <button
            type="submit"
            className="button button--primary"
            disabled={assign.isPending || !staff.data}
          >
            {t('agent.save')}
          </button>
        </form>
      )}
      {message && (
        <Alert tone={message.tone}>
          <p>{message.text}</p>
        </Alert>
      )}
    </section>
  );
}

function ClientApplications({ client }: { client: ClientSummaryDto }) {
  const t = useClientsT();
  const apps = useListApplicationsByTab({ status: 'all', clientId: client.id, pageSize: 100 });
  const name = clientName(client) || client.email;
  return (
    <section className="card form-stack" aria-labelledby="applications-title">
      <h2 id="applications-title">{t('applications.title')}</h2>
      {apps.isPending && <p role="status">{t('applications.loading')}</p>}
      {apps.isError && (
        <Alert tone="error">
          <p>{formErrorMessage(apps.error) ?? t('applications.failed')}</p>
        </Alert>
      )}
      {apps.data &&
        (apps.data.items.length === 0 ? (
          <p role="status">{t('applications.empty')}</p>
        ) : (
          <table className="data-table">
            <caption>{t('applications.caption', { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('applications.business')}</th>
                <th scope="col">{t('applications.coverage')}</th>
                <th scope="col">{t('applications.status')}</th>
                <th scope="col">{t('applications.agent')}</th>
                <th scope="col">{t('applications.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {apps.data.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <Link to="/dashboard/quote/$id" params={{ id: item.id }}>
                      {item.businessName ?? t('applications.unnamed')}
                    </Link>
                  </th>
                  <td data-label={t('applications.coverage')}>
                    {t(`coverage.${item.coverageType}`)}
                  </td>
                  <td data-label={t('applications.status')}>{item.status}</td>
                  <td data-label={t('applications.agent')}>
                    {item.agentName ?? t('applications.unassigned')}
                  </td>
                  <td data-label={t('applications.updated')}>{formatDate(item.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
