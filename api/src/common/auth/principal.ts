import type { Role } from '@coverline/contracts';

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
 * Everyone a token can speak for. Reps only reach routes marked `@AllowRep()`, so the rest of
 * the API sees a `Principal`.
 */
export type Caller = Principal | RepPrincipal;

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
export type GuestPrincipal = Extract<Principal, { kind: 'guest' }>;

export function isUser(p: Principal | undefined): p is UserPrincipal {
  return p?.kind === 'user';
}
