import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@coverline/contracts';
import type { Principal } from './principal';

export const IS_PUBLIC = 'auth:isPublic';
export const ROLES = 'auth:roles';
export const ALLOW_GUEST = 'auth:allowGuest';

/** Anyone may call the route; a valid token, when sent, still identifies the caller. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only signed-in users with one of these roles may call the route. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** A guest token (scoped to one quote) is accepted here too; ownership is checked in services. */
export const AllowGuest = () => SetMetadata(ALLOW_GUEST, true);

export const CurrentPrincipal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Principal | undefined =>
    ctx.switchToHttp().getRequest<{ user?: Principal }>().user,
);
