import type { AxiosError } from 'axios';
import { DEFAULT_LANGUAGE, i18n } from './i18n';
import { appNavigation } from './navigation';
import { clearToken } from './session-store';

/*
 * Reading API failures. Kept apart from the axios instance so that pages can read errors without
 * loading the HTTP client itself.
 */

/** The error envelope every API failure answers with. */
export interface ErrorEnvelope {
  statusCode: number;
  code?: number;
  message: string | string[];
  error: string;
}

/** Rejected before sending: the stored token had already expired. */
export class SessionExpiredError extends Error {
  constructor() {
    super(i18n.t('errors.sessionExpired'));
    this.name = 'SessionExpiredError';
  }
}

/** axios marks its errors; checking the mark here avoids importing axios itself. */
export function isHttpError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

const handledErrors = new WeakSet<object>();

export function markHandled(error: object): void {
  handledErrors.add(error);
}

/** True when the http layer already redirected or reloaded for this error: callers stay quiet. */
export function isHandledByHttpLayer(error: unknown): boolean {
  return typeof error === 'object' && error !== null && handledErrors.has(error);
}

function envelopeOf(error: unknown): Partial<ErrorEnvelope> | undefined {
  if (!isHttpError(error)) return undefined;
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null ? (data as Partial<ErrorEnvelope>) : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

export function errorCode(error: unknown): number | undefined {
  const code = envelopeOf(error)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * The text a user sees: the server's message (the first of a list), else the generic one. The
 * server writes English; a reader of another language gets the app's own words for the error's
 * code (`errorCodes.<code>` of the default namespace) where it has them.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof SessionExpiredError) return error.message;
  const envelope = envelopeOf(error);
  if (i18n.language !== DEFAULT_LANGUAGE && typeof envelope?.code === 'number') {
    const key = `errorCodes.${envelope.code}`;
    const translated = i18n.t(key);
    if (translated !== key) return translated;
  }
  const message = envelope?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message) && typeof message[0] === 'string' && message[0].trim() !== '') {
    return message[0];
  }
  return i18n.t('errors.generic');
}

/**
 * Every problem a refusal lists (a rate file's rows, say), or the one message when it lists none;
 * empty when the http layer already moved the user on.
 */
export function formErrorMessages(error: unknown): string[] {
  if (isHandledByHttpLayer(error)) return [];
  const message = envelopeOf(error)?.message;
  if (Array.isArray(message) && message.length > 1 && i18n.language === DEFAULT_LANGUAGE) {
    return message.filter((m) => typeof m === 'string');
  }
  return [errorMessage(error)];
}

/** A failed token refresh ends the session; anything but a 401 (already sent to sign in) goes home. */
export function handleRefreshFailure(error: unknown): void {
  if (errorStatus(error) !== 401) appNavigation.navigate('/');
  clearToken('user');
}

/** What a form shows for a failed call: nothing when the http layer already moved the user on. */
export function formErrorMessage(error: unknown): string | undefined {
  return isHandledByHttpLayer(error) ? undefined : errorMessage(error);
}
