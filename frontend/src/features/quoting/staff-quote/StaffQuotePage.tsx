/**
 * The staff quote page (/dashboard/quote/$id): the application's header and the panels the
 * signed-in staff member may use. Agents get the documents and the client's notes;
 * administration, policy, checkout and the history are admins' (docs/permissions.md).
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n';
import { Role } from '@coverline/contracts';
import { useGetQuote } from '@coverline/contracts/generated/quotes/quotes';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { InTurn } from '../../../ui/InTurn';
import { PageLoading } from '../../../ui/PageLoading';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSignedInUser } from '../../identity/auth/use-session';
import { NotesPanel } from '../../back-office/notes/NotesPanel';
import { AdminPanel } from './AdminPanel';
import { ApplicationDetail } from './ApplicationDetail';
import { BillingInfoPanel } from './BillingInfoPanel';
import { CheckoutPanel } from './CheckoutPanel';
import { DocumentsPanel } from './DocumentsPanel';
import { ExperienceModPanel } from './ExperienceModPanel';
import { HistoryPanel } from './HistoryPanel';
import { STAFF_QUOTE_NS } from './namespace';
import { PolicyCancellationPanel } from './PolicyCancellationPanel';
import { PolicyRenewalPanel } from './PolicyRenewalPanel';
import { PremiumAuditSection } from '../../servicing/policies/detail/PremiumAuditSection';
import { PolicyChangesPanel } from './PolicyChangesPanel';
import { PolicyEndorsementsPanel } from './PolicyEndorsementsPanel';
import { PolicyPanel } from './PolicyPanel';
import { QuoteHeader } from './QuoteHeader';
import { QuoteModePanel } from './QuoteModePanel';
import './staff-quote.css';

export function StaffQuotePage({ quoteId }: { quoteId: string }) {
  const { t, ready } = useTranslation(STAFF_QUOTE_NS);
  const user = useSignedInUser();
  const quote = useGetQuote(quoteId, { query: { retry: false } });
  const name = quote.data?.business.businessName;
  useDocumentTitle(ready ? t('title', { name: name ?? t('header.unnamedBusiness') }) : '');

  if (!ready || quote.isPending) return <PageLoading />;
  if (quote.isError) {
    return (
      <div className="page">
        <Alert tone="error" title={t('loadFailed')}>
          <p>{errorMessage(quote.error)}</p>
        </Alert>
        <p>
          <Link to="/dashboard">{t('backToDashboard')}</Link>
        </p>
      </div>
    );
  }
  const isAdmin = user.role === Role.Admin;
  return (
    <div className="page staff-quote">
      <QuoteHeader quote={quote.data} user={user} />
      <div className="staff-quote__panels">
        <InTurn>
          <QuoteModePanel quote={quote.data} />
          {quote.data.coverageType === 'wc' && (
            <ExperienceModPanel key={quote.data.version} quote={quote.data} />
          )}
          <DocumentsPanel quoteId={quote.data.id} />
          <ApplicationDetail quote={quote.data} isAdmin={isAdmin} />
          <NotesPanel clientId={quote.data.client.id} quoteId={quote.data.id} />
          <PolicyChangesPanel quoteId={quote.data.id} />
          {quote.data.status === 'Bound' && (
            <PolicyEndorsementsPanel
              quoteId={quote.data.id}
              coverageType={quote.data.coverageType}
            />
          )}
          {quote.data.status === 'Bound' && (
            <PolicyCancellationPanel quoteId={quote.data.id} isAdmin={isAdmin} />
          )}
          {quote.data.status === 'Bound' && <PolicyRenewalPanel quoteId={quote.data.id} />}
          {quote.data.status === 'Bound' && quote.data.coverageType === 'wc' && (
            <PremiumAuditSection quoteId={quote.data.id} canSubmit={isAdmin} />
          )}
          <BillingInfoPanel quoteId={quote.data.id} />
          {isAdmin && <AdminPanel key={quote.data.version} quote={quote.data} />}
          {isAdmin && <PolicyPanel quote={quote.data} />}
          {isAdmin && <CheckoutPanel quote={quote.data} />}
          {isAdmin && <HistoryPanel quoteId={quote.data.id} />}
          {!isAdmin && (
            <Alert tone="info">
              <p>{t('agentNote')}</p>
            </Alert>
          )}
        </InTurn>
      </div>
    </div>
  );
}
