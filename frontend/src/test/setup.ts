import '@testing-library/jest-dom/vitest';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import translation from '../../public/locales/en/translation.json';

// Tests read the same English resources the app loads over HTTP, bundled instead.
await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// jsdom has no layout; the router's scroll restoration only needs the call to exist.
window.scrollTo = () => undefined;
