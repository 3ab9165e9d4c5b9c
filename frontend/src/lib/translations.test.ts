import { Messages } from '@coverline/contracts';
import { i18n } from './i18n';

describe('English texts', () => {
  it("use the specification's wording for the messages the API shares", () => {
    expect(i18n.t('validation.invalidEmail')).toBe(Messages.invalidEmail);
    expect(i18n.t('validation.passwordMin')).toBe(Messages.passwordMin);
    expect(i18n.t('validation.passwordsMustMatch')).toBe(Messages.passwordsMustMatch);
    expect(i18n.t('errors.generic')).toBe(Messages.generic);
    expect(i18n.t('errors.sessionExpired')).toBe(Messages.sessionExpired);
    expect(i18n.t('common.loading')).toBe('Loading...');
  });
});

describe('the texts files', () => {
  const files = import.meta.glob<{ default: Record<string, unknown> }>(
    '../../public/locales/en/*.json',
    { eager: true },
  );

  /** The key paths of a file that no dotted key can read: names with a dot or colon, lists. */
  function unreachable(node: unknown, path: string[] = []): string[] {
    if (typeof node !== 'object' || node === null) return [];
    if (Array.isArray(node)) return [path.join(' > ')];
    return Object.entries(node).flatMap(([name, value]) => [
      ...(/[.:]/.test(name) ? [[...path, name].join(' > ')] : []),
      ...unreachable(value, [...path, name]),
    ]);
  }

  it('hold only texts a dotted key can reach', () => {
    expect(Object.keys(files).length).toBeGreaterThan(10);
    for (const [file, texts] of Object.entries(files)) {
      expect(unreachable(texts.default), file).toEqual([]);
    }
  });

  /**
   * The error and validation messages of a file: texts under a group named errors, validation or
   * ruleCodes, and texts whose key says what went wrong (`...Required`, `...Invalid`,
   * `...Mismatch`, `...Failed`, and the steps' `required`, `choose`, `tooShort`).
   */
  function messages(node: unknown, path: string[] = []): Array<{ key: string; text: string }> {
    if (typeof node === 'string') {
      const key = path[path.length - 1] ?? '';
      const grouped = path.slice(0, -1).some((name) => MESSAGE_GROUPS.includes(name));
      return grouped || MESSAGE_KEY.test(key) ? [{ key: path.join('.'), text: node }] : [];
    }
    if (typeof node !== 'object' || node === null) return [];
    return Object.entries(node).flatMap(([name, value]) => messages(value, [...path, name]));
  }
  const MESSAGE_GROUPS = ['errors', 'validation', 'ruleCodes'];
  const MESSAGE_KEY =
    /^(required|choose|tooShort|chooseInclusion|logoType|logoSize)$|(Required|Invalid|Mismatch|Failed)$/;

  it('end every error and validation message with a full stop', () => {
    const found = Object.entries(files).flatMap(([file, texts]) =>
      messages(texts.default).map((message) => ({ file, ...message })),
    );
    expect(found.length).toBeGreaterThan(100);
    // A placeholder such as "Choose…" trails off; it is not a sentence.
    expect(found.filter(({ text }) => !/[.?!…]$/.test(text.trim()))).toEqual([]);
  });
});
