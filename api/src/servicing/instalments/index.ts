/** What other modules may use of servicing/instalments. */
export { InstalmentsModule } from './instalments.module';
export { BillingRunService } from './billing-run.service';
export type {
  BillingRunSummary,
  NonPaymentCancellation,
  NonPaymentDue,
} from './billing-run.service';
export { InstalmentsService } from './instalments.service';
export { INSTALMENT_BILLING_QUEUE, INSTALMENT_BILLING_SCHEDULE } from './billing-run.service';
