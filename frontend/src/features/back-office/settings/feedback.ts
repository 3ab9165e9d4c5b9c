import { toast } from 'react-toastify';
import { formErrorMessage } from '../../../lib/http-errors';

/** A change that went through: a toast says so. */
export function toastSaved(message: string): void {
  toast.success(message);
}

/**
 * A change that failed: a toast gives the reason, which is also returned for the form to show
 * beside the fields. Nothing is said when the http layer already moved the user on.
 */
export function toastFailure(error: unknown): string | undefined {
  const message = formErrorMessage(error);
  if (message) toast.error(message);
  return message;
}
