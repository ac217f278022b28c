import { and, asc, count, eq } from 'drizzle-orm';
import { found, setActiveFlag, toggleActive } from '../../db/queries.ts';
import { ecommerces, productEcommerces } from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import { containsText, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import type { Form } from '../../lib/multipart.ts';
import { loadFileRefs, refOrEmpty } from '../../storage/file-refs.ts';
import { IN_USE_MESSAGE } from '../types/repository.ts';
import { slotUploads, writeWithFiles, type Deps } from '../shared/with-files.ts';

type Row = typeof ecommerces.$inferSelect;
const sortColumns = { id: ecommerces.id, name: ecommerces.name, is_active: ecommerces.isActive };

export function ecommerceRepository(deps: Deps) {
  const { db, files } = deps;
  async function shape(rows: Row[]) {
    const refs = await loadFileRefs(
      db,
      rows.map((row) => row.imageFileId),
      files,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      link: row.link,
      image: refOrEmpty(refs, row.imageFileId),
      isActive: row.isActive,
    }));
  }
  const row = async (id: number): Promise<Row> =>
    found(await db.select().from(ecommerces).where(eq(ecommerces.id, id)));
  const one = async (id: number) => (await shape([await row(id)]))[0];
  return {
    async list(q: AdminListQuery) {
      const where = q.search ? containsText(ecommerces.name, q.search) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(ecommerces)
          .where(where)
          .orderBy(...orderFor(sortColumns, q, ecommerces.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(ecommerces).where(where),
      ]);
      return { rows: await shape(rows), total: total?.value ?? 0 };
    },
    get: one,
    async save(form: Form, id?: number) {
      const values = {
        name: (form.fields.name ?? '').trim(),
        link: (form.fields.link ?? '').trim(),
      };
      const existing = id === undefined ? null : await row(id);
      const savedId = await writeWithFiles(
        deps,
        'ecommerce',
        slotUploads(form, { image: 'image' }),
        async (tx, files) => {
          const imageFileId = files.get('image') ?? existing?.imageFileId ?? null;
          if (!existing) {
            const [created] = await tx
              .insert(ecommerces)
              .values({ ...values, imageFileId })
              .returning({ id: ecommerces.id });
            return { result: created?.id ?? 0, oldFileIds: [] };
          }
          await tx
            .update(ecommerces)
            .set({ ...values, imageFileId, updatedAt: new Date() })
            .where(eq(ecommerces.id, existing.id));
          return {
            result: existing.id,
            oldFileIds: files.has('image') ? [existing.imageFileId] : [],
          };
        },
      );
      return one(savedId);
    },
    async remove(id: number) {
      const existing = await row(id);
      const [used] = await db
        .select({ value: count() })
        .from(productEcommerces)
        .where(eq(productEcommerces.ecommerceId, id));
      if ((used?.value ?? 0) > 0) throw invalid({ id: IN_USE_MESSAGE }, IN_USE_MESSAGE);
      await writeWithFiles(deps, 'ecommerce', [], async (tx) => {
        await tx.delete(ecommerces).where(eq(ecommerces.id, id));
        return { result: id, oldFileIds: [existing.imageFileId] };
      });
    },
    toggle: (id: number) => toggleActive(db, ecommerces, id),
    setActive: (id: number, isActive: boolean) => setActiveFlag(db, ecommerces, id, isActive),
    lookup(limit: number, search: string) {
      const where = and(
        eq(ecommerces.isActive, true),
        search ? containsText(ecommerces.name, search) : undefined,
      );
      return db
        .select({ id: ecommerces.id, name: ecommerces.name })
        .from(ecommerces)
        .where(where)
        .orderBy(asc(ecommerces.name))
        .limit(limit);
    },
  };
}
