import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every text of the web app, by namespace and key. */
function allTexts(): Array<{ where: string; text: string }> {
  const dir = join(__dirname, '../../../../public/locales/en');
  const texts: Array<{ where: string; text: string }> = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') texts.push({ where, text: value.trim() });
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
    }
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), file.replace(/\.json$/, ''));
  }
  return texts;
}

describe('one wording across the app', () => {
  const texts = allTexts();
  const labelled = (pattern: RegExp) => texts.filter(({ text }) => pattern.test(text));

  it('reads the texts', () => {
    expect(labelled(/^Log out$/).length).toBeGreaterThan(0);
  });

  it('says "Log out", as the menus of the specification do, never "Sign out" or "Logout"', () => {
    const others = labelled(/^(sign|log) ?out$/i).filter(({ text }) => text !== 'Log out');
    expect(others).toEqual([]);
  });

  it('says "Contact Us", as the payroll partner menu does', () => {
    const others = labelled(/^contact us$/i).filter(({ text }) => text !== 'Contact Us');
    expect(others).toEqual([]);
  });
});
