/**
 * How the OpenAPI document describes refusals: catalogue codes with their messages, and the
 * response stacks the quote calls share.
 */
import { applyDecorators, HttpCode, type Type } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse } from '@nestjs/swagger';
import { ERROR_CATALOGUE, type ErrorCode } from '@coverline/contracts';
import { AllowGuest } from '../auth/decorators';

/** Catalogue codes as a response description: each code followed by its message. */
export const described = (...codes: ErrorCode[]) =>
  codes.map((c) => `${c}: ${ERROR_CATALOGUE[c].message}`).join(' ');

/** 403 for a caller who may not see the quote: another client's, or another agent's client. */
export const QuoteReadRefused = () => ApiForbiddenResponse({ description: described(1203, 1301) });

/** 403 as for a read, and for a quote the guest or client may no longer change. */
export const QuoteEditRefused = () =>
  ApiForbiddenResponse({ description: described(1203, 1211, 1212, 1301) });

/** A guest's or client's POST that moves their quote on: 200 with `type`, or a refusal. */
export const GuestQuoteStep = (type: Type<unknown>, ...conflicts: ErrorCode[]) =>
  applyDecorators(
    AllowGuest(),
    HttpCode(200),
    ApiOkResponse({ type }),
    QuoteEditRefused(),
    ApiConflictResponse({ description: described(...conflicts) }),
  );
