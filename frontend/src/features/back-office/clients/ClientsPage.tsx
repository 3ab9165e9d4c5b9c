/**
 * The clients list: admins see every client, agents the clients that are theirs. Searched by
 * name, email or business name, a page at a time; the list's state lives in the route's search
 * parameters.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Role } from '@coverline/contracts';
import { useListClients } from '@coverline/contracts/generated/clients/clients';
import type { ClientSummaryDto, ListClientsParams } from '@coverline/contracts/generated/model';
import { formatDate } from '../../../lib/dates';
import { useSessionRole } from '../../../lib/session-store';
import { listColumns, ListSearch, ListView, useListPage } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useClientsT } from './namespace';
import type { ClientsSearch } from './search';
import '../../../ui/lists.css';

export const CLIENTS_PAGE_SIZE = 20;

export const clientName = (c: Pick<ClientSummaryDto, 'firstName' | 'lastName'>) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ');

const column = listColumns<ClientSummaryDto>();

export function ClientsPage() {
  const t = useClientsT();
  useDocumentTitle(t('title'));
  const role = useSessionRole();
  const list = useListPage<ClientsSearch, ListClientsParams, ClientSummaryDto>({
    useQuery: useListClients,
    pageSize: CLIENTS_PAGE_SIZE,
    params: ({ search, page, pageSize }) => ({
      page,
      pageSize,
      searchTerm: search.searchTerm || undefined,
    }),
  });
  const columns = useMemo(
    () => [
      column.display({
        id: 'name',
        header: t('table.name'),
        meta: { rowHeader: true },
        cell: ({ row: { original: client } }) => (
          <Link to="/dashboard/clients/$id" params={{ id: client.id }}>
            {clientName(client) || t('table.unnamed')}
          </Link>
        ),
      }),
      column.accessor('email', { header: t('table.email') }),
      column.accessor('phone', {
        header: t('table.phone'),
        cell: ({ getValue }) => getValue() ?? t('table.none'),
      }),
      column.accessor('businessNames', {
        header: t('table.businesses'),
        cell: ({ getValue }) => getValue().join(', ') || t('table.none'),
      }),
      column.accessor('agentName', {
        header: t('table.agent'),
        cell: ({ getValue }) => getValue() ?? t('table.unassigned'),
      }),
      column.accessor('applications', { header: t('table.applications') }),
      column.accessor('createdAt', {
        header: t('table.since'),
        cell: ({ getValue }) => formatDate(getValue()),
      }),
    ],
    [t],
  );

  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{role === Role.Admin ? t('leadAdmin') : t('leadAgent')}</p>
      </header>
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
      <ListView
        list={list}
        columns={columns}
        caption={t('table.caption', { page: list.page, pages: list.pages })}
        texts={{ loading: t('table.loading'), empty: t('table.empty'), failed: t('table.failed') }}
      />
    </div>
  );
}
