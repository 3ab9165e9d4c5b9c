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
import { PaygoRegistrationsRepository } from './paygo-registrations.repository';
import { PaygoRegistrationsService } from './paygo-registrations.service';
import { SandboxPaygoAccountsRepository } from './sandbox/sandbox-paygo-accounts.repository';
import { SandboxPaygoCarrierGateway } from './sandbox/sandbox-paygo-carrier-gateway';
import { TrakpayController } from './trakpay.controller';

@Module({
  imports: [QuotesModule, ReferenceDataModule],
  controllers: [TrakpayController, CarriersTrakpayController],
  providers: [
    SandboxPaygoAccountsRepository,
    SandboxPaygoCarrierGateway,
    { provide: PAYGO_CARRIER_GATEWAY, useExisting: SandboxPaygoCarrierGateway },
    BankAccountSealer,
    PaygoRegistrationsRepository,
    PaygoRegistrationsService,
  ],
  exports: [PaygoRegistrationsService],
})
export class TrakpayModule {}
