/** What other modules may use of servicing/premium-audits. */
export { PremiumAuditsModule } from './premium-audits.module';
export { PremiumAuditRunService, PREMIUM_AUDIT_QUEUE } from './premium-audit-run.service';
export type { PremiumAuditRunSummary } from './premium-audit-run.service';
