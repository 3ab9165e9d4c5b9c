/** What other modules may use of purchase/payments. */
export { BankAccount, BankAccountSealer } from './bank-account';
export { PaymentsModule } from './payments.module';
export { PaymentsService } from './payments.service';
export type { RecordedResult } from './payments.service';
export type { CheckoutStatus } from './entities/checkout.entity';
export type { Checkout } from './entities/checkout.entity';
export type { Payment } from './entities/payment.entity';
export type {
  ChargeOnFileResult,
  PaymentResult,
  RefundRequest,
  RefundResult,
} from './payment-provider';
