import { ERROR_CATALOGUE } from '@coverline/contracts';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'supertest';

/**
 * What is wrong with a response's error envelope, or undefined when it is well formed:
 * `{ statusCode, message, error }` with statusCode the HTTP status, message a string or a list
 * of strings, and `code` (when present) a catalogue code that travels with that status.
 */
export function envelopeProblem(res: Response): string | undefined {
  const body = res.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return `the body is not an error envelope: ${res.text.slice(0, 200)}`;
  }
  if (body.statusCode !== res.status) {
    return `statusCode ${String(body.statusCode)} differs from the HTTP status ${res.status}`;
  }
  const { message } = body;
  const messageOk =
    typeof message === 'string' ||
    (Array.isArray(message) && message.every((m) => typeof m === 'string'));
  if (!messageOk)
    return `message is neither a string nor a list of strings: ${JSON.stringify(message)}`;
  if (body.error !== STATUS_CODES[res.status]) {
    return `error is ${JSON.stringify(body.error)}, not ${JSON.stringify(STATUS_CODES[res.status])}`;
  }
  if ('code' in body) {
    const definition = ERROR_CATALOGUE[body.code as keyof typeof ERROR_CATALOGUE];
    if (!definition) return `code ${JSON.stringify(body.code)} is not in the error catalogue`;
    if (definition.httpStatus !== res.status) {
      return `code ${String(body.code)} travels with ${definition.httpStatus}, not ${res.status}`;
    }
  }
  const extra = Object.keys(body).filter(
    (k) => !['statusCode', 'message', 'error', 'code'].includes(k),
  );
  if (extra.length > 0) return `the envelope has unexpected fields: ${extra.join(', ')}`;
  return undefined;
}

export function hasCatalogueCode(res: Response): boolean {
  const code = (res.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' && code in ERROR_CATALOGUE;
}
