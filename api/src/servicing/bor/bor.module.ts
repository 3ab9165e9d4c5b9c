import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { AuthModule } from '../../identity/auth';
import { ClientsModule } from '../../identity/clients';
import { UsersDirectoryModule } from '../../identity/users';
import { CLOCK, systemClock } from '../../common/clock';
import { DocumentsModule } from '../../purchase/documents';
import { ReferralsModule } from '../../partners/referrals';
import { ReferenceDataModule } from '../../quoting/reference-data';
import { SignaturesModule } from '../../purchase/signatures';
import { BorSessionGuard } from './bor-session.guard';
import { BorController } from './bor.controller';
import { BorRepository } from './bor.repository';
import { BorService } from './bor.service';

/**
 * Broker-of-record changes: the applicant's magic-link session and application, the letter
 * signed through the signature provider and mailed to the carrier, and staff's list and
 * decisions. A payroll partner referral of type BOR would attach here (docs/bor.md).
 */
@Module({
  imports: [
    AuthModule,
    AuditModule,
    ClientsModule,
    DocumentsModule,
    ReferralsModule,
    ReferenceDataModule,
    SignaturesModule,
    UsersDirectoryModule,
  ],
  controllers: [BorController],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    BorRepository,
    BorService,
    BorSessionGuard,
  ],
})
export class BorModule {}
