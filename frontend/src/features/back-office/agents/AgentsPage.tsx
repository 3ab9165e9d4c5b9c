/**
 * The agents list: name, email, phone, status, deals, joined date and whether the agent may sign
 * in, searched by name or email, a page at a time. The list's state lives in the route's search
 * parameters so a reload or a shared link shows the same page.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useGetAgents } from '@coverline/contracts/generated/users/users';
import type { AgentDto } from '@coverline/contracts/generated/model';
import { formatDay } from '../../../lib/dates';
import { Alert } from '../../../ui/Alert';
import { ListSearch, Pager } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useAgentsT } from './namespace';
import type { AgentsSearch } from './search';
import '../../../ui/lists.css';

export const AGENTS_PAGE_SIZE = 20;

export function AgentsPage() {
  const t = useAgentsT();
  useDocumentTitle(t('title'));
  const search = useSearch({ strict: false }) as AgentsSearch;
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const list = useGetAgents(
    { page, pageSize: AGENTS_PAGE_SIZE, searchTerm: search.searchTerm || undefined },
    { query: { placeholderData: keepPreviousData } },
  );
  const update = (changes: Partial<AgentsSearch>) =>
    void navigate({
      to: '.',
      search: (prev: AgentsSearch) => ({ ...prev, page: undefined, ...changes }),
      replace: true,
    });
  const result = list.data;
  const pages = result ? Math.max(1, Math.ceil(result.total / AGENTS_PAGE_SIZE)) : 1;

  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <div className="list-toolbar">
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
        <Link to="/dashboard/agents/new" className="button button--primary list-toolbar__action">
          {t('new')}
        </Link>
      </div>
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
            <AgentsTable agents={result.items} caption={t('table.caption', { page, pages })} />
            <Pager
              page={page}
              pages={pages}
              pageSize={AGENTS_PAGE_SIZE}
              total={result.total}
              shown={result.items.length}
              onPage={(next) => update({ page: next })}
            />
          </>
        ))}
    </div>
  );
}

function AgentsTable({ agents, caption }: { agents: AgentDto[]; caption: string }) {
  const t = useAgentsT();
  const columns = ['name', 'email', 'phone', 'status', 'deals', 'joined', 'active'] as const;
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
        {agents.map((agent) => (
          <tr key={agent.id}>
            <th scope="row">
              <Link to="/dashboard/agents/$id" params={{ id: agent.id }}>
                {agent.firstName} {agent.lastName}
              </Link>
            </th>
            <td data-label={t('table.email')}>{agent.email}</td>
            <td data-label={t('table.phone')}>{agent.phone ?? t('table.none')}</td>
            <td data-label={t('table.status')}>{t(`statuses.${agent.status}`)}</td>
            <td data-label={t('table.deals')}>{agent.deals}</td>
            <td data-label={t('table.joined')}>{formatDay(agent.joinedOn)}</td>
            <td data-label={t('table.active')}>{agent.active ? t('table.yes') : t('table.no')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
