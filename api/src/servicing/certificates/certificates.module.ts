/** Certificates of insurance for bound policies, in the layout of ACORD 25. */
import { Module } from '@nestjs/common';
import { ClientsModule } from '../../identity/clients';
import { UsersDirectoryModule } from '../../identity/users';
import { AuditModule } from '../../platform/audit';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { QuotesModule } from '../../quoting/quotes';
import { PoliciesModule } from '../policies';
import { CertificatesController } from './certificates.controller';
import { CertificatesRepository } from './certificates.repository';
import { CertificatesService } from './certificates.service';

@Module({
  imports: [
    AuditModule,
    QuotesModule,
    QuoteDocumentsModule,
    PoliciesModule,
    ClientsModule,
    UsersDirectoryModule,
  ],
  controllers: [CertificatesController],
  providers: [CertificatesRepository, CertificatesService],
})
export class CertificatesModule {}
