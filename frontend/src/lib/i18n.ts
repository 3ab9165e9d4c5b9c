import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * The app's texts: one JSON file per namespace under public/locales/{language}, fetched when a
 * route first needs it (the default namespace before the first render). Keys are dotted paths
 * into the file; `namespace:key` names one of another namespace. `{{name}}` takes the option of
 * that name. With a numeric `count`, the key's plural form (`_one`, `_other`, and `_zero` for
 * none) wins over the bare key. A key that has no text shows its `defaultValue`, or else itself,
 * so a missing text is visible rather than blank. Inside a `TextVoice` (the quote wizard driven by
 * staff, say), a key's `_<voice>` form (`getQuotes_staff`) wins over the key where there is one.
 */

export const DEFAULT_LANGUAGE = 'en';
const DEFAULT_NS = 'translation';

/** The languages a visitor or client can read the app in (English first, the default). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The namespaces of every page a visitor or client meets, which exist in every language. The
 * other namespaces (staff and payroll partner pages) are English only: they load in English
 * whatever the chosen language (see docs/decisions/platform.md, "Languages").
 */
export const CUSTOMER_NAMESPACES = [
  'translation',
  'quotation',
  'checkout',
  'paygo',
  'signing',
  'chat',
  'policies',
  'policyDetail',
  'certificates',
  'settings',
  'bor',
  'referrals',
  'accessibility',
  'help',
] as const;

/** Where a visitor's choice is kept in the browser. */
export const LANGUAGE_STORAGE_KEY = 'coverline.language';

/** The locale dates and money are written in for a language (US dollars either way). */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a visit starts in: the one chosen before (kept in the browser), else the first of
 * the browser's languages the app speaks (`es-MX` reads Spanish), else English.
 */
export function detectLanguage(
  stored: string | null = readStoredLanguage(),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function readStoredLanguage(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A browser that keeps nothing still shows the language for this visit.
  }
}

/** The language a namespace's file is read in: English for the English-only namespaces. */
function fileLanguage(language: Language, namespace: string): Language {
  return (CUSTOMER_NAMESPACES as readonly string[]).includes(namespace)
    ? language
    : DEFAULT_LANGUAGE;
}

/** A namespace's file: texts, nested by the dots of their keys. */
interface Texts {
  [key: string]: unknown;
}

export interface TOptions {
  /** Another namespace than the translator's own. */
  ns?: string;
  count?: number;
  /** Shown when the key has no text (instead of the key). */
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type TextsLoader = (language: string, namespace: string) => Promise<Texts>;

const fetchTexts: TextsLoader = async (language, namespace) => {
  const response = await fetch(`/locales/${language}/${namespace}.json`);
  if (!response.ok) throw new Error(`The ${namespace} texts did not load (${response.status})`);
  return (await response.json()) as Texts;
};

/**
 * A namespace's texts in a language, or in English when that language's file cannot be had: a
 * page reads in English rather than not at all.
 */
async function readTexts(language: Language, namespace: string): Promise<Texts> {
  const wanted = fileLanguage(language, namespace);
  if (wanted === DEFAULT_LANGUAGE) return loadTexts(wanted, namespace);
  try {
    return await loadTexts(wanted, namespace);
  } catch {
    return loadTexts(DEFAULT_LANGUAGE, namespace);
  }
}

const bundles = new Map<string, Texts>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const pluralRules = new Map<string, Intl.PluralRules>();
let loadTexts: TextsLoader = fetchTexts;

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Texts)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralKeys(key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  let rules = pluralRules.get(i18n.language);
  if (!rules) {
    rules = new Intl.PluralRules(i18n.language);
    pluralRules.set(i18n.language, rules);
  }
  // A language's rarer forms (Spanish `many`, for a million) read as `other` where not written.
  const forms = [...new Set([`${key}_${rules.select(count)}`, `${key}_other`])];
  return count === 0 ? [`${key}_zero`, ...forms, key] : [...forms, key];
}

/** `namespace:key` names another namespace's text (as validation messages do). */
const NAMESPACED_KEY = /^([A-Za-z][\w-]*):(\S+)$/;

function translate(
  namespace: string,
  fullKey: string,
  options?: TOptions,
  own: Texts | undefined = bundles.get(namespace),
  voice?: string,
): string {
  const named = NAMESPACED_KEY.exec(fullKey);
  const key = named ? named[2] : fullKey;
  const other = named ? named[1] : options?.ns;
  const texts = other === undefined ? own : bundles.get(other);
  let text: string | undefined;
  find: for (const base of voice ? [`${key}_${voice}`, key] : [key]) {
    for (const candidate of pluralKeys(base, options?.count)) {
      text = lookup(texts, candidate);
      if (text !== undefined) break find;
    }
  }
  text ??= options?.defaultValue;
  if (text === undefined) return fullKey;
  if (!options) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    options[name] === undefined ? placeholder : String(options[name]),
  );
}

