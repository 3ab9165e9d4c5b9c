/** The callers the policy specs ask about: one of each role, and a guest holding a quote's token. */
import { Role } from '@coverline/contracts';
import type { Principal } from '../../../common/auth/principal';

const user = {
  kind: 'user',
  sessionId: 'session-1',
  email: 'caller@example.com',
  emailVerified: true,
} as const;

export const admin: Principal = { ...user, role: Role.Admin, userId: 'admin-1' };
export const agent: Principal = { ...user, role: Role.Agent, userId: 'agent-1' };
export const client: Principal = { ...user, role: Role.Client, userId: 'client-1' };
export const guestOf = (quoteId: string): Principal => ({ kind: 'guest', quoteId });
