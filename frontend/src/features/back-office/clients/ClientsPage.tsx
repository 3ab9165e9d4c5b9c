/**
 * The clients list: admins see every client, agents the clients that are theirs. Searched by
 * name, email or business name, a page at a time; the list's state lives in the route's search
 * parameters.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Role } from '@coverline/contracts';
import { useListClients } from '@coverline/contracts/generated/clients/clients';
import type { ClientSummaryDto } from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { useTokenRole } from '../../../lib/session-store';
import { Alert } from '../../../ui/Alert';
import { ListSearch, Pager } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useClientsT } from './namespace';
import type { ClientsSearch } from './search';
import '../../../ui/lists.css';

export const CLIENTS_PAGE_SIZE = 20;

export const clientName = (c: Pick<ClientSummaryDto, 'firstName' | 'lastName'>) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ');

export function ClientsPage() {
  const t = useClientsT();
  useDocumentTitle(t('title'));
  const role = useTokenRole();
  const search = useSearch({ strict: false }) as ClientsSearch;
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const list = useListClients(
    { page, pageSize: CLIENTS_PAGE_SIZE, searchTerm: search.searchTerm || undefined },
    { query: { placeholderData: keepPreviousData } },
  );
  const update = (changes: Partial<ClientsSearch>) =>
    void navigate({
      to: '.',
      search: (prev: ClientsSearch) => ({ ...prev, page: undefined, ...changes }),
      replace: true,
    });
  const result = list.data;
  const pages = result ? Math.max(1, Math.ceil(result.total / CLIENTS_PAGE_SIZE)) : 1;

  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{role === Role.Admin ? t('leadAdmin') : t('leadAgent')}</p>
      </header>
      <ListSearch
        value={search.searchTerm ?? ''}
        labels={{
          form: t('search.label'),
          field: t('search.field'),
          hint: t('search.hint'),
          submit: t('search.submit'),
        }}
        onSearch={(term) => update({ searchTerm: term || undefined })}
      />
      {list.isError && <Alert tone="error">{t('table.failed')}</Alert>}
      {!result && list.isPending && (
        <p role="status" className="list-status">
          {t('table.loading')}
        </p>
      )}
      {result &&
        (result.items.length === 0 ? (
          <p role="status" className="list-status">
            {t('table.empty')}
          </p>
        ) : (
          <>
            <ClientsTable clients={result.items} caption={t('table.caption', { page, pages })} />
            <Pager
              page={page}
              pages={pages}
              pageSize={CLIENTS_PAGE_SIZE}
              total={result.total}
              shown={result.items.length}
              onPage={(next) => update({ page: next })}
            />
          </>
        ))}
    </div>
  );
}

function ClientsTable({ clients, caption }: { clients: ClientSummaryDto[]; caption: string }) {
  const t = useClientsT();
  const columns = ['name', 'email', 'phone', 'businesses', 'agent', 'applications', 'since'];
  return (
    <table className="data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`table.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {clients.map((client) => (
          <tr key={client.id}>
            <th scope="row">
              <Link to="/dashboard/clients/$id" params={{ id: client.id }}>
                {clientName(client) || t('table.unnamed')}
              </Link>
            </th>
            <td data-label={t('table.email')}>{client.email}</td>
            <td data-label={t('table.phone')}>{client.phone ?? t('table.none')}</td>
            <td data-label={t('table.businesses')}>
              {client.businessNames.join(', ') || t('table.none')}
            </td>
            <td data-label={t('table.agent')}>{client.agentName ?? t('table.unassigned')}</td>
            <td data-label={t('table.applications')}>{client.applications}</td>
            <td data-label={t('table.since')}>{formatDate(client.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
