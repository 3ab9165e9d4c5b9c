/**
 * The route decorators of the admin maintenance endpoints the reference data controllers share:
 * who may call them and what they answer.
 */
import { applyDecorators, Post, type Type } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
import { Roles } from '../../../common/auth/decorators';

/** An admin adds an entry: 201 with it, or 409 (`conflict` says why) when a unique field is taken. */
export const AdminCreate = (type: Type<unknown>, conflict: string) =>
  applyDecorators(
    Post(),
    Roles(Role.Admin),
    ApiCreatedResponse({ type }),
    ApiConflictResponse({ description: conflict }),
  );

/** A route only admins call (`route` is its method and path), answering 200 with the entry. */
export const AdminChange = (route: MethodDecorator, type: Type<unknown>) =>
  applyDecorators(route, Roles(Role.Admin), ApiOkResponse({ type }));
