import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { UsersDirectoryModule } from '../../identity/users';
import {
  PayrollPartnersController,
  PayrollRepRegistrationController,
} from './payroll-partners.controller';
import { PayrollRepsService } from './payroll-reps.service';

@Module({
  imports: [AuditModule, UsersDirectoryModule],
  controllers: [PayrollPartnersController, PayrollRepRegistrationController],
  providers: [PayrollRepsService],
})
export class PayrollPartnersModule {}
