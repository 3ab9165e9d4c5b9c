/**
 * Bank details for EFT: validated with the shared billing rules, sealed with the DataCipher for
 * storage, and shown or logged only as the last four digits of each number.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  checkAbaRoutingNumber,
  checkBankAccountDigits,
  BillingMessages,
  ErrorCode,
} from '@coverline/contracts';
import { inspect } from 'node:util';
import { DataCipher } from '../../common/crypto/data-cipher';
import { DomainException } from '../../common/errors/domain.exception';

/** What the client typed. */
export interface BankAccountInput {
  accountHolderNames: string;
  nameOnAccount: string;
  accountNumber: string;
  routingNumber: string;
}

/** What is safe to answer or log: names and the last four digits. */
export interface MaskedBankAccount {
  accountHolderNames: string;
  nameOnAccount: string;
  accountNumberLast4: string;
  routingNumberLast4: string;
}

/** What is stored: the numbers encrypted, their last four digits beside them for display. */
export interface SealedBankAccount extends MaskedBankAccount {
  accountNumberSealed: string;
  routingNumberSealed: string;
}

/**
 * Valid bank details in memory. The full numbers are readable as properties for the code that
 * needs them (sealing, a payment provider) but serialise and print only masked, so a stray
 * `JSON.stringify` or log line cannot leak them.
 */
export class BankAccount {
  readonly #accountNumber: string;
  readonly #routingNumber: string;

  private constructor(
    readonly accountHolderNames: string,
    readonly nameOnAccount: string,
    accountNumber: string,
    routingNumber: string,
  ) {
    this.#accountNumber = accountNumber;
    this.#routingNumber = routingNumber;
  }

  /** Every problem with the fields, as readable messages; none when they make an account. */
  static problems(input: BankAccountInput): string[] {
    return [
      input.accountHolderNames.trim() ? null : BillingMessages.accountHolderNames,
      input.nameOnAccount.trim() ? null : BillingMessages.nameOnAccount,
      checkBankAccountDigits(input.accountNumber.trim()),
      checkAbaRoutingNumber(input.routingNumber.trim()),
    ].filter((p): p is NonNullable<typeof p> => p !== null);
  }

  /** Checks every field and answers all problems at once, as a 400 (2802) with readable messages. */
  static parse(input: BankAccountInput): BankAccount {
    const problems = BankAccount.problems(input);
    if (problems.length) throw new DomainException(ErrorCode.BankAccountInvalid, problems);
    return new BankAccount(
      input.accountHolderNames.trim(),
      input.nameOnAccount.trim(),
      input.accountNumber.trim(),
      input.routingNumber.trim(),
    );
  }

  static fromTrusted(masked: MaskedBankAccount, accountNumber: string, routingNumber: string) {
    return new BankAccount(
      masked.accountHolderNames,
      masked.nameOnAccount,
      accountNumber,
      routingNumber,
    );
  }

  get accountNumber(): string {
    return this.#accountNumber;
  }

  get routingNumber(): string {
    return this.#routingNumber;
  }

  masked(): MaskedBankAccount {
    return {
      accountHolderNames: this.accountHolderNames,
      nameOnAccount: this.nameOnAccount,
      accountNumberLast4: this.#accountNumber.slice(-4),
      routingNumberLast4: this.#routingNumber.slice(-4),
    };
  }

  toJSON(): MaskedBankAccount {
    return this.masked();
  }

  [inspect.custom](): string {
    return `BankAccount ${inspect(this.masked())}`;
  }
}

/** Seals bank details for storage and opens them again, with the application's DataCipher. */
@Injectable()
export class BankAccountSealer {
  constructor(@Inject(DataCipher) private readonly cipher: DataCipher) {}

  seal(account: BankAccount): SealedBankAccount {
    return {
      ...account.masked(),
      accountNumberSealed: this.cipher.encrypt(account.accountNumber),
      routingNumberSealed: this.cipher.encrypt(account.routingNumber),
    };
  }

  /** Throws when a sealed number was tampered with or sealed under another key. */
  open(sealed: SealedBankAccount): BankAccount {
    return BankAccount.fromTrusted(
      maskBankAccount(sealed),
      this.cipher.decrypt(sealed.accountNumberSealed),
      this.cipher.decrypt(sealed.routingNumberSealed),
    );
  }
}

/** The stored form without its sealed numbers: what an answer may carry. */
export function maskBankAccount(sealed: SealedBankAccount): MaskedBankAccount {
  return {
    accountHolderNames: sealed.accountHolderNames,
    nameOnAccount: sealed.nameOnAccount,
    accountNumberLast4: sealed.accountNumberLast4,
    routingNumberLast4: sealed.routingNumberLast4,
  };
}
