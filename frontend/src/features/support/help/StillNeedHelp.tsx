import { useTranslation } from '../../../lib/i18n';
import { updateAskerChat } from '../chat/asker-chat-store';
import { HELP_NS } from './namespace';

/** The way to a person when an article does not answer: the support chat. */
export function StillNeedHelp() {
  const { t } = useTranslation(HELP_NS);
  return (
    <aside className="help-more" aria-labelledby="help-more-title">
      <h2 id="help-more-title">{t('more.title')}</h2>
      <p>{t('more.body')}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => updateAskerChat({ open: true })}
      >
        {t('more.openChat')}
      </button>
    </aside>
  );
}
