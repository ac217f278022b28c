// The audit trail (GET admin/audit, superuser role only): page, length, sort and the filters
// user, entity, action, recordId, from and to.
import { queryHook } from './query.ts';

/** The 'Riwayat Aktivitas' table and a record's 'Riwayat'. */
export const useAuditTrail = queryHook('/admin/audit');
