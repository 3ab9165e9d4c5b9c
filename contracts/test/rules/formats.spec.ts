import {
  checkAmountDollars,
  checkBankAccountNumber,
  checkBppLimitDollars,
  checkEmployees,
  checkFein,
  checkName,
  checkNoSpecialCharacters,
  checkPayrollStates,
  checkPhone,
  checkRoutingNumber,
  checkUrl,
  checkYear,
  checkSquareFootage,
  checkYearsOfExperience,
  checkZip,
  FormatMessages,
} from '../../src/domain';

describe('field formats', () => {
  it('FEIN is 9 digits, with or without the hyphen', () => {
    expect(checkFein('123456789')).toBeNull();
    expect(checkFein('12-3456789')).toBeNull();
    expect(checkFein('12345678')).toBe('FEIN must be 9 digits.');
    expect(checkFein('1234567890')).toBe(FormatMessages.fein);
  });

  it('routing number is exactly 9 digits and the account at least 5', () => {
    expect(checkRoutingNumber('021000021')).toBeNull();
    expect(checkRoutingNumber('02100002')).toBe('Routing number must be exactly 9 digits.');
    expect(checkBankAccountNumber('12345')).toBeNull();
    expect(checkBankAccountNumber('1234')).toBe('Bank account number must be 5 digits or longer.');
    expect(checkBankAccountNumber('12a45')).toBe(FormatMessages.bankAccount);
  });

  it('payroll state is one state or a comma-separated list', () => {
    expect(checkPayrollStates('CA')).toBeNull();
    expect(checkPayrollStates('CA,OR')).toBeNull();
    for (const bad of ['ca', 'CA, OR', 'CA,', 'XX', 'CA,CA', 'PR']) {
      expect(checkPayrollStates(bad)).toBe(FormatMessages.payrollStates);
    }
  });

  it('employees 0 to 9,999 and years of experience whole numbers', () => {
    expect(checkEmployees(0)).toBeNull();
    expect(checkEmployees(9999)).toBeNull();
    expect(checkEmployees(10000)).toBe('Employees must be a whole number from 0 to 9,999.');
    expect(checkEmployees(2.5)).toBe(FormatMessages.employees);
    expect(checkYearsOfExperience(12)).toBeNull();
    expect(checkYearsOfExperience(1.5)).toBe(
      'Years of experience must be a whole number from 0 to 100.',
    );
    expect(checkYearsOfExperience(100)).toBeNull();
    expect(checkYearsOfExperience(101)).toBe(FormatMessages.yearsOfExperience);
    expect(checkSquareFootage(2500)).toBeNull();
    expect(checkSquareFootage(0)).toBe(FormatMessages.squareFootage);
    expect(checkSquareFootage(10_000_001)).toBe(FormatMessages.squareFootage);
  });

  it('amounts at least $1,000 and BPP from $5K to $100M', () => {
    expect(checkAmountDollars(1000)).toBeNull();
    expect(checkAmountDollars(999.99)).toBe('Amount must be at least $1,000.');
    expect(checkBppLimitDollars(5_000)).toBeNull();
    expect(checkBppLimitDollars(100_000_000)).toBeNull();
    expect(checkBppLimitDollars(4_999)).toBe(FormatMessages.bppLimit);
    expect(checkBppLimitDollars(100_000_001)).toBe(FormatMessages.bppLimit);
  });

  it('phone, zip and URL', () => {
    expect(checkPhone('(415) 555-0132')).toBeNull();
    expect(checkPhone('+1 415.555.0132')).toBeNull();
    expect(checkPhone('555-0132')).toBe('Please enter a valid phone number.');
    expect(checkPhone('(415) 555-0132 x1')).toBe(FormatMessages.phone);
    expect(checkZip('94107')).toBeNull();
    expect(checkZip('94107-1234')).toBeNull();
    expect(checkZip('9410')).toBe('Please enter a valid zip code.');
    expect(checkUrl('https://www.example.com/about')).toBeNull();
    expect(checkUrl('example.com')).toBeNull();
    expect(checkUrl('ftp://example.com')).toBe('Please enter a valid URL.');
    expect(checkUrl('not a url')).toBe(FormatMessages.url);
  });

  it('names, special characters and years', () => {
    expect(checkName("Mary-Kate O'Neil")).toBeNull();
    expect(checkName('José Núñez')).toBeNull();
    expect(checkName('R2D2')).toBe('Please enter a valid name.');
    expect(checkNoSpecialCharacters('Smith & Sons, Inc.')).toBeNull();
    expect(checkNoSpecialCharacters('Smith <script>')).toBe('Special characters are not allowed.');
    expect(checkYear(2019, 2026)).toBeNull();
    expect(checkYear(2027, 2026)).toBe('Please enter a valid year.');
  });
});
