export const Role = {
  Admin: 'admin',
  Agent: 'agent',
  Client: 'client',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = Object.values(Role);

/** Kinds of token the API issues. A user token carries a role; the others are scoped. */
export const TokenType = {
  User: 'user',
  Guest: 'guest',
  Bor: 'bor',
  Rep: 'rep',
  Machine: 'machine',
} as const;
export type TokenType = (typeof TokenType)[keyof typeof TokenType];

export const CoverageType = {
  WorkersCompensation: 'wc',
  BusinessOwners: 'bop',
  Cyber: 'cyber',
  GeneralLiability: 'gl',
} as const;
export type CoverageType = (typeof CoverageType)[keyof typeof CoverageType];
export const COVERAGE_TYPES: readonly CoverageType[] = Object.values(CoverageType);
