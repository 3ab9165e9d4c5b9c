/**
 * The agents list: name, email, phone, status, deals, joined date and whether the agent may sign
 * in, searched by name or email, a page at a time. The list's state lives in the route's search
 * parameters so a reload or a shared link shows the same page.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useGetAgents } from '@coverline/contracts/generated/users/users';
import type { AgentDto, GetAgentsParams } from '@coverline/contracts/generated/model';
import { formatDay } from '../../../lib/dates';
import { listColumns, ListSearch, ListView, useListPage } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useAgentsT } from './namespace';
import type { AgentsSearch } from './search';
import '../../../ui/lists.css';

export const AGENTS_PAGE_SIZE = 20;

const column = listColumns<AgentDto>();

export function AgentsPage() {
  const t = useAgentsT();
  useDocumentTitle(t('title'));
  const list = useListPage<AgentsSearch, GetAgentsParams, AgentDto>({
    useQuery: useGetAgents,
    pageSize: AGENTS_PAGE_SIZE,
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
        cell: ({ row: { original: agent } }) => (
          <Link to="/dashboard/agents/$id" params={{ id: agent.id }}>
            {agent.firstName} {agent.lastName}
          </Link>
        ),
      }),
      column.accessor('email', { header: t('table.email') }),
      column.accessor('phone', {
        header: t('table.phone'),
        cell: ({ getValue }) => getValue() ?? t('table.none'),
      }),
      column.accessor('status', {
        header: t('table.status'),
        cell: ({ getValue }) => t(`statuses.${getValue()}`),
      }),
      column.accessor('deals', { header: t('table.deals') }),
      column.accessor('joinedOn', {
        header: t('table.joined'),
        cell: ({ getValue }) => formatDay(getValue()),
      }),
      column.accessor('active', {
        header: t('table.active'),
        cell: ({ getValue }) => (getValue() ? t('table.yes') : t('table.no')),
      }),
    ],
    [t],
  );

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
        <Link to="/dashboard/agents/new" className="button button--primary list-toolbar__action">
          {t('new')}
        </Link>
      </div>
      <ListView
        list={list}
        columns={columns}
        caption={t('table.caption', { page: list.page, pages: list.pages })}
        texts={{ loading: t('table.loading'), empty: t('table.empty'), failed: t('table.failed') }}
      />
    </div>
  );
}
