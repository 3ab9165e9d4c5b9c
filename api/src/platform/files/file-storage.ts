/**
 * The file store behind carrier logos, uploads and generated documents. Every backend (a local
 * folder, an S3-compatible bucket) keeps the same keys, which the API makes itself
 * (`folder/name.ext`) and never takes from a caller.
 */
import { randomUUID } from 'node:crypto';

const KEY_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

export abstract class FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;

  /** The bytes under the key, or null when there are none. */
  abstract get(key: string): Promise<Buffer | null>;

  /** Removes the key; removing a missing key is not an error. */
  abstract delete(key: string): Promise<void>;
}

/** Refuses anything but an API-made key, so no key can climb out of its folder. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
}

/** A fresh key in the folder, e.g. `documents/1b4e...-....pdf`. */
export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}
