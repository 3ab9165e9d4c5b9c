import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import type { ApiScope, Role } from '@coverline/contracts';
import type { MachinePrincipal, Principal, RepPrincipal } from './principal';

export const IS_PUBLIC = 'auth:isPublic';
export const ROLES = 'auth:roles';
export const ALLOW_GUEST = 'auth:allowGuest';
export const ALLOW_REP = 'auth:allowRep';
export const MACHINE_SCOPES = 'auth:machineScopes';

/** Anyone may call the route; a valid token, when sent, still identifies the caller. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only signed-in users with one of these roles may call the route. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** A guest token (scoped to one quote) is accepted here too; ownership is checked in services. */
export const AllowGuest = () => SetMetadata(ALLOW_GUEST, true);

/** A payroll partner rep token is accepted here too; everywhere else reps are refused. */
export const AllowRep = () => SetMetadata(ALLOW_REP, true);

/** Only rep tokens: an empty role list refuses every signed-in user. */
export const RepsOnly = () => applyDecorators(AllowRep(), Roles());

/**
 * Only API clients' tokens carrying every one of these scopes (none: any client's token); users,
 * guests and reps are refused. Everywhere else machine tokens are refused.
 */
export const MachineOnly = (...scopes: ApiScope[]) =>
  applyDecorators(SetMetadata(MACHINE_SCOPES, scopes), Roles());

export const CurrentPrincipal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Principal | undefined =>
    ctx.switchToHttp().getRequest<{ user?: Principal }>().user,
);

/** The rep on a `@RepsOnly()` route. */
export const CurrentRep = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): RepPrincipal =>
    ctx.switchToHttp().getRequest<{ user: RepPrincipal }>().user,
);

/** The API client on a `@MachineOnly()` route. */
export const CurrentMachine = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): MachinePrincipal =>
    ctx.switchToHttp().getRequest<{ user: MachinePrincipal }>().user,
);
