import { createHash, randomBytes } from 'node:crypto';

/** Signing links stand in for the signer's identity; they last long enough to reach busy owners. */
export const SIGNING_LINK_TTL_DAYS = 30;

/** 256 random bits, URL-safe: the emailed credential of one signer. */
export const newSigningToken = () => randomBytes(32).toString('base64url');

/** Only this is stored, so a copy of the database cannot sign. */
export const hashSigningToken = (token: string) => createHash('sha256').update(token).digest('hex');
