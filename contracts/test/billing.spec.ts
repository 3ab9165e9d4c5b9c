import {
  abaChecksumValid,
  BillingMessages,
  BillingPlan,
  checkAbaRoutingNumber,
  checkBankAccountDigits,
  firstPaymentCents,
  PAY_FREQUENCIES,
  PaymentChoice,
  paymentSchedule,
} from '../src/domain';

describe('bank account number', () => {
  it('accepts 5 to 17 digits', () => {
    expect(checkBankAccountDigits('12345')).toBeNull();
    expect(checkBankAccountDigits('12345678901234567')).toBeNull();
  });

  it('refuses fewer than 5 or more than 17 digits, and anything but digits', () => {
    for (const bad of ['1234', '123456789012345678', '12 345', '12a45', '', '-12345']) {
      expect(checkBankAccountDigits(bad)).toBe(BillingMessages.bankAccountNumber);
    }
  });
});

describe('ABA routing number', () => {
  it('accepts real routing numbers', () => {
    for (const routing of ['021000021', '011000015', '026009593', '121000358', '322271627']) {
      expect(checkAbaRoutingNumber(routing)).toBeNull();
    }
  });

  it('refuses nine digits that fail the 3-7-1 checksum', () => {
    expect(abaChecksumValid('123456789')).toBe(false);
    expect(checkAbaRoutingNumber('123456789')).toBe(BillingMessages.routingNumberChecksum);
  });

  it('catches a single mistyped digit anywhere', () => {
    const valid = '021000021';
    for (let i = 0; i < 9; i++) {
      const wrong = String((Number(valid[i]) + 1) % 10);
      expect(abaChecksumValid(valid.slice(0, i) + wrong + valid.slice(i + 1))).toBe(false);
    }
  });

  it('refuses anything that is not exactly nine digits with the format message', () => {
    for (const bad of ['02100002', '0210000210', '02100002a', '021-000-021', '']) {
      expect(checkAbaRoutingNumber(bad)).toBe(BillingMessages.routingNumberFormat);
    }
  });
});

describe('first payment', () => {
  it('is the whole annual premium for a full payment', () => {
    expect(paymentSchedule(123_457, PaymentChoice.FullPayment)).toEqual({
      firstPaymentCents: 123_457,
      instalmentCents: [],
    });
  });

  it('is a 25% down payment then nine equal monthly instalments when it divides evenly', () => {
    expect(paymentSchedule(360_000, PaymentChoice.Payments)).toEqual({
      firstPaymentCents: 90_000,
      instalmentCents: Array(9).fill(30_000),
    });
  });

  it('puts the cents that do not divide evenly on the first payment', () => {
    // 25% of 100,001 is 25,000 (floor); 75,001 over 9 is 8,333 with 4 left over.
    const schedule = paymentSchedule(100_001, PaymentChoice.Payments);
    expect(schedule.firstPaymentCents).toBe(25_004);
    expect(schedule.instalmentCents).toEqual(Array(9).fill(8_333));
  });

  it('always adds up to the premium, with no instalment above the first payment', () => {
    for (const premium of [0, 1, 9, 99, 1_000, 12_345, 99_999, 250_001, 7_654_321]) {
      const { firstPaymentCents: first, instalmentCents } = paymentSchedule(
        premium,
        PaymentChoice.Payments,
      );
      expect(first + instalmentCents.reduce((a, b) => a + b, 0)).toBe(premium);
      expect(instalmentCents.every((c) => Number.isInteger(c) && c <= first)).toBe(true);
    }
  });

  it('answers the amount the checkout charges', () => {
    expect(firstPaymentCents(360_000, PaymentChoice.FullPayment)).toBe(360_000);
    expect(firstPaymentCents(360_000, PaymentChoice.Payments)).toBe(90_000);
  });

  it('is a 10% deposit with nothing scheduled for pay as you go, whatever the choice', () => {
    for (const choice of [PaymentChoice.FullPayment, PaymentChoice.Payments]) {
      expect(paymentSchedule(1_234_567, choice, BillingPlan.PayAsYouGo)).toEqual({
        firstPaymentCents: 123_456,
        instalmentCents: [],
      });
    }
    expect(firstPaymentCents(500_000, PaymentChoice.Payments, BillingPlan.PayAsYouGo)).toBe(50_000);
  });

  it('refuses a premium that is not whole cents', () => {
    expect(() => paymentSchedule(10.5, PaymentChoice.Payments)).toThrow(RangeError);
    expect(() => paymentSchedule(-1, PaymentChoice.FullPayment)).toThrow(RangeError);
  });
});

describe('pay frequency', () => {
  it('lists the four payroll frequencies of the specification', () => {
    expect(PAY_FREQUENCIES).toEqual(['Weekly', 'Biweekly', 'Semi-monthly', 'Monthly']);
  });
});
