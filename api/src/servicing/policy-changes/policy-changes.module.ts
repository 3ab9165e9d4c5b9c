/**
 * Servicing a bound policy: change requests, the payments made, and the bound-policy access the
 * claims module shares.
 */
import { Module } from '@nestjs/common';
import { QuotesModule } from '../../quoting/quotes';
import { ReferenceDataModule } from '../../quoting/reference-data';
import { BoundPolicies } from './bound-policy';
import { PolicyChangesController } from './policy-changes.controller';
import { PolicyChangesService } from './policy-changes.service';
import { PolicyPaymentsController } from './policy-payments.controller';

@Module({
  imports: [QuotesModule, ReferenceDataModule],
  controllers: [PolicyChangesController, PolicyPaymentsController],
  providers: [BoundPolicies, PolicyChangesService],
  exports: [BoundPolicies],
})
export class PolicyChangesModule {}
