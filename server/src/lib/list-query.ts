// Paging, search and sorting of list calls, after the contract validated the query.
import type { AnyColumn, SQL } from 'drizzle-orm';
import { asc, desc, ilike } from 'drizzle-orm';
import {
  DEFAULT_ADMIN_PAGE_SIZE,
  DEFAULT_PUBLIC_PAGE_SIZE,
  MAX_PAGE_SIZE,
} from '#domain/forms/limits.ts';

export interface AdminListQuery {
  page: number;
  size: number;
  offset: number;
  search: string;
  sortBy: string;
  orderBy: 'asc' | 'desc';
}

type Query = Record<string, unknown>;

const clampSize = (value: unknown, fallback: number) =>
  Math.min(MAX_PAGE_SIZE, Number(value ?? fallback) || fallback);

export function adminListQuery(query: unknown): AdminListQuery {
  const q = (query ?? {}) as Query;
  const page = Number(q.page ?? 1) || 1;
  const size = clampSize(q.length, DEFAULT_ADMIN_PAGE_SIZE);
  return {
    page,
    size,
    offset: (page - 1) * size,
    search: String(q.search ?? '').trim(),
    sortBy: String(q.sortBy ?? 'id'),
    orderBy: q.orderBy === 'asc' ? 'asc' : 'desc',
  };
}

export function publicPage(query: unknown): { page: number; size: number; offset: number } {
  const q = (query ?? {}) as Query;
  const page = Number(q.page ?? 1) || 1;
  const size = clampSize(q.limit, DEFAULT_PUBLIC_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}

/** An optional `limit` (all when absent), capped at 100. */
export const optionalLimit = (query: unknown): number =>
  clampSize((query as Query | undefined)?.limit, MAX_PAGE_SIZE);

/** ORDER BY for a whitelisted column (the contract's enum already refused any other), id as tie-break. */
export function orderFor(
  columns: Record<string, AnyColumn>,
  q: AdminListQuery,
  idColumn: AnyColumn,
): SQL[] {
  const direction = q.orderBy === 'asc' ? asc : desc;
  const column = columns[q.sortBy] ?? idColumn;
  return column === idColumn ? [direction(idColumn)] : [direction(column), direction(idColumn)];
}

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const containsText = (column: AnyColumn, search: string) =>
  ilike(column, likePattern(search));
