/**
 * What other features use of the audit log (DECISIONS §12): append a row, in the transaction of
 * the change it records.
 */
export {
  auditActorOf,
  auditRowsOf,
  recordAudit,
  systemActor,
  userTarget,
  type AuditActor,
  type AuditEntry,
  type AuditTarget,
} from './audit-log';
