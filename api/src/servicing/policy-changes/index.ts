/** What other modules may use of servicing/policy-changes. */
export { BoundPolicies, policyReference } from './bound-policy';
export { PolicyChangesModule } from './policy-changes.module';
