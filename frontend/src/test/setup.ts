import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { i18n } from '../lib/i18n';
import translation from '../../public/locales/en/translation.json';

// Tests read the same files the app fetches, from disk instead.
const localeFiles = import.meta.glob<{ default: Record<string, never> }>(
  '../../public/locales/*/*.json',
);
i18n.setLoader(async (language, namespace) => {
  const file = localeFiles[`../../public/locales/${language}/${namespace}.json`];
  if (!file) throw new Error(`No ${language} texts for the namespace ${namespace}`);
  return (await file()).default;
});
i18n.addTexts('translation', translation);

// jsdom has no layout; the router's scroll restoration only needs the call to exist. (The build
// scripts' tests run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// findBy and waitFor wait for what a page shows after its requests; on a busy machine that can
// take longer than the library's 1 s, which is no fault of the page.
configure({ asyncUtilTimeout: 5_000 });
