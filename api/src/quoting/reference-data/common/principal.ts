import { Role } from '@coverline/contracts';
import type { Principal } from '../../../common/auth/principal';

export function isAdmin(principal: Principal | undefined): boolean {
  return principal?.kind === 'user' && principal.role === Role.Admin;
}
