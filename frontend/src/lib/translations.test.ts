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
});
