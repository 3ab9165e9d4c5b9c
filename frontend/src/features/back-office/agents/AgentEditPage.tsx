/**
 * One agent, in two tabs. General Info: the agent's details (users/updateAgent) and the active
 * toggle (users/set-active). Deals: the policies bound on the agent's applications, a page at a
 * time. The open tab and the page live in the route's search parameters.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useListApplicationsByTab,
  useListDeals,
} from '@coverline/contracts/generated/application-view/application-view';
import {
  getGetAgentQueryKey,
  getGetAgentsQueryKey,
  useGetAgent,
  getGetAgentsAndAdminQueryKey,
  useSetActive,
  useUpdateAgent,
} from '@coverline/contracts/generated/users/users';
import type {
  AgentDto,
  ApplicationViewItemDto,
  ListApplicationsByTabParams,
} from '@coverline/contracts/generated/model';
import { formatUsd } from '../../../lib/currency';
import { formatDate } from '../../../lib/dates';
import { errorStatus, formErrorMessage } from '../../../lib/http-errors';
import { StaffMfaPanel } from '../../identity/mfa/StaffMfaPanel';
import { Alert } from '../../../ui/Alert';
import { listColumns, ListView, useListPage } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { agentSchema, agentValues, updateAgentBody, type AgentValues } from './agent-form';
import { AgentFields } from './AgentFields';
import { agentSaveProblem } from './form-errors';
import { useAgentsT } from './namespace';
import { AGENT_TABS, type AgentSearch, type AgentTab } from './search';
import '../../../ui/lists.css';

const DEALS_PAGE_SIZE = 20;

export function AgentEditPage({ agentId, tab = 'general' }: { agentId: string; tab?: AgentTab }) {
  const t = useAgentsT();
  const navigate = useNavigate();
  const agent = useGetAgent(agentId, { query: { retry: false } });
  const name = agent.data ? `${agent.data.firstName} ${agent.data.lastName}` : '';
  useDocumentTitle(name || t('title'));
  const tabsId = useId();
  const open = (next: AgentTab) =>
    void navigate({
      to: '.',
      search: { tab: next === 'general' ? undefined : next },
      replace: true,
    });

  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">
          <Link to="/dashboard/agents">{t('edit.back')}</Link>
        </p>
        <h1>{name || t('title')}</h1>
      </header>
      {agent.isPending && <p role="status">{t('edit.loading')}</p>}
      {agent.isError && (
        <Alert tone="error">
          <p>
            {errorStatus(agent.error) === 404
              ? t('edit.notFound')
              : (formErrorMessage(agent.error) ?? t('edit.notFound'))}
          </p>
        </Alert>
      )}
      {agent.data && (
        <>
          <div className="record-tabs" role="tablist" aria-label={t('edit.tabs')}>
            {AGENT_TABS.map((each) => (
              <button
                key={each}
                type="button"
                role="tab"
                id={`${tabsId}-${each}`}
                aria-controls={`${tabsId}-${each}-panel`}
                aria-selected={tab === each}
                tabIndex={tab === each ? 0 : -1}
                onClick={() => open(each)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                  const other = AGENT_TABS.find((x) => x !== each) ?? each;
                  open(other);
                  document.getElementById(`${tabsId}-${other}`)?.focus();
                }}
              >
                {each === 'general' ? t('edit.general') : t('edit.dealsTab')}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
            {tab === 'general' ? (
              <>
                <GeneralInfo key={agent.data.id} agent={agent.data} />
                <StaffMfaPanel userId={agent.data.id} name={name} />
              </>
            ) : (
              <Deals agent={agent.data} />
            )}
          </div>
        </>
      )}
    </div>
  );
}

function GeneralInfo({ agent }: { agent: AgentDto }) {
  const t = useAgentsT();
  const queryClient = useQueryClient();
  const update = useUpdateAgent();
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState(false);
  const form = useForm<AgentValues>({
    resolver: zodResolver(agentSchema(t)),
    defaultValues: agentValues(agent),
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: getGetAgentQueryKey(agent.id) });
    await queryClient.invalidateQueries({ queryKey: getGetAgentsQueryKey() });
    await queryClient.invalidateQueries({ queryKey: getGetAgentsAndAdminQueryKey() });
  };

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    setSaved(false);
    try {
      const next = await update.mutateAsync({ id: agent.id, data: updateAgentBody(values) });
      form.reset(agentValues(next));
      setSaved(true);
      await refresh();
    } catch (failure) {
      setProblem(agentSaveProblem(form, failure));
    }
  });

  return (
    <div className="form-stack">
      <ActiveToggle agent={agent} onChanged={refresh} />
      <form className="card form-stack" onSubmit={(e) => void submit(e)} noValidate>
        {saved && (
          <Alert tone="success">
            <p>{t('edit.saved')}</p>
          </Alert>
        )}
        {problem && (
          <Alert tone="error">
            <p>{problem}</p>
          </Alert>
        )}
        <AgentFields form={form} />
        <p>
          <strong>{t('fields.deals')}:</strong> {agent.deals}{' '}
          <span className="field__hint">({t('fields.dealsHint')})</span>
        </p>
        <div>
          <button
            type="submit"
            className="button button--primary"
            disabled={form.formState.isSubmitting}
          >
            {t('edit.save')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** Deactivating signs the agent out everywhere at once; the switch says which way it went. */
