/**
 * The whole application on the staff quote page, read from `quote/{id}/application`: business,
 * owners, locations, class codes (workers compensation), answers, claims, carrier quotes with
 * their worksheets, payments and signatures.
 */
import { useTranslation } from '../../../lib/i18n';
import { useGetQuoteApplication } from '@coverline/contracts/generated/application-detail/application-detail';
import type { QuoteDto } from '@coverline/contracts/generated/model';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { AnswersPanel } from './AnswersPanel';
import { BusinessPanel } from './BusinessPanel';
import { CarrierQuotesPanel } from './CarrierQuotesPanel';
import { ClaimsPanel } from './ClaimsPanel';
import { ClassCodesPanel } from './ClassCodesPanel';
import { LocationsPanel } from './LocationsPanel';
import { STAFF_QUOTE_NS } from './namespace';
import { OwnersPanel } from './OwnersPanel';
import { PaymentsPanel } from './PaymentsPanel';
import { SignaturesPanel } from './SignaturesPanel';
import './application-detail.css';

export function ApplicationDetail({ quote, isAdmin }: { quote: QuoteDto; isAdmin: boolean }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const detail = useGetQuoteApplication(quote.id, { query: { retry: false } });
  if (detail.isPending) return <p role="status">{t('loading')}</p>;
  if (detail.isError) {
    return (
      <Alert tone="error" title={t('application.loadFailed')}>
        <p>{errorMessage(detail.error)}</p>
      </Alert>
    );
  }
  // The page's quote is the freshest after a class code change; the rest is the detail's.
  const { answers, payments, signatures } = detail.data;
  return (
    <>
      <BusinessPanel quote={quote} />
      <OwnersPanel owners={quote.business.owners} />
      <LocationsPanel quote={quote} />
      {quote.coverageType === 'wc' && <ClassCodesPanel quote={quote} isAdmin={isAdmin} />}
      <AnswersPanel answers={answers} owners={quote.business.owners} />
      <ClaimsPanel claims={quote.business.claims} />
      <CarrierQuotesPanel quote={quote} />
      <PaymentsPanel payments={payments} />
      <SignaturesPanel packets={signatures} />
    </>
  );
}
