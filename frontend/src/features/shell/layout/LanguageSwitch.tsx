import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Role } from '@coverline/contracts';
import { i18n, LANGUAGES, useLanguage, useTranslation, type Language } from '../../../lib/i18n';
import { userSession } from '../../../lib/session-store';

/** Each language's name in itself, so a reader finds theirs whatever the page shows. */
const NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * English / Español. The choice is kept in the browser; a signed-in client's account keeps it
 * too, so the mails they receive follow it. (Staff pages and staff accounts stay English.)
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const choose = async (language: Language) => {
    if (language === current || busy) return;
    setBusy(true);
    try {
      await i18n.changeLanguage(language);
      const session = userSession();
      if (session?.role === Role.Client) {
        // Loaded only here: the switch adds nothing to the first page's code.
        const users = await import('@coverline/contracts/generated/users/users');
        const updated = await users.updateUser(session.sub, { language }).catch(() => undefined);
        if (updated) queryClient.setQueryData(users.getGetMeQueryKey(), updated);
      }
    } catch {
      // The texts did not load: the page stays in the language it was in.
    } finally {
      setBusy(false);
    }
  };

  return (
    <nav className="language-switch" aria-label={t('language.label')}>
      <ul className="language-switch__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              className="language-switch__option"
              lang={language}
              aria-pressed={language === current}
              disabled={busy}
              onClick={() => void choose(language)}
            >
              {NAMES[language]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
