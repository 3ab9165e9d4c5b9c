import { Injectable } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ErrorCode, passwordUsesPersonalInfo, type PasswordOwner } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';

/** The most common passwords (the zxcvbn-ts common list), lower-cased, read once. */
function commonPasswords(): ReadonlySet<string> {
  return new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
}

/**
 * What a new password must be beyond its length (which the request's validation checks): not
 * one of the most common passwords, in any case, and not built from the owner's email address
 * or name. The list is loaded into memory once, when the app starts.
 */
@Injectable()
export class PasswordPolicy {
  private readonly common = commonPasswords();

  /** Whether the password is on the common list, whatever its case. */
  isCommon(password: string): boolean {
    return this.common.has(password.toLowerCase());
  }

  /** Refuses (400) a password that is common or uses the owner's email or name. */
  assertAcceptable(password: string, owner: PasswordOwner, field = 'password'): void {
    if (this.isCommon(password)) {
      throw new DomainException(ErrorCode.PasswordTooCommon, [
        `${field} is one of the most common passwords; choose one that is harder to guess.`,
      ]);
    }
    if (passwordUsesPersonalInfo(password, owner)) {
      throw new DomainException(ErrorCode.PasswordHasPersonalInfo, [
        `${field} must not contain your email address or your name`,
      ]);
    }
  }
}
