// Small query helpers shared by the repositories.
import { count, eq, not, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../lib/errors.ts';
import type { DbOrTx } from './client.ts';

type ActiveTable = PgTable & { id: PgColumn; isActive: PgColumn };

/** Writes the active flag (a value, or SQL such as its negation); answers the row, 404 when there is none. */
async function writeActive(
  db: DbOrTx,
  table: ActiveTable,
  id: number,
  value: boolean | SQL,
): Promise<{ id: number; isActive: boolean }> {
  const rows = (await db
    .update(table)
    .set({ isActive: value } as never)
    .where(eq(table.id, id))
    .returning({ id: table.id, isActive: table.isActive })) as { id: number; isActive: boolean }[];
  const [row] = rows;
  if (!row) throw notFound();
  return row;
}

/** Flips the active flag; answers the new value. */
export function toggleActive(
  db: DbOrTx,
  table: ActiveTable,
  id: number,
): Promise<{ id: number; isActive: boolean }> {
  return writeActive(db, table, id, not(table.isActive));
}

/** Sets the active flag (a bulk activate or deactivate); answers the row, 404 when there is none. */
export function setActiveFlag(
  db: DbOrTx,
  table: ActiveTable,
  id: number,
  isActive: boolean,
): Promise<{ id: number; isActive: boolean }> {
  return writeActive(db, table, id, isActive);
}

export async function countRows(db: DbOrTx, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** The first row or a 404. */
export function found<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw notFound();
  return row;
}
