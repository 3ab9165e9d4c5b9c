import { useTranslation } from '../../../../lib/i18n';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';
import type { WizardPage } from '../state/flow';

/**
 * Where the person is: "Step 4 of 17", a bar, and the list of pages with the current one marked;
 * the pages answered so far open from the list.
 */
export function Progress() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { page, quote, saving, unsaved } = useWizard();
  const pages: WizardPage[] = [...store.flow, 'results'];
  const at = Math.max(0, pages.indexOf(page));
  const known = store.flow.length > 1;
  const reachable = store.reachable();
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
          {pages.map((p, i) => {
            const state =
              i < at ? t('progress.done') : i === at ? t('progress.current') : t('progress.todo');
            const title = t(`steps.${p}.short`);
            // An answered page opens from the list; its answers and all later ones are kept.
            const open = p !== page && reachable.includes(p);
            return (
              <li
                key={p}
                className={i < at ? 'is-done' : i === at ? 'is-current' : undefined}
                aria-current={i === at ? 'step' : undefined}
              >
                {open ? (
                  <button
                    type="button"
                    className="wizard-progress__link"
                    onClick={() => store.goTo(p)}
                  >
                    <span className="visually-hidden">{state}</span>
                    {title}
                  </button>
                ) : (
                  <>
                    <span className="visually-hidden">{state}</span>
                    {title}
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </nav>
  );
}
