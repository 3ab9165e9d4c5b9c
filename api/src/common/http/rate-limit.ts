import { applyDecorators, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';

/** Sensitive public endpoints (login, register, resets, magic links) are rate limited per client IP. */
export const AuthRateLimit = () =>
  applyDecorators(
    UseGuards(ThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many attempts from this address' }),
  );
