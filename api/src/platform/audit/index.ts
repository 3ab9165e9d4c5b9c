/** What other modules may use of platform/audit. */
export { AUDIT_ACTIONS, snapshotOf } from './audit-action';
export type { AuditAction, AuditSnapshot } from './audit-action';
export { AuditModule } from './audit.module';
export { AuditService } from './audit.service';
export type { AuditRecordView } from './audit.service';
export { AuditRecordDto, mapAuditRecord } from './dto/audit.dto';
