/**
 * Pay-as-you-go registration with a carrier's payroll service (`trakpay/register`,
 * `carriers/registerTrakpay`), through the payroll-service gateway (the sandbox one for now).
 */
import { Module } from '@nestjs/common';
import { BankAccountSealer } from '../payments';
import { QuotesModule } from '../../quoting/quotes';
import { ReferenceDataModule } from '../../quoting/reference-data';
import { CarriersTrakpayController } from './carriers-trakpay.controller';
import { PAYGO_CARRIER_GATEWAY } from './paygo-carrier-gateway';
import { PaygoRegistrationsService } from './paygo-registrations.service';
import { SandboxPaygoCarrierGateway } from './sandbox/sandbox-paygo-carrier-gateway';
import { TrakpayController } from './trakpay.controller';

@Module({
  imports: [QuotesModule, ReferenceDataModule],
  controllers: [TrakpayController, CarriersTrakpayController],
  providers: [
    SandboxPaygoCarrierGateway,
    { provide: PAYGO_CARRIER_GATEWAY, useExisting: SandboxPaygoCarrierGateway },
    BankAccountSealer,
    PaygoRegistrationsService,
  ],
  exports: [PaygoRegistrationsService],
})
export class TrakpayModule {}
