import { asc, count, eq } from 'drizzle-orm';
import { found, setActiveFlag, toggleActive } from '../../db/queries.ts';
import { bumpers } from '../../db/schema/index.ts';
import { containsText, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import type { Form } from '../../lib/multipart.ts';
import { loadFileRefs, refOrEmpty } from '../../storage/file-refs.ts';
import { slotUploads, writeWithFiles, type Deps } from '../shared/with-files.ts';

type Row = typeof bumpers.$inferSelect;
const sortColumns = { id: bumpers.id, name: bumpers.name, is_active: bumpers.isActive };

export function bumperRepository(deps: Deps) {
  const { db, files } = deps;
  async function shape(rows: Row[]) {
    const refs = await loadFileRefs(
      db,
      rows.map((row) => row.fileId),
      files,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      path: refOrEmpty(refs, row.fileId).path,
      isActive: row.isActive,
    }));
  }
  const row = async (id: number): Promise<Row> =>
    found(await db.select().from(bumpers).where(eq(bumpers.id, id)));
  const one = async (id: number) => (await shape([await row(id)]))[0];
  return {
    async list(q: AdminListQuery) {
      const where = q.search ? containsText(bumpers.name, q.search) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bumpers)
          .where(where)
          .orderBy(...orderFor(sortColumns, q, bumpers.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(bumpers).where(where),
      ]);
      return { rows: await shape(rows), total: total?.value ?? 0 };
    },
    get: one,
    async save(form: Form, id?: number) {
      const name = (form.fields.name ?? '').trim();
      const existing = id === undefined ? null : await row(id);
      const savedId = await writeWithFiles(
        deps,
        'bumper',
        slotUploads(form, { image: 'image' }),
        async (tx, files) => {
          const fileId = files.get('image') ?? existing?.fileId ?? null;
          if (!existing) {
            const [created] = await tx
              .insert(bumpers)
              .values({ name, fileId })
              .returning({ id: bumpers.id });
            return { result: created?.id ?? 0, oldFileIds: [] };
          }
          await tx
            .update(bumpers)
            .set({ name, fileId, updatedAt: new Date() })
            .where(eq(bumpers.id, existing.id));
          return { result: existing.id, oldFileIds: files.has('image') ? [existing.fileId] : [] };
        },
      );
      return one(savedId);
    },
    async remove(id: number) {
      const existing = await row(id);
      await writeWithFiles(deps, 'bumper', [], async (tx) => {
        await tx.delete(bumpers).where(eq(bumpers.id, id));
        return { result: id, oldFileIds: [existing.fileId] };
      });
    },
    toggle: (id: number) => toggleActive(db, bumpers, id),
    setActive: (id: number, isActive: boolean) => setActiveFlag(db, bumpers, id, isActive),
    publicList: async () =>
      shape(
        await db.select().from(bumpers).where(eq(bumpers.isActive, true)).orderBy(asc(bumpers.id)),
      ),
  };
}
