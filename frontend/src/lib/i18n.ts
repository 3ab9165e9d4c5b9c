import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const DEFAULT_LANGUAGE = 'en';

/** Loads the language resources over HTTP (public/locales) before the first render. */
export async function initI18n(): Promise<void> {
  await i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [DEFAULT_LANGUAGE],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  document.documentElement.lang = i18n.language;
}

export { i18n };
