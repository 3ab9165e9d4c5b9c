import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** The 256-bit DATA_KEY; the module that wires the cipher provides it from configuration. */
export const DATA_KEY = Symbol('DATA_KEY');

/**
 * Encryption at rest for FEINs and bank numbers: AES-256-GCM with a fresh IV per value, and a
 * keyed hash (HMAC-SHA256 under a key derived from DATA_KEY) for exact-match look-ups.
 */
@Injectable()
export class DataCipher {
  private readonly encryptionKey: Buffer;
  private readonly lookupKey: Buffer;

  constructor(@Inject(DATA_KEY) dataKey: Buffer) {
    if (dataKey.length !== 32) throw new Error('DATA_KEY must be 32 bytes');
    this.encryptionKey = dataKey;
    this.lookupKey = Buffer.from(hkdfSync('sha256', dataKey, '', 'coverline lookup hash', 32));
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, tag, ciphertext]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was tampered with or encrypted under another key. */
  decrypt(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
      throw new Error('Not an encrypted value');
    }
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.encryptionKey,
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  /** Same input, same hash: lets the database find a FEIN without storing it readable. */
  lookupHash(value: string): string {
    return createHmac('sha256', this.lookupKey).update(value).digest('hex');
  }
}

/** Shows only the last four characters, e.g. "•••• 6789". */
export function maskLast4(value: string): string {
  const last4 = value.slice(-4);
  return `•••• ${last4}`;
}
