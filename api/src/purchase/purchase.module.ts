/**
 * From a selected carrier quote to a paid and signed purchase: checkout, its result, an admin's
 * reset, the signature packet that follows the payment and the calls around it.
 */
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { BillingModule } from '../billing/billing.module';
import { ClientsModule } from '../clients/clients.module';
import { CLOCK, systemClock } from '../common/clock';
import { QuoteDocumentsModule } from '../documents/quote-documents.module';
import { QuotesModule } from '../quotes/quotes.module';
import { SignaturesModule } from '../signatures/signatures.module';
import { PurchaseSignaturesService } from './purchase-signatures.service';
import { PurchaseController } from './purchase.controller';
import { PurchaseService } from './purchase.service';
import { SignatureCallsService } from './signature-calls.service';
import { PurchaseSignaturesController } from './signatures.controller';

@Module({
  imports: [
    AuditModule,
    QuotesModule,
    BillingModule,
    ClientsModule,
    QuoteDocumentsModule,
    SignaturesModule,
  ],
  controllers: [PurchaseController, PurchaseSignaturesController],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    PurchaseService,
    PurchaseSignaturesService,
    SignatureCallsService,
  ],
})
export class PurchaseModule {}
