import { formatDay } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { updateAskerChat } from '../../support/chat/asker-chat-store';
import { ACCESSIBILITY_NS } from './namespace';

/** The day the statement was last checked against the site; change it with the statement. */
const REVIEWED_ON = '2026-11-27';

/**
 * The accessibility statement: the conformance target, what is tested and how, known
 * limitations, and how to report a barrier (the support chat, which reaches staff, by email when
 * nobody can join).
 */
export function AccessibilityPage() {
  const { t } = useTranslation(ACCESSIBILITY_NS);
  useDocumentTitle(t('title'));
  return (
    <div className="page page--narrow accessibility-page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>

      <section aria-labelledby="a11y-goal">
        <h2 id="a11y-goal">{t('goal.title')}</h2>
        <p>{t('goal.body')}</p>
      </section>

      <section aria-labelledby="a11y-testing">
        <h2 id="a11y-testing">{t('testing.title')}</h2>
        <ul>
          {(['axe', 'lighthouse', 'keyboard', 'narrow', 'language'] as const).map((key) => (
            <li key={key}>{t(`testing.${key}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="a11y-limitations">
        <h2 id="a11y-limitations">{t('limitations.title')}</h2>
        <ul>
          {(['documents', 'carrierTexts', 'assistant'] as const).map((key) => (
            <li key={key}>{t(`limitations.${key}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="a11y-report">
        <h2 id="a11y-report">{t('report.title')}</h2>
        <p>{t('report.body')}</p>
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => updateAskerChat({ open: true })}
          >
            {t('report.openChat')}
          </button>
        </p>
        <p>{t('report.answerTime')}</p>
      </section>

      <p>{t('reviewed', { date: formatDay(REVIEWED_ON) })}</p>
    </div>
  );
}
