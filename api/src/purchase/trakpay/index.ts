/** What other modules may use of purchase/trakpay. */
export { PaygoRegistrationsService } from './paygo-registrations.service';
export { TrakpayModule } from './trakpay.module';
