/**
 * One agent, in two tabs. General Info: the agent's details (users/updateAgent) and the active
 * toggle (users/set-active). Deals: the policies bound on the agent's applications. The open tab
 * lives in the route's search parameters.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
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
import type { AgentDto } from '@coverline/contracts/generated/model';
import { formatUsd } from '../../../lib/currency';
import { formatDate } from '../../../lib/dates';
import { errorStatus, formErrorMessage } from '../../../lib/http-errors';
import { StaffMfaPanel } from '../../identity/mfa/StaffMfaPanel';
import { Alert } from '../../../ui/Alert';
import { Pager } from '../../../ui/list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { agentSchema, agentValues, updateAgentBody, type AgentValues } from './agent-form';
import { AgentFields } from './AgentFields';
import { agentSaveProblem } from './form-errors';
import { useAgentsT } from './namespace';
import { AGENT_TABS, type AgentTab } from './search';
import '../../../ui/lists.css';

const DEALS_PAGE_SIZE = 20;

export function AgentEditPage({
  agentId,
  tab = 'general',
  page = 1,
}: {
  agentId: string;
  tab?: AgentTab;
  page?: number;
}) {
  const t = useAgentsT();
  const navigate = useNavigate();
  const agent = useGetAgent(agentId, { query: { retry: false } });
  const name = agent.data ? `${agent.data.firstName} ${agent.data.lastName}` : '';
  useDocumentTitle(name || t('title'));
  const tabsId = useId();
  const open = (next: AgentTab, nextPage?: number) =>
    void navigate({
      to: '.',
      search: { tab: next === 'general' ? undefined : next, page: nextPage },
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
              <Deals agent={agent.data} page={page} onPage={(next) => open('deals', next)} />
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

function Deals({
  agent,
  page,
  onPage,
}: {
  agent: AgentDto;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useAgentsT();
  const name = `${agent.firstName} ${agent.lastName}`;
  const summary = useListDeals({ userId: agent.id });
  const list = useListApplicationsByTab(
    { status: 'bound', userId: agent.id, page, pageSize: DEALS_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const result = list.data;
  const pages = result ? Math.max(1, Math.ceil(result.total / DEALS_PAGE_SIZE)) : 1;
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
      {list.isError && <Alert tone="error">{t('deals.failed')}</Alert>}
      {!result && list.isPending && <p role="status">{t('deals.loading')}</p>}
      {result &&
        (result.items.length === 0 ? (
          <p role="status">{t('deals.empty')}</p>
        ) : (
          <>
            <table className="data-table">
              <caption>{t('deals.caption', { name, page, pages })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('deals.business')}</th>
                  <th scope="col">{t('deals.client')}</th>
                  <th scope="col">{t('deals.coverage')}</th>
                  <th scope="col">{t('deals.premium')}</th>
                  <th scope="col">{t('deals.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link to="/dashboard/quote/$id" params={{ id: item.id }}>
                        {item.businessName ?? t('deals.unnamed')}
                      </Link>
                    </th>
                    <td data-label={t('deals.client')}>
                      {item.clientName}
                      <span className="data-table__sub">{item.clientEmail}</span>
                    </td>
                    <td data-label={t('deals.coverage')}>{t(`coverage.${item.coverageType}`)}</td>
                    <td data-label={t('deals.premium')}>
                      {item.selectedPremiumCents === null
                        ? t('deals.noPremium')
                        : formatUsd(item.selectedPremiumCents / 100)}
                    </td>
                    <td data-label={t('deals.updated')}>{formatDate(item.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager
              page={page}
              pages={pages}
              pageSize={DEALS_PAGE_SIZE}
              total={result.total}
              shown={result.items.length}
              onPage={onPage}
            />
          </>
        ))}
    </section>
  );
}
