import { createHmac } from 'node:crypto';

/**
 * What an authenticator app shows (RFC 6238: HMAC-SHA1, 30-second steps, six digits), written
 * apart from the API's own so the journey checks the server against an independent reading.
 */
export function authenticatorCode(base32Secret: string, atMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Waits out the last two seconds of a step, so a code made now is still current when sent. */
export async function awayFromStepEdge(): Promise<void> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 28_000) await new Promise((r) => setTimeout(r, 30_500 - intoStep));
}
