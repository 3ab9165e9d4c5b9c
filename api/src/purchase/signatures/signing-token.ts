/** Signing links stand in for the signer's identity; they last long enough to reach busy owners. */
export const SIGNING_LINK_TTL_DAYS = 30;
