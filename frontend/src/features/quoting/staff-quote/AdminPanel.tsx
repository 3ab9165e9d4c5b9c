/**
 * The admin quote actions on the staff quote page: lock and unlock, archive and unarchive, set
 * any status (asked first) and assign the client's agent. Each sends the version the page read,
 * so a change made meanwhile is refused (1226) rather than overwritten; refusals are shown here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import { APPLICATION_STATUSES, ApplicationStatus } from '@coverline/contracts';
import type { QuoteAdminStateDto, QuoteDto } from '@coverline/contracts/generated/model';
import {
  getGetQuoteAuditQueryKey,
  useArchiveQuote,
  useLockQuote,
  useSetQuoteStatus,
  useUnarchiveQuote,
  useUnlockQuote,
  useUpdateQuoteAgentAssigned,
} from '@coverline/contracts/generated/quote-admin/quote-admin';
import { getGetQuoteQueryKey } from '@coverline/contracts/generated/quotes/quotes';
import { useGetAgentsAndAdmin } from '@coverline/contracts/generated/users/users';
import { formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame } from '../../../ui/TextField';
import { ConfirmAction } from './ConfirmAction';
import { STAFF_QUOTE_NS } from './namespace';

export function AdminPanel({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const queryClient = useQueryClient();
  const lock = useLockQuote();
  const unlock = useUnlockQuote();
  const archive = useArchiveQuote();
  const unarchive = useUnarchiveQuote();
  const setStatus = useSetQuoteStatus();
  const assign = useUpdateQuoteAgentAssigned();
  const staff = useGetAgentsAndAdmin();
  const [problem, setProblem] = useState<string>();
  const [status, setChosenStatus] = useState<ApplicationStatus>(quote.status);
  const [agentId, setAgentId] = useState(quote.agentId ?? '');
  const busy = [lock, unlock, archive, unarchive, setStatus, assign].some((m) => m.isPending);
  const ref = { id: quote.id, version: quote.version };
  const archived = quote.status === ApplicationStatus.Archive;

  /** Runs one action, then reloads the quote and its history so the next action reads anew. */
  const run = async (action: () => Promise<QuoteAdminStateDto>, done: string) => {
    setProblem(undefined);
    try {
      await action();
      toast.success(done);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetQuoteQueryKey(quote.id) }),
        queryClient.invalidateQueries({ queryKey: getGetQuoteAuditQueryKey(quote.id) }),
      ]);
    } catch (error) {
      setProblem(formErrorMessage(error));
    }
  };

  return (
    <section className="card staff-panel" aria-labelledby="admin-title">
      <h2 id="admin-title">{t('admin.title')}</h2>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      <p>
        {quote.locked ? t('admin.lockedNote') : t('admin.unlockedNote')}{' '}
        {archived && t('admin.archivedNote')}
      </p>
      <div className="staff-actions">
        {quote.locked ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void run(() => unlock.mutateAsync({ data: ref }), t('admin.unlocked'))}
          >
            {t('admin.unlock')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void run(() => lock.mutateAsync({ data: ref }), t('admin.locked'))}
          >
            {t('admin.lock')}
          </button>
        )}
        {archived ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() =>
              void run(() => unarchive.mutateAsync({ data: ref }), t('admin.unarchived'))
            }
          >
            {t('admin.unarchive')}
          </button>
        ) : (
          <ConfirmAction
            label={t('admin.archive')}
            question={t('admin.archiveQuestion')}
            confirmLabel={t('admin.archiveConfirm')}
            busy={busy}
            onConfirm={() =>
              void run(() => archive.mutateAsync({ data: ref }), t('admin.archived'))
            }
          />
        )}
      </div>

      <div className="staff-admin__row">
        <FieldFrame label={t('admin.status')}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={status}
              onChange={(event) => setChosenStatus(event.target.value as ApplicationStatus)}
            >
              {APPLICATION_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <ConfirmAction
          label={t('admin.setStatus')}
          question={t('admin.statusQuestion', { from: quote.status, to: status })}
          confirmLabel={t('admin.statusConfirm')}
          busy={busy}
          disabled={status === quote.status}
          onConfirm={() =>
            void run(
              () => setStatus.mutateAsync({ data: { ...ref, status } }),
              t('admin.statusSet', { status }),
            )
          }
        />
      </div>

      <div className="staff-admin__row">
        <FieldFrame
          label={t('admin.agent')}
          error={staff.isError ? t('admin.agentsFailed') : undefined}
        >
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={agentId}
              onChange={(event) => setAgentId(event.target.value)}
            >
              <option value="">{t('header.unassigned')}</option>
              {(staff.data ?? [])
                .filter((member) => member.active || member.id === quote.agentId)
                .map((member) => (
                  <option key={member.id} value={member.id}>
                    {t('admin.staffMember', {
                      name: `${member.firstName} ${member.lastName}`,
                      role: t(`admin.roles.${member.role}`),
                    })}
                  </option>
                ))}
            </select>
          )}
        </FieldFrame>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || agentId === (quote.agentId ?? '')}
          onClick={() =>
            void run(
              () => assign.mutateAsync({ data: { ...ref, agentId: agentId || null } }),
              agentId ? t('admin.agentAssigned') : t('admin.agentUnassigned'),
            )
          }
        >
          {t('admin.assign')}
        </button>
      </div>
    </section>
  );
}
