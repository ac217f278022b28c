import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  auditFieldLabel,
  auditFieldValueText,
} from '../../lib/audit/audit.ts';
import type { AuditActionName, AuditEntityName } from '../../lib/audit/audit.ts';
import { ChangeList, Muted } from './AuditTrail.styles.ts';

/** One changed field as the API answers it. */
export interface AuditChangeItem {
  /** The record's field name ('harga'). */
  field: string;
  /** Its value before the change; null when it had none. */
  before: unknown;
  /** Its value after the change; null when it has none. */
  after: unknown;
}

/** Texts of the audit trail (ours; SPEC has none). */
export const AUDIT_TEXT = {
  changes: 'Perubahan',
  noChanges: 'Tidak ada perubahan data',
  passwordChanged: 'Password diubah (tidak disimpan)',
  arrow: '→',
} as const;

/** Props of AuditChanges. */
export interface AuditChangesProps {
  /** What was done: a password event lists no values. */
  action: AuditActionName;
  /** The changed fields. */
  changes: readonly AuditChangeItem[];
}

/** The changed fields of one audit entry, one line each: 'Harga: 350000 → 385000'. */
export function AuditChanges({ action, changes }: AuditChangesProps) {
  if (action === 'password') return <Muted>{AUDIT_TEXT.passwordChanged}</Muted>;
  if (changes.length === 0) return <Muted>{AUDIT_TEXT.noChanges}</Muted>;
  return (
    <ChangeList aria-label={AUDIT_TEXT.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <strong>{auditFieldLabel(change.field)}</strong>:{' '}
          {auditFieldValueText(change.field, change.before)}{' '}
          <span aria-label="menjadi">{AUDIT_TEXT.arrow}</span>{' '}
          {auditFieldValueText(change.field, change.after)}
        </li>
      ))}
    </ChangeList>
  );
}

/** 'Ubah' for 'update'. */
export const auditActionLabel = (action: AuditActionName): string => AUDIT_ACTION_LABELS[action];

/** 'Produk' for 'product', with the record's name when it has one: 'Produk: Silinder …'. */
export function auditRecordText(entity: AuditEntityName, recordName: string | null): string {
  const kind = AUDIT_ENTITY_LABELS[entity];
  return recordName ? `${kind}: ${recordName}` : kind;
}