function ActiveToggle({ agent, onChanged }: { agent: AgentDto; onChanged: () => Promise<void> }) {
  const t = useAgentsT();
  const setActive = useSetActive();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const id = useId();
  const name = `${agent.firstName} ${agent.lastName}`;

  const toggle = async (next: boolean) => {
    setMessage(undefined);
    try {
      await setActive.mutateAsync({ data: { userId: agent.id, active: next } });
      setMessage({
        tone: 'success',
        text: next ? t('edit.activated', { name }) : t('edit.deactivated', { name }),
      });
      await onChanged();
    } catch (failure) {
      const text = formErrorMessage(failure);
      if (text) setMessage({ tone: 'error', text });
    }
  };

  return (
    <div className="card">
      <label className="check-field" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={agent.active}
          disabled={setActive.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void toggle(event.target.checked)}
        />
        {t('edit.active')}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {t('edit.activeHint')}
      </p>
      {message && (
        <Alert tone={message.tone}>
          <p>{message.text}</p>
        </Alert>
      )}
    </div>
  );
}

const deal = listColumns<ApplicationViewItemDto>();

function Deals({ agent }: { agent: AgentDto }) {
  const t = useAgentsT();
  const name = `${agent.firstName} ${agent.lastName}`;
  const summary = useListDeals({ userId: agent.id });
  const list = useListPage<AgentSearch, ListApplicationsByTabParams, ApplicationViewItemDto>({
    useQuery: useListApplicationsByTab,
    pageSize: DEALS_PAGE_SIZE,
    params: ({ page, pageSize }) => ({ status: 'bound', userId: agent.id, page, pageSize }),
  });
  const columns = useMemo(
    () => [
      deal.accessor('businessName', {
        header: t('deals.business'),
        meta: { rowHeader: true },
        cell: ({ row: { original: item } }) => (
          <Link to="/dashboard/quote/$id" params={{ id: item.id }}>
            {item.businessName ?? t('deals.unnamed')}
          </Link>
        ),
      }),
      deal.display({
        id: 'client',
        header: t('deals.client'),
        cell: ({ row: { original: item } }) => (
          <>
            {item.clientName}
            <span className="data-table__sub">{item.clientEmail}</span>
          </>
        ),
      }),
      deal.accessor('coverageType', {
        header: t('deals.coverage'),
        cell: ({ getValue }) => t(`coverage.${getValue()}`),
      }),
      deal.accessor('selectedPremiumCents', {
        header: t('deals.premium'),
        cell: ({ getValue }) => {
          const cents = getValue();
          return cents === null ? t('deals.noPremium') : formatUsd(cents / 100);
        },
      }),
      deal.accessor('updatedAt', {
        header: t('deals.updated'),
        cell: ({ getValue }) => formatDate(getValue()),
      }),
    ],
    [t],
  );
  return (
    <section className="card form-stack" aria-labelledby="deals-title">
      <h2 id="deals-title">{t('deals.title')}</h2>
      <p className="card__lead">{t('deals.lead', { name })}</p>
      {summary.data && (
        <p>
          {t('deals.summary', {
            count: summary.data.totalDeals,
            premium: formatUsd(summary.data.totalPremiumCents / 100),
          })}
        </p>
      )}
      <ListView
        list={list}
        columns={columns}
        caption={t('deals.caption', { name, page: list.page, pages: list.pages })}
        texts={{ loading: t('deals.loading'), empty: t('deals.empty'), failed: t('deals.failed') }}
      />
    </section>
  );
}
