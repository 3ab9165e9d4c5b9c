import { readPaymentForm, SANDBOX_TEST_CARDS } from './payment-form';
import type { SandboxPaymentFormDto } from './sandbox-checkout.dto';

const NOW = new Date('2026-03-02T10:00:00Z');
const card = (overrides: Partial<SandboxPaymentFormDto> = {}): SandboxPaymentFormDto => ({
  method: 'card',
  action: 'pay',
  cardNumber: SANDBOX_TEST_CARDS.pays,
  cardExpiry: '12/30',
  cardCvc: '123',
  ...overrides,
});

describe('the sandbox payment form', () => {
  it('pays with the paying test card and keeps only its last four digits', () => {
    expect(readPaymentForm(card(), NOW)).toEqual({
      attempt: { method: 'card', outcome: 'paid', last4: '4242' },
    });
  });

  it('declines the declining test card', () => {
    expect(readPaymentForm(card({ cardNumber: SANDBOX_TEST_CARDS.declines }), NOW)).toEqual({
      attempt: { method: 'card', outcome: 'declined', last4: '0002' },
    });
  });

  it('declines when the decline button is pressed, whatever was typed', () => {
    expect(readPaymentForm(card({ action: 'decline', cardNumber: '' }), NOW)).toEqual({
      attempt: { method: 'card', outcome: 'declined', last4: '0000' },
    });
  });

  it('asks again for a wrong card number, an expired card or a missing security code', () => {
    expect(readPaymentForm(card({ cardNumber: '4242 4242 4242 4241' }), NOW)).toEqual({
      error: 'Enter a valid card number',
    });
    expect(readPaymentForm(card({ cardExpiry: '01/26' }), NOW)).toEqual({
      error: 'This card has expired',
    });
    expect(readPaymentForm(card({ cardExpiry: '13/30' }), NOW)).toEqual({
      error: 'Enter the expiry date as MM/YY',
    });
    expect(readPaymentForm(card({ cardCvc: '' }), NOW)).toEqual({
      error: 'Enter the 3 or 4 digit security code',
    });
  });

  it('pays by bank account with a valid routing number, and checks its checksum', () => {
    const bank: SandboxPaymentFormDto = {
      method: 'bank',
      action: 'pay',
      accountName: 'Owner Bakery LLC',
      routingNumber: '021000021',
      accountNumber: '000123456789',
    };
    expect(readPaymentForm(bank, NOW)).toEqual({
      attempt: { method: 'bank', outcome: 'paid', last4: '6789' },
    });
    expect(readPaymentForm({ ...bank, routingNumber: '021000022' }, NOW)).toEqual({
      error: 'Routing number is not a valid ABA routing number.',
    });
  });
});
