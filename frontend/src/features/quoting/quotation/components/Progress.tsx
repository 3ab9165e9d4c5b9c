import { useTranslation } from '../../../../lib/i18n';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';
import type { WizardPage } from '../state/flow';

/** Where the person is: "Step 4 of 17", a bar, and the list of pages with the current one marked. */
export function Progress() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { page, quote, saving, unsaved } = useWizard();
  const pages: WizardPage[] = [...store.flow, 'results'];
  const at = Math.max(0, pages.indexOf(page));
  const known = store.flow.length > 1;
  return (
    <nav className="wizard-progress" aria-label={t('progress.label')}>
      <p className="wizard-progress__count">
        {known
          ? t('progress.count', {
              current: at + 1,
              total: pages.length,
              title: t(`steps.${page}.short`),
            })
          : t('progress.first')}
      </p>
      {known && (
        <progress
          className="wizard-progress__bar"
          max={pages.length}
          value={at + 1}
          aria-label={t('progress.bar')}
        />
      )}
      <p className="wizard-progress__saved">
        {!quote
          ? t(store.caller === 'visitor' ? 'progress.notStarted' : 'progress.savedAsYouGo')
          : saving
            ? t('progress.saving')
            : unsaved
              ? t('progress.unsaved')
              : t('progress.saved')}
      </p>
      {known && (
        <ol className="wizard-progress__list">
          {pages.map((p, i) => (
            <li
              key={p}
              className={i < at ? 'is-done' : i === at ? 'is-current' : undefined}
              aria-current={i === at ? 'step' : undefined}
            >
              <span className="visually-hidden">
                {i < at
                  ? t('progress.done')
                  : i === at
                    ? t('progress.current')
                    : t('progress.todo')}
              </span>
              {t(`steps.${p}.short`)}
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
