import type { UseFormReturn } from 'react-hook-form';
import { errorStatus, formErrorMessage } from '../../../lib/http-errors';
import type { AgentValues } from './agent-form';

/**
 * Shows a failed save: a taken email (409) on the email field, anything else above the form.
 * Returns the message for above the form, if any.
 */
export function agentSaveProblem(
  form: UseFormReturn<AgentValues>,
  failure: unknown,
): string | undefined {
  const message = formErrorMessage(failure);
  if (message && errorStatus(failure) === 409) {
    form.setError('email', { message }, { shouldFocus: true });
    return undefined;
  }
  return message;
}
