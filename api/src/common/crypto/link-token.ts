/**
 * Credentials sent by mail as links (password reset, rep sign-in, signing): 256 random bits,
 * URL-safe; only their SHA-256 is stored, so a copy of the database cannot use them.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
