import { randomBytes } from 'node:crypto';
import { DataCipher, maskLast4 } from './data-cipher';

describe('DataCipher', () => {
  const key = randomBytes(32);
  const cipher = new DataCipher(key);

  it('round-trips a value and never stores it readable', () => {
    const sealed = cipher.encrypt('123456789');
    expect(sealed).not.toContain('123456789');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(sealed)).toBe('123456789');
  });

  it('uses a fresh IV: the same value encrypts differently each time', () => {
    expect(cipher.encrypt('021000021')).not.toBe(cipher.encrypt('021000021'));
  });

  it('refuses tampered values and values sealed under another key', () => {
    const sealed = cipher.encrypt('987654321');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    parts[3] = flipped.toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    const other = new DataCipher(randomBytes(32));
    expect(() => other.decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt('plain text')).toThrow('Not an encrypted value');
  });

  it('gives a stable keyed hash for look-ups that differs between keys', () => {
    expect(cipher.lookupHash('123456789')).toBe(cipher.lookupHash('123456789'));
    expect(cipher.lookupHash('123456789')).not.toBe(cipher.lookupHash('123456780'));
    expect(new DataCipher(randomBytes(32)).lookupHash('123456789')).not.toBe(
      cipher.lookupHash('123456789'),
    );
  });

  it('refuses a key that is not 256 bits', () => {
    expect(() => new DataCipher(randomBytes(16))).toThrow('DATA_KEY must be 32 bytes');
  });

  it('masks all but the last four characters', () => {
    expect(maskLast4('000123456789')).toBe('•••• 6789');
  });
});
