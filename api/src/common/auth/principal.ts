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

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
export type GuestPrincipal = Extract<Principal, { kind: 'guest' }>;

export function isUser(p: Principal | undefined): p is UserPrincipal {
  return p?.kind === 'user';
}
