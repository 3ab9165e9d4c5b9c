import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorCode } from '@coverline/contracts';
import { DomainException } from '../errors/domain.exception';

/** The throttler, refusing with the catalogue's code. */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override throwThrottlingException(): Promise<void> {
    throw new DomainException(ErrorCode.TooManyAttempts);
  }
}

/** Sensitive public endpoints (login, register, resets, magic links) are rate limited per client IP. */
export const AuthRateLimit = () =>
  applyDecorators(
    UseGuards(AuthThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many attempts from this address' }),
  );
