export { AUDIT_TEXT, AuditChanges, auditActionLabel, auditRecordText } from './AuditChanges.tsx';
export type { AuditChangeItem, AuditChangesProps } from './AuditChanges.tsx';
