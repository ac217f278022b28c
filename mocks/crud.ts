// The toggle, delete and lookup steps that every master resource shares.
import { LOOKUP_LIMIT } from '../src/lib/forms/limits.ts';
import { db } from './db.ts';
import { msg } from './messages.ts';
import { optionalLimit, searchRows, searchTerm } from './query.ts';
import { findOr404, invalid, statusChange } from './respond.ts';
import type { ProductRow } from './rows.ts';

/** Flips `isActive` of a row and answers the new flag. */
export function toggleRow(rows: { id: number; isActive: boolean }[], id: number): Response {
  const row = findOr404(rows, id);
  row.isActive = !row.isActive;
  return statusChange(id, msg.toggled, row.isActive);
}

/** Deletes a row; `usedBy` refuses (422) while a product still refers to it. */
export function deleteRow(
  rows: { id: number }[],
  id: number,
  usedBy?: (product: ProductRow) => boolean,
): Response {
  findOr404(rows, id);
  if (usedBy && db.products.some(usedBy)) throw invalid({ id: msg.inUse }, msg.inUse);
  rows.splice(
    rows.findIndex((row) => row.id === id),
    1,
  );
  return statusChange(id, msg.deleted);
}

/** Dropdown options `{ data: [{ id, name }] }` of active rows, searched by name, `limit` default 15. */
export function lookupOptions(
  url: URL,
  rows: readonly { id: number; name: string; isActive?: boolean }[],
): { id: number; name: string }[] {
  const active = rows.filter((row) => row.isActive !== false);
  const limit = optionalLimit(url, LOOKUP_LIMIT) ?? LOOKUP_LIMIT;
  return searchRows(active, searchTerm(url), (row) => [row.name])
    .sort((a, b) => a.name.localeCompare(b.name, 'id'))
    .slice(0, limit)
    .map(({ id, name }) => ({ id, name }));
}

/** Sanitises rich text the way an allow-list would for the mock: no scripts, styles or handlers. */
export function sanitiseHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style|iframe|object|embed)[^>]*>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src)\s*=\s*("|')\s*javascript:[^"']*\2/gi, '$1="#"');
}
