// The admin dashboard (SPEC 7 "Admin: dashboard"): counts and two tables.
import { queryHook } from './query.ts';

/** Counts of products, brands and categories. */
export const useDashboardCount = queryHook('/admin/dashboard/count');

/** The 'Data Produk' table: page, length, search, sortBy, orderBy. */
export const useDashboardProducts = queryHook('/admin/dashboard');

/** The 'Data Subscribe' table: page, length, search, sortBy, orderBy. */
export const useDashboardSubscribers = queryHook('/admin/dashboard/subscribe');

/** Issue 35: 'Perlu Tindak Lanjut' (requests and quotations waiting, in working days). */
export const useDashboardFollowUp = queryHook('/admin/dashboard/follow-up');
