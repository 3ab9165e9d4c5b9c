/**
 * Creating an agent: the agent gets an email with a link to choose a password; the page says so
 * and offers the new agent's page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  getGetAgentsAndAdminQueryKey,
  getGetAgentsQueryKey,
  useCreateAgent,
} from '@coverline/contracts/generated/users/users';
import type { AgentDto } from '@coverline/contracts/generated/model';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { agentSchema, agentValues, createAgentBody, type AgentValues } from './agent-form';
import { AgentFields } from './AgentFields';
import { agentSaveProblem } from './form-errors';
import { useAgentsT } from './namespace';
import '../../../ui/lists.css';

export function NewAgentPage() {
  const t = useAgentsT();
  useDocumentTitle(t('create.title'));
  const create = useCreateAgent();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<AgentDto>();
  const [problem, setProblem] = useState<string>();
  const form = useForm<AgentValues>({
    resolver: zodResolver(agentSchema(t)),
    defaultValues: agentValues(),
  });

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const agent = await create.mutateAsync({ data: createAgentBody(values) });
      await queryClient.invalidateQueries({ queryKey: getGetAgentsQueryKey() });
      // Agent pickers (client assignment, the audit filter) list the new agent at once.
      await queryClient.invalidateQueries({ queryKey: getGetAgentsAndAdminQueryKey() });
      setCreated(agent);
      form.reset(agentValues());
    } catch (failure) {
      setProblem(agentSaveProblem(form, failure));
    }
  });

  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">
          <Link to="/dashboard/agents">{t('create.back')}</Link>
        </p>
        <h1>{t('create.title')}</h1>
        <p className="lead">{t('create.lead')}</p>
      </header>
      {created && (
        <Alert tone="success">
          <p>{t('create.sent', { email: created.email })}</p>
          <p>
            <Link to="/dashboard/agents/$id" params={{ id: created.id }}>
              {t('create.open', { name: `${created.firstName} ${created.lastName}` })}
            </Link>
          </p>
        </Alert>
      )}
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <form className="card form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <AgentFields form={form} />
        <div>
          <button
            type="submit"
            className="button button--primary"
            disabled={form.formState.isSubmitting}
          >
            {t('create.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
