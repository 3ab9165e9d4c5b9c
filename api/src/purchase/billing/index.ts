/** What other modules may use of purchase/billing. */
export { BillingModule } from './billing.module';
export { BillingService } from './billing.service';
