/**
 * Certificates of insurance for bound policies, in the layout of ACORD 25; their public
 * verification, and the notices to their holders when the policy ends early.
 */
import { Module } from '@nestjs/common';
import { ClientsModule } from '../../identity/clients';
import { UsersDirectoryModule } from '../../identity/users';
import { AuditModule } from '../../platform/audit';
import { QuoteDocumentsModule } from '../../purchase/documents';
import { QuotesModule } from '../../quoting/quotes';
import { PoliciesModule } from '../policies';
import { CertificateHolderNotices } from './certificate-holder-notices';
import { CertificateVerificationController } from './certificate-verification.controller';
import { CertificateVerificationService } from './certificate-verification.service';
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
  controllers: [CertificatesController, CertificateVerificationController],
  providers: [
    CertificatesRepository,
    CertificatesService,
    CertificateVerificationService,
    CertificateHolderNotices,
  ],
  exports: [CertificateHolderNotices],
})
export class CertificatesModule {}
