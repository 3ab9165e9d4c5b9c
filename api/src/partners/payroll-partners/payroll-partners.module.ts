import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { ReferenceDataModule } from '../../quoting/reference-data';
import {
  PayrollPartnersController,
  PayrollRepRegistrationController,
} from './payroll-partners.controller';
import { PayrollRepsService } from './payroll-reps.service';

@Module({
  imports: [AuditModule, ReferenceDataModule],
  controllers: [PayrollPartnersController, PayrollRepRegistrationController],
  providers: [PayrollRepsService],
})
export class PayrollPartnersModule {}
