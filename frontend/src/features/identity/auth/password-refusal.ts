import { ErrorCode } from '@coverline/contracts';
import { errorCode } from '../../../lib/http-errors';

/**
 * The field message (a translation key) for a new password the API refused: too common, or
 * built from the account's email or name. Undefined for any other failure.
 */
export function passwordRefusal(error: unknown): string | undefined {
  switch (errorCode(error)) {
    case ErrorCode.PasswordTooCommon:
      return 'validation.passwordCommon';
    case ErrorCode.PasswordHasPersonalInfo:
      return 'validation.passwordPersonal';
    default:
      return undefined;
  }
}
