import { useTranslation } from '../../../../lib/i18n';
import { Alert } from '../../../../ui/Alert';
import { QUOTATION_NS } from '../namespace';

/** A step whose questions are still on their way (they are usually read ahead of time). */
export function StepLoading({
  title,
  failed,
  onRetry,
}: {
  title: string;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(QUOTATION_NS);
  return (
    <section className="card wizard-step" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" tabIndex={-1} className="wizard-step__title">
        {title}
      </h2>
      {failed ? (
        <Alert tone="error">
          <p>{t('questions.failed')}</p>
          <div className="actions">
            <button type="button" className="button button--secondary" onClick={onRetry}>
              {t('actions.retry')}
            </button>
          </div>
        </Alert>
      ) : (
        <p role="status">{t('questions.loading')}</p>
      )}
    </section>
  );
}