function announce(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadNamespace(namespace: string): Promise<void> {
  if (bundles.has(namespace)) return Promise.resolve();
  const language = i18n.language;
  const key = `${language}:${namespace}`;
  let loading = pending.get(key);
  if (!loading) {
    loading = readTexts(language, namespace)
      .then((texts) => {
        // Texts that arrive after the language changed are not the page's any more.
        if (i18n.language === language) i18n.addTexts(namespace, texts);
      })
      .finally(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}

let changing: Promise<void> = Promise.resolve();

export const i18n = {
  language: DEFAULT_LANGUAGE as Language,

  /** The locale of the chosen language, for dates and money (`es-US`, `en-US`). */
  get locale(): string {
    return LOCALES[this.language];
  },

  /**
   * Shows the app in another language: the namespaces in use load in it first (so no page shows
   * half of each), then every text changes at once, `<html lang>` follows and the choice is kept
   * in the browser. Spanish files are fetched only here or when a visit starts in Spanish.
   */
  changeLanguage(language: Language): Promise<void> {
    changing = changing.then(async () => {
      storeLanguage(language);
      if (language === i18n.language) return;
      const namespaces = [...bundles.keys()];
      const texts = await Promise.all(
        namespaces.map((namespace) => readTexts(language, namespace)),
      );
      i18n.language = language;
      bundles.clear();
      pending.clear();
      namespaces.forEach((namespace, index) => bundles.set(namespace, texts[index]));
      if (typeof document !== 'undefined') document.documentElement.lang = language;
      announce();
    });
    return changing;
  },

  /** A text of the default namespace (or `options.ns`), outside React. */
  t: ((key, options) => translate(DEFAULT_NS, key, options)) as TFunction,

  /** A translator bound to one namespace. */
  fixedT(namespace: string): TFunction {
    return (key, options) => translate(namespace, key, options);
  },

  /** Loads the namespaces not loaded yet; a failed load rejects and is tried again next time. */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    await Promise.all(list.map(loadNamespace));
  },

  hasTexts(namespace: string): boolean {
    return bundles.has(namespace);
  },

  /** Sets a namespace's texts (loaded ones, or a test's); components using it render again. */
  addTexts(namespace: string, texts: Texts): void {
    bundles.set(namespace, texts);
    announce();
  },

  /** Where texts come from (tests read the files instead of fetching them); answers the last. */
  setLoader(loader: TextsLoader = fetchTexts): TextsLoader {
    const previous = loadTexts;
    loadTexts = loader;
    return previous;
  },
};

/**
 * Loads the default namespace before the first render, so no page flashes untranslated keys.
 * A flaky network gets three tries; after that the app renders anyway, and each component tries
 * again as it mounts, rather than leaving a blank page.
 */
export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  i18n.language = language;
  document.documentElement.lang = i18n.language;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      await i18n.loadNamespaces(DEFAULT_NS);
      return;
    } catch (error) {
      if (attempt === 3) console.error(error);
      else await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/**
 * A component's translator for one namespace. The namespace is normally loaded by the route
 * before the page renders; if not, it loads now and the component renders again with `ready`.
 */
const VoiceContext = createContext<string | undefined>(undefined);

/**
 * Who the texts inside speak to: with `voice="staff"`, keys with a `_staff` form use it (the quote
 * wizard says "your client's business" to an agent); other keys read as they are.
 */
export function TextVoice({ voice, children }: { voice?: string; children: ReactNode }) {
  return createElement(VoiceContext.Provider, { value: voice }, children);
}

/** The language the app is shown in; components using it render again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => i18n.language);
}

export function useTranslation(namespace: string = DEFAULT_NS): { t: TFunction; ready: boolean } {
  const voice = useContext(VoiceContext);
  const texts = useSyncExternalStore(subscribe, () => bundles.get(namespace));
  useEffect(() => {
    if (!texts) void loadNamespace(namespace).catch(() => undefined);
  }, [namespace, texts]);
  // A new function once the texts arrive, so memoised renders that use it run again.
  const t = useCallback<TFunction>(
    (key, options) => translate(namespace, key, options, texts, voice),
    [namespace, texts, voice],
  );
  return { t, ready: texts !== undefined };
}
