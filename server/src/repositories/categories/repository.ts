import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { found, setActiveFlag, toggleActive } from '../../db/queries.ts';
import { categories, productPublicCounts, productTypes, products } from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import { containsText, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import { MAX_MENU_CHILDREN } from '#domain/forms/limits.ts';
import type { Form } from '../../lib/multipart.ts';
import { loadFileRefs, refOrEmpty } from '../../storage/file-refs.ts';
import { refreshSearchText } from '../products/search-text.ts';
import { IN_USE_MESSAGE } from '../types/repository.ts';
import { slotUploads, writeWithFiles, type Deps } from '../shared/with-files.ts';

type Row = typeof categories.$inferSelect;
const sortColumns = { id: categories.id, name: categories.name, is_active: categories.isActive };

export function categoryRepository(deps: Deps) {
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
      image: refOrEmpty(refs, row.imageFileId),
      isActive: row.isActive,
    }));
  }
  async function row(id: number): Promise<Row> {
    return found(await db.select().from(categories).where(eq(categories.id, id)));
  }
  return {
    async list(q: AdminListQuery) {
      const where = q.search ? containsText(categories.name, q.search) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(where)
          .orderBy(...orderFor(sortColumns, q, categories.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(categories).where(where),
      ]);
      return { rows: await shape(rows), total: total?.value ?? 0 };
    },
    get: async (id: number) => (await shape([await row(id)]))[0],
    async save(form: Form, id?: number) {
      const name = (form.fields.name ?? '').trim();
      const existing = id === undefined ? null : await row(id);
      const savedId = await writeWithFiles(
        deps,
        'category',
        slotUploads(form, { image: 'image' }),
        async (tx, files) => {
          const imageFileId = files.get('image') ?? existing?.imageFileId ?? null;
          if (!existing) {
            const [created] = await tx
              .insert(categories)
              .values({ name, imageFileId })
              .returning({ id: categories.id });
            return { result: created?.id ?? 0, oldFileIds: [] };
          }
          await tx
            .update(categories)
            .set({ name, imageFileId, updatedAt: new Date() })
            .where(eq(categories.id, existing.id));
          await refreshSearchText(tx, eq(products.categoryId, existing.id));
          return {
            result: existing.id,
            oldFileIds: files.has('image') ? [existing.imageFileId] : [],
          };
        },
      );
      return (await shape([await row(savedId)]))[0];
    },
    async remove(id: number) {
      const existing = await row(id);
      const [used] = await db
        .select({ value: count() })
        .from(products)
        .where(eq(products.categoryId, id));
      if ((used?.value ?? 0) > 0) throw invalid({ id: IN_USE_MESSAGE }, IN_USE_MESSAGE);
      await writeWithFiles(deps, 'category', [], async (tx) => {
        await tx.delete(categories).where(eq(categories.id, id));
        return { result: id, oldFileIds: [existing.imageFileId] };
      });
    },
    toggle: (id: number) => toggleActive(db, categories, id),
    setActive: (id: number, isActive: boolean) => setActiveFlag(db, categories, id, isActive),
    async publicList() {
      return shape(
        await db
          .select()
          .from(categories)
          .where(eq(categories.isActive, true))
          .orderBy(asc(categories.name), asc(categories.id)),
      );
    },
    /** Active categories, each with up to 10 distinct active types of its visible products. */
    async withTypes(limit: number) {
      const list = (await this.publicList()).slice(0, limit);
      if (list.length === 0) return [];
      // From the per brand × category × type counts of public products the triggers keep (a
      // public product's type is active), not a distinct over the catalogue: ~1 ms instead of
      // ~120 ms of CPU at 100,000 products, paid by every page once the cache has been dropped.
      const pairs = await db
        .selectDistinct({
          categoryId: productPublicCounts.categoryId,
          id: productTypes.id,
          name: productTypes.name,
        })
        .from(productPublicCounts)
        .innerJoin(productTypes, eq(productTypes.id, productPublicCounts.typeId))
        .where(
          and(
            inArray(
              productPublicCounts.categoryId,
              list.map((c) => c.id),
            ),
            gt(productPublicCounts.total, 0),
          ),
        )
        .orderBy(productPublicCounts.categoryId, productTypes.name, sql`${productTypes.id}`);
      return list.map((category) => ({
        ...category,
        type: pairs
          .filter((p) => p.categoryId === category.id)
          .slice(0, MAX_MENU_CHILDREN)
          .map(({ id, name }) => ({ id, name })),
      }));
    },
    lookup(limit: number, search: string) {
      const where = and(
        eq(categories.isActive, true),
        search ? containsText(categories.name, search) : undefined,
      );
      return db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(where)
        .orderBy(asc(categories.name))
        .limit(limit);
    },
  };
}
