/** What other modules may use of servicing/policy-changes. */
export { BoundPolicies, policyReference } from './bound-policy';
export { PolicyChangesModule } from './policy-changes.module';
export { PolicyChangesService } from './policy-changes.service';
export type { CancelRequestCompleted } from './policy-changes.service';
export type { BoundPolicy } from './bound-policy';
