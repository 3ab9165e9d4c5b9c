import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { UsersDirectoryModule } from '../../identity/users';
import { ReferenceDataModule } from '../../quoting/reference-data';
import {
  PayrollPartnersController,
  PayrollRepRegistrationController,
} from './payroll-partners.controller';
import { PayrollRepsRepository } from './payroll-reps.repository';
import { PayrollRepsService } from './payroll-reps.service';
import { RepDirectory } from './rep-directory';

@Module({
  imports: [AuditModule, UsersDirectoryModule, ReferenceDataModule],
  controllers: [PayrollPartnersController, PayrollRepRegistrationController],
  providers: [PayrollRepsRepository, PayrollRepsService, RepDirectory],
  exports: [RepDirectory],
})
export class PayrollPartnersModule {}
