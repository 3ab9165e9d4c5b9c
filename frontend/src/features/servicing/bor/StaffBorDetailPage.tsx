/**
 * /dashboard/bor/{id}: one broker-of-record application for staff: what the business asked for,
 * where the letter is on its way to the carrier, the letters, the carrier's answer, the notes
 * staff keep on the business (a submitted application belongs to a client) and the audited
 * history of what staff did.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import {
  useBorApplicationHistory,
  useGetBorApplicationAsStaff,
} from '@coverline/contracts/generated/bor/bor';
import type { BorAddressViewDto, BorApplicationDto } from '@coverline/contracts/generated/model';
import { formatDate, formatStaffMoment } from '../../../lib/dates';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { NotesPanel } from '../../back-office/notes/NotesPanel';
import { AuditTrailPanel } from '../../quoting/staff-quote/HistoryPanel';
import { BorDecisionControls, BorLetterButton, BorStatusBadge, canDecide } from './BorDecision';
import { BOR_NS } from './namespace';
import './bor.css';

/** The fields of a broker-of-record trail that read as words of their own. */
const HISTORY_FIELDS = { status: true, statusNote: true, internalNote: true };

export function StaffBorDetailPage({ id }: { id: string }) {
  const { t, ready } = useTranslation(BOR_NS);
  const application = useGetBorApplicationAsStaff(id, { query: { retry: false } });
  const history = useBorApplicationHistory(id, { query: { retry: false } });
  const app = application.data;
  useDocumentTitle(ready ? (app?.legalName ?? t('staff.detail.title')) : '');
  return (
    <div className="page">
      <p>
        <Link to="/dashboard/bor">{t('staff.detail.back')}</Link>
      </p>
      {application.isPending && <p role="status">{t('loading')}</p>}
      {application.isError && (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{errorMessage(application.error)}</p>
        </Alert>
      )}
      {app && (
        <div className="bor-detail">
          <header className="page-header">
            <h1>{app.legalName ?? t('staff.unnamed')}</h1>
            <p className="lead">{t('staff.detail.lead', { email: app.email })}</p>
          </header>
          <section className="card" aria-labelledby="bor-detail-status">
            <h2 id="bor-detail-status">{t('staff.detail.statusTitle')}</h2>
            <BorStatusBadge application={app} />
            <Timeline application={app} />
            <div className="bor-actions">
              <BorLetterButton application={app} />
            </div>
            {canDecide(app) && (
              <>
                <h3>{t('staff.detail.answerTitle')}</h3>
                <div className="bor-actions">
                  <BorDecisionControls application={app} />
                </div>
              </>
            )}
          </section>
          <Summary application={app} />
          {app.clientId ? (
            <NotesPanel clientId={app.clientId} />
          ) : (
            <p className="bor-meta">{t('staff.detail.notesAfterSubmit')}</p>
          )}
          <AuditTrailPanel
            audit={history}
            words={{
              field: (field) => (field in HISTORY_FIELDS ? t(`staff.history.${field}`) : undefined),
              value: (field, value) =>
                field === 'status' && typeof value === 'string' ? t(`status.${value}`) : undefined,
            }}
          />
        </div>
      )}
    </div>
  );
}

function Summary({ application: app }: { application: BorApplicationDto }) {
  const { t } = useTranslation(BOR_NS);
  const address = (a: BorAddressViewDto | null) =>
    a ? [a.street, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ') : '';
  const rows: Array<[string, string]> = [
    [t('staff.detail.email'), app.email],
    [t('staff.detail.fein'), app.feinMasked ?? ''],
    [t('form.street'), address(app.address)],
    [t('form.mailing'), address(app.mailingAddress)],
    [t('form.carrier'), app.carrierName ?? ''],
    [t('form.policyNumber'), app.policyNumber ?? ''],
    [t('form.coverage'), app.coverageType ? t(`coverage.${app.coverageType}`) : ''],
    [t('form.effectiveDate'), app.effectiveDate ? formatDate(`${app.effectiveDate}T12:00:00`) : ''],
    [
      t('form.signer'),
      app.signer ? `${app.signer.name}, ${app.signer.title} (${app.signer.email})` : '',
    ],
  ];
  return (
    <section className="card" aria-labelledby="bor-detail-summary">
      <h2 id="bor-detail-summary">{t('staff.detail.summaryTitle')}</h2>
      <dl className="bor-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="bor-summary__row">
            <dt>{label}</dt>
            <dd>{value || t('staff.detail.missing')}</dd>
          </div>
        ))}
      </dl>
      {app.clientId && (
        <p>
          <Link to="/dashboard/clients/$id" params={{ id: app.clientId }}>
            {t('staff.detail.client')}
          </Link>
        </p>
      )}
      {app.missing.length > 0 && (
        <p className="bor-meta">
          {t('staff.detail.stillMissing', { fields: app.missing.join(', ') })}
        </p>
      )}
    </section>
  );
}

/** The steps the application has passed, each with its time. */
function Timeline({ application: app }: { application: BorApplicationDto }) {
  const { t } = useTranslation(BOR_NS);
  const steps: Array<[string, string | null]> = [
    [t('staff.detail.started'), app.createdAt],
    [t('staff.detail.submitted'), app.submittedAt],
    [t('staff.detail.signed'), app.signedAt],
    [t('staff.detail.sent'), app.sentAt],
    [
      app.status === 'declined_by_carrier'
        ? t('staff.detail.declined')
        : t('staff.detail.accepted'),
      app.decidedAt,
    ],
  ];
  return (
    <ol className="bor-timeline">
      {steps.map(([label, at]) => (
        <li key={label} className={at ? 'bor-timeline__done' : 'bor-timeline__pending'}>
          <span>{label}</span>{' '}
          {at ? (
            <time dateTime={at}>{formatStaffMoment(at)}</time>
          ) : (
            <span className="bor-meta">{t('staff.detail.notYet')}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
