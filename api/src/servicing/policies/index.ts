/** What other modules may use of servicing/policies. */
export { PoliciesModule } from './policies.module';
export { PoliciesService } from './policies.service';
