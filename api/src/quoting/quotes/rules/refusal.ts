/**
 * How the quote rules answer: null when a rule allows the action, else the catalogue code the
 * API refuses it with. The rules stay pure; the services turn a refusal into an error.
 */
import type { ErrorCode } from '@coverline/contracts';

export type Refusal = ErrorCode | null;
