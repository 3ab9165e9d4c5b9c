import type { ApiScope, PartnerKind, Role } from '@coverline/contracts';

/** Who is calling, as established by the JWT guard from a verified token. */
export type Principal =
  | {
      kind: 'user';
      userId: string;
      role: Role;
      sessionId: string;
      email: string;
      /** Whether the account proved it receives mail at `email`. */
      emailVerified: boolean;
    }
  | { kind: 'guest'; quoteId: string };

/** A payroll partner rep, or an admin acting as one (login-as), on a rep session. */
export interface RepPrincipal {
  kind: 'rep';
  repId: string;
  sessionId: string;
}

/**
 * A partner's system calling with an API client's access token (OAuth2 client credentials). It
 * speaks for one partner, a payroll company or a carrier, and holds the scopes both its token
 * and its client still grant.
 */
export interface MachinePrincipal {
  kind: 'machine';
  clientId: string;
  partnerKind: PartnerKind;
  /** The payroll company's or the carrier's id. */
  partnerId: string;
  /** The carrier's name (what carrier quotes name it by) or the payroll company's code. */
  partnerCode: string;
  scopes: readonly ApiScope[];
  /** Requests per minute this client may make. */
  ratePerMinute: number;
}

/**
 * Everyone a token can speak for. Reps only reach routes marked `@AllowRep()`, machines only
 * routes marked `@MachineScopes()`, so the rest of the API sees a `Principal`.
 */
export type Caller = Principal | RepPrincipal | MachinePrincipal;

/** A person (or a guest): what the chat and other person-facing code deals with. */
export type PersonCaller = Principal | RepPrincipal;

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
export type GuestPrincipal = Extract<Principal, { kind: 'guest' }>;

export function isUser(p: Principal | undefined): p is UserPrincipal {
  return p?.kind === 'user';
}
