import { BillingMessages, ErrorCode } from '@coverline/contracts';
import { inspect } from 'node:util';
import { DataCipher } from '../../common/crypto/data-cipher';
import { DomainException } from '../../common/errors/domain.exception';
import { BankAccount, BankAccountSealer, maskBankAccount } from './bank-account';

const ACCOUNT = '987654321012';
const ROUTING = '021000021';
const input = {
  accountHolderNames: 'Dana Owner, Sam Owner',
  nameOnAccount: 'Owner Bakery LLC',
  accountNumber: ACCOUNT,
  routingNumber: ROUTING,
};
const sealer = new BankAccountSealer(new DataCipher(Buffer.alloc(32, 7)));

describe('bank account', () => {
  it('never shows the full numbers in JSON or when printed', () => {
    const account = BankAccount.parse(input);
    const shown = [JSON.stringify(account), JSON.stringify({ nested: account }), inspect(account)];
    for (const text of shown) {
      expect(text).not.toContain(ACCOUNT);
      expect(text).not.toContain(ROUTING);
      expect(text).toContain('1012');
    }
  });

  it('keeps only sealed numbers and last fours in what is stored', () => {
    const sealed = sealer.seal(BankAccount.parse(input));
    const stored = JSON.stringify(sealed);
    expect(stored).not.toContain(ACCOUNT);
    expect(stored).not.toContain(ROUTING);
    expect(maskBankAccount(sealed)).toEqual({
      accountHolderNames: 'Dana Owner, Sam Owner',
      nameOnAccount: 'Owner Bakery LLC',
      accountNumberLast4: '1012',
      routingNumberLast4: '0021',
    });
  });

  it('opens what it sealed', () => {
    const opened = sealer.open(sealer.seal(BankAccount.parse(input)));
    expect(opened.accountNumber).toBe(ACCOUNT);
    expect(opened.routingNumber).toBe(ROUTING);
  });

  it('refuses a sealed number that was tampered with', () => {
    const sealed = sealer.seal(BankAccount.parse(input));
    const [v, iv, tag, data] = sealed.accountNumberSealed.split('.');
    const flipped = (data[0] === 'A' ? 'B' : 'A') + data.slice(1);
    expect(() =>
      sealer.open({ ...sealed, accountNumberSealed: [v, iv, tag, flipped].join('.') }),
    ).toThrow();
  });

  it('answers every problem of the fields at once, without echoing the numbers', () => {
    let error: unknown;
    try {
      BankAccount.parse({
        accountHolderNames: ' ',
        nameOnAccount: '',
        accountNumber: '1234',
        routingNumber: '123456789',
      });
    } catch (err) {
      error = err;
    }
    const problems = [
      BillingMessages.accountHolderNames,
      BillingMessages.nameOnAccount,
      BillingMessages.bankAccountNumber,
      BillingMessages.routingNumberChecksum,
    ];
    expect(error).toBeInstanceOf(DomainException);
    expect(error).toMatchObject({ code: ErrorCode.BankAccountInvalid });
    expect((error as DomainException).messages).toEqual(problems);
    expect(
      BankAccount.problems({
        accountHolderNames: ' ',
        nameOnAccount: '',
        accountNumber: '1234',
        routingNumber: '123456789',
      }),
    ).toEqual(problems);
  });
});
