/** The default file store: a folder on this machine (DATA_DIR/files). */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { assertStorageKey, FileStorage } from './file-storage';

export class LocalFileStorage extends FileStorage {
  constructor(private readonly root: string) {
    super();
  }

  private path(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }

  /** The content type is not kept: callers record it beside the key. */
  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, data);
      await rename(partial, path);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
