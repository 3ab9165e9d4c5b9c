import { Module } from '@nestjs/common';
import { PayrollPartnersController } from './payroll-partners.controller';
import { PayrollRepsService } from './payroll-reps.service';

@Module({
  controllers: [PayrollPartnersController],
  providers: [PayrollRepsService],
})
export class PayrollPartnersModule {}
