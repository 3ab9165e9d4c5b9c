import { CUSTOMER_NAMESPACES } from './i18n';

/**
 * Every namespace of a page a visitor or client meets exists in Spanish with exactly the English
 * keys (same nesting, same plural suffixes) and, in each text, the same {{placeholders}}.
 */
const NAMESPACES = [
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
];

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../public/locales/*/*.json',
  { eager: true },
);

function texts(language: string, namespace: string): Record<string, unknown> | undefined {
  return files[`../../public/locales/${language}/${namespace}.json`]?.default;
}

/** Each text of a file by its dotted key. */
function flatten(node: unknown, path: string[] = [], out = new Map<string, string>()) {
  if (typeof node === 'string') out.set(path.join('.'), node);
  else if (typeof node === 'object' && node !== null) {
    for (const [name, value] of Object.entries(node)) flatten(value, [...path, name], out);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the Spanish texts', () => {
  it('cover the namespaces the app loads in Spanish', () => {
    expect([...CUSTOMER_NAMESPACES].sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)('%s: exists with exactly the English keys and placeholders', (namespace) => {
    const en = texts('en', namespace);
    const es = texts('es', namespace);
    expect(en, `public/locales/en/${namespace}.json`).toBeDefined();
    expect(es, `public/locales/es/${namespace}.json`).toBeDefined();
    const english = flatten(en);
    const spanish = flatten(es);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    const differing = [...english]
      .filter(([key, text]) => {
        const other = spanish.get(key);
        return other !== undefined && placeholders(other).join() !== placeholders(text).join();
      })
      .map(([key]) => key);
    expect(differing, 'texts whose placeholders differ').toEqual([]);
    const empty = [...spanish].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty, 'empty texts').toEqual([]);
  });
});
