/**
 * From a selected carrier quote to a paid and signed purchase: checkout, its result, an admin's
 * reset, the signature packet that follows the payment and the calls around it.
 */
import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { BillingModule } from '../billing';
import { ClientsModule } from '../../identity/clients';
import { UsersDirectoryModule } from '../../identity/users';
import { CLOCK, systemClock } from '../../common/clock';
import { QuoteDocumentsModule } from '../documents';
import { QuotesModule } from '../../quoting/quotes';
import { SignaturesModule } from '../signatures';
import { PurchaseMails } from './purchase-mails.service';
import { PurchaseSignaturesService } from './purchase-signatures.service';
import { PurchaseController } from './purchase.controller';
import { PurchaseRepository } from './purchase.repository';
import { PurchaseService } from './purchase.service';
import { SignatureCallsService } from './signature-calls.service';
import { PurchaseSignaturesController } from './signatures.controller';

@Module({
  imports: [
    AuditModule,
    QuotesModule,
    BillingModule,
    ClientsModule,
    UsersDirectoryModule,
    QuoteDocumentsModule,
    SignaturesModule,
  ],
  controllers: [PurchaseController, PurchaseSignaturesController],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    PurchaseRepository,
    PurchaseService,
    PurchaseMails,
    PurchaseSignaturesService,
    SignatureCallsService,
  ],
})
export class PurchaseModule {}
