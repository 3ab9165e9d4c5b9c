import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCentsExact } from './currency';
import { formatDay } from './dates';
import { errorMessage } from './http-errors';
import { detectLanguage, i18n, LANGUAGE_STORAGE_KEY } from './i18n';

describe('the language a visit starts in', () => {
  it('is the one chosen before, else the first of the browser’s languages the app speaks', () => {
    expect(detectLanguage('es', ['en-US'])).toBe('es');
    expect(detectLanguage('en', ['es-ES'])).toBe('en');
    expect(detectLanguage(null, ['es-MX', 'en-US'])).toBe('es');
    expect(detectLanguage(null, ['fr-FR', 'es-419'])).toBe('es');
    expect(detectLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(detectLanguage('klingon', [])).toBe('en');
  });
});

describe('changing the language', () => {
  let previous: Parameters<typeof i18n.setLoader>[0];
  afterEach(async () => {
    await i18n.changeLanguage('en');
    i18n.setLoader(previous);
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });

  it('loads the Spanish files only then, keeps staff namespaces English, and remembers it', async () => {
    const loader = vi.fn(async (language: string, namespace: string) => ({
      hello: `${language}:${namespace}`,
      items_one: '{{count}} artículo',
      items_other: '{{count}} artículos',
    }));
    previous = i18n.setLoader(loader);
    await i18n.loadNamespaces(['signing', 'staffQuote']);
    expect(loader.mock.calls.every(([language]) => language === 'en')).toBe(true);
    loader.mockClear();

    await i18n.changeLanguage('es');
    expect(loader).toHaveBeenCalledWith('es', 'signing');
    expect(loader).toHaveBeenCalledWith('en', 'staffQuote');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(i18n.fixedT('signing')('hello')).toBe('es:signing');
    expect(i18n.fixedT('staffQuote')('hello')).toBe('en:staffQuote');
    // Spanish plural rules: a million is `many`, which reads as `other` where not written.
    expect(i18n.fixedT('signing')('items', { count: 1 })).toBe('1 artículo');
    expect(i18n.fixedT('signing')('items', { count: 1000000 })).toBe('1000000 artículos');
    // Dates and money follow the language.
    expect(formatDay('2026-12-04')).toBe('4 de diciembre de 2026');
    expect(formatCentsExact(123450)).toBe('$1,234.50');

    await i18n.changeLanguage('en');
    expect(formatDay('2026-12-04')).toBe('December 4, 2026');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('error messages in Spanish', () => {
  const refusal = (code: number, message: string) => ({
    isAxiosError: true,
    response: { status: 400, data: { statusCode: 400, code, message, error: 'Bad Request' } },
  });

  afterEach(async () => {
    await i18n.changeLanguage('en');
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });

  it("show the app's words for the error's code, and the server's message for codes without", async () => {
    await i18n.changeLanguage('es');
    expect(errorMessage(refusal(2703, 'Invalid email or password.'))).toBe(
      'Correo o contraseña incorrectos.',
    );
    expect(errorMessage(refusal(2779, 'This is not a 2022 NAICS code.'))).toBe(
      'This is not a 2022 NAICS code.',
    );
    await i18n.changeLanguage('en');
    expect(errorMessage(refusal(2690, 'language must be one of: en, es.'))).toBe(
      'language must be one of: en, es.',
    );
  });
});
