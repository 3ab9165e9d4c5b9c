/**
 * Servicing a bound policy: change requests, the payments made, and the bound-policy access the
 * claims module shares.
 */
import { Module } from '@nestjs/common';
import { UsersDirectoryModule } from '../../identity/users';
import { QuotesModule } from '../../quoting/quotes';
import { PoliciesModule } from '../policies';
import { ReferenceDataModule } from '../../quoting/reference-data';
import { BoundPolicies } from './bound-policy';
import { PolicyChangesController } from './policy-changes.controller';
import { PolicyChangesRepository } from './policy-changes.repository';
import { PolicyChangesService } from './policy-changes.service';
import { PolicyPaymentsController } from './policy-payments.controller';

@Module({
  imports: [QuotesModule, PoliciesModule, UsersDirectoryModule, ReferenceDataModule],
  controllers: [PolicyChangesController, PolicyPaymentsController],
  providers: [PolicyChangesRepository, BoundPolicies, PolicyChangesService],
  exports: [BoundPolicies, PolicyChangesService],
})
export class PolicyChangesModule {}
