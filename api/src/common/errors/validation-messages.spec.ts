import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';

/**
 * The messages the API's request classes put in place of class-validator's own are sentences a
 * person reads in the web app's forms and alerts: each ends with a full stop, as the catalogue
 * messages do. The scan loads every source file that sets such a message and reads the
 * validation metadata the decorators registered.
 */
const API_SOURCE = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('validation messages of the API', () => {
  it('end with a full stop wherever a request class sets its own', () => {
    const withMessages = sourceFiles(API_SOURCE).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes("from 'class-validator'") && /\bmessage: /.test(text);
    });
    expect(withMessages.length).toBeGreaterThan(20);
    for (const file of withMessages) jest.requireActual<object>(file);

    const storage = getMetadataStorage() as unknown as {
      validationMetadatas: Map<unknown, Array<{ message?: unknown; type: string }>>;
    };
    const messages = [...storage.validationMetadatas.values()]
      .flat()
      // Nested validation carries class-validator's own wording, not one of ours.
      .filter((meta) => meta.type !== 'nestedValidation')
      .flatMap((meta) => (typeof meta.message === 'string' ? [meta.message] : []));
    expect(messages.length).toBeGreaterThan(50);
    expect([...new Set(messages)].filter((message) => !/[.?!]$/.test(message))).toEqual([]);
  });
});
