/**
 * An audit trail for staff: who did what and when, with each changed field's value before and
 * after. The quote's on the staff quote page, and any other trail (a broker-of-record
 * application's) through `AuditTrailPanel`. Admins only, as the API's trails are.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { AuditRecordDto } from '@coverline/contracts/generated/model';
import {
  getGetQuoteAuditQueryKey,
  useGetQuoteAudit,
} from '@coverline/contracts/generated/quote-admin/quote-admin';
import { useGetAgentsAndAdmin } from '@coverline/contracts/generated/users/users';
import { formatCentsExact } from '../../../lib/currency';
import { formatDay, formatStaffMoment } from '../../../lib/dates';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { STAFF_QUOTE_NS } from './namespace';

/**
 * The quote's trail, read again after every action taken on the page (saving the policy,
 * activating it, sending, a mode change, ...): each one that succeeds may have added a record.
 */
export function HistoryPanel({ quoteId }: { quoteId: string }) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: getGetQuoteAuditQueryKey(quoteId) });
        }
      }),
    [queryClient, quoteId],
  );
  return <AuditTrailPanel audit={useGetQuoteAudit(quoteId)} />;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the panel needs of a query answering audit records. */
export interface AuditTrailQuery {
  data?: AuditRecordDto[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** How a trail of another kind names its fields and values in words (undefined: the default). */
export interface AuditWords {
  field?: (field: string) => string | undefined;
  value?: (field: string, value: unknown) => string | undefined;
}

export function AuditTrailPanel({ audit, words }: { audit: AuditTrailQuery; words?: AuditWords }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  return (
    <section className="card staff-panel" aria-labelledby="history-title">
      <h2 id="history-title">{t('history.title')}</h2>
      {audit.isPending && <p role="status">{t('loading')}</p>}
      {audit.isError && (
        <Alert tone="error" title={t('history.loadFailed')}>
          <p>{errorMessage(audit.error)}</p>
        </Alert>
      )}
      {audit.data?.length === 0 && <p>{t('history.none')}</p>}
      {audit.data && audit.data.length > 0 && (
        <ol className="staff-history">
          {audit.data.map((record) => (
            <li key={record.id} className="staff-history__item">
              <p>
                <strong>{t(`history.actions.${record.action}`)}</strong>{' '}
                {t('history.by', {
                  who: record.actorName ?? record.actorEmail ?? t('history.someone'),
                })}
                {', '}
                <time dateTime={record.at}>{formatStaffMoment(record.at)}</time>
              </p>
              <Changes record={record} words={words} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Each field the action changed, as "field: before -> after", in words: names for people,
 * dates and amounts as people read them; an action with nothing before (a mail sent) lists
 * what it concerned, as "field: value".
 */
function Changes({ record, words }: { record: AuditRecordDto; words?: AuditWords }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const staff = useGetAgentsAndAdmin();
  const facts = record.before === null;
  const before = record.before ?? {};
  const after = record.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) =>
    facts ? after[field] !== null && after[field] !== undefined : before[field] !== after[field],
  );
  if (fields.length === 0) return null;
  // People are named where the staff list knows them; ids are what is left otherwise.
  const shown = (field: string, value: unknown) => {
    if (value === null || value === undefined) return t('history.empty');
    const worded = words?.value?.(field, value);
    if (worded !== undefined) return worded;
    if (typeof value === 'boolean') return value ? t('history.yes') : t('history.no');
    if (field === 'annualPremiumCents' && typeof value === 'number') return formatCentsExact(value);
    if (typeof value === 'string' && DAY.test(value)) return formatDay(value);
    if (field === 'bindability') {
      return t(`quoteMode.bindabilities.${String(value)}`, { defaultValue: String(value) });
    }
    if (field === 'documentType') {
      return t(`documentTypes.${String(value)}`, { defaultValue: String(value) });
    }
    const member = field === 'agentId' ? staff.data?.find((m) => m.id === value) : undefined;
    return member ? `${member.firstName} ${member.lastName}` : String(value);
  };
  const label = (field: string) =>
    words?.field?.(field) ?? t(`history.fields.${field}`, { defaultValue: field });
  return (
    <ul className="staff-history__changes">
      {fields.map((field) => (
        <li key={field}>
          {facts
            ? t('history.value', { field: label(field), value: shown(field, after[field]) })
            : t('history.change', {
                field: label(field),
                before: shown(field, before[field]),
                after: shown(field, after[field]),
              })}
        </li>
      ))}
    </ul>
  );
}
