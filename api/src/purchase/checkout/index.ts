/** What other modules may use of purchase/checkout. */
export { PurchaseModule } from './purchase.module';
