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

const bundles = new Map<string, Texts>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const plurals = new Intl.PluralRules(DEFAULT_LANGUAGE);
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
  const form = `${key}_${plurals.select(count)}`;
  return count === 0 ? [`${key}_zero`, form, key] : [form, key];
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
  let loading = pending.get(namespace);
  if (!loading) {
    loading = loadTexts(i18n.language, namespace)
      .then((texts) => i18n.addTexts(namespace, texts))
      .finally(() => pending.delete(namespace));
    pending.set(namespace, loading);
  }
  return loading;
}

export const i18n = {
  language: DEFAULT_LANGUAGE,

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
export async function initI18n(): Promise<void> {
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
