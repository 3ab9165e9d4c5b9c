import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FileStorage, newStorageKey } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

describe('LocalFileStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'coverline-files-'));
  const storage: FileStorage = new LocalFileStorage(root);

  it('gives back what was put, replaces it on a second put, and forgets it once deleted', async () => {
    const key = newStorageKey('documents', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1 first'), 'application/pdf');
    expect((await storage.get(key))?.toString()).toBe('%PDF-1 first');
    await storage.put(key, Buffer.from('%PDF-1 second'), 'application/pdf');
    expect((await storage.get(key))?.toString()).toBe('%PDF-1 second');
    expect(readdirSync(join(root, 'documents'))).toEqual([key.split('/')[1]]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('answers null for a key never stored, and deleting it is no error', async () => {
    const key = newStorageKey('documents', 'pdf');
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that are not API-made, so nothing outside its folder is reached', async () => {
    for (const key of ['../secret.txt', 'documents/../../etc.pdf', '/etc/passwd', 'a/b/c.pdf']) {
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'invalid storage key',
      );
    }
  });
});
