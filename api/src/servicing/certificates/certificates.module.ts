/** Certificates of insurance for bound policies, in the layout of ACORD 25. */
import { Module } from '@nestjs/common';
import { ClientsModule } from '../../identity/clients';
import { UsersDirectoryModule } from '../../identity/users';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { QuotesModule } from '../../quoting/quotes';
import { CertificatesController } from './certificates.controller';
import { CertificatesService } from './certificates.service';

@Module({
  imports: [QuotesModule, QuoteDocumentsModule, ClientsModule, UsersDirectoryModule],
  controllers: [CertificatesController],
  providers: [CertificatesService],
})
export class CertificatesModule {}
