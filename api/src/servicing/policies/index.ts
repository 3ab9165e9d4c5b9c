/** What other modules may use of servicing/policies. */
export { CancellationCheck } from './cancellation-check';
export type { Policy } from './entities/policy.entity';
export { PoliciesModule } from './policies.module';
export { PoliciesService } from './policies.service';
export type { PolicyBoundListener } from './policies.service';
export { PolicyRecords } from './policy-records';
