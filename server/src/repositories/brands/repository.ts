import { and, asc, count, desc, eq } from 'drizzle-orm';
import { found, setActiveFlag, toggleActive } from '../../db/queries.ts';
import { brands, products } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { containsText, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import { MAX_MENU_CHILDREN } from '#domain/forms/limits.ts';
import type { Form } from '../../lib/multipart.ts';
import { loadFileRefs, refOrEmpty } from '../../storage/file-refs.ts';
import { refreshSearchText } from '../products/search-text.ts';
import { visibleProduct } from '../products/visibility.ts';
import { IN_USE_MESSAGE } from '../types/repository.ts';
import { slotUploads, writeWithFiles, type Deps } from '../shared/with-files.ts';

type Row = typeof brands.$inferSelect;
const sortColumns = { id: brands.id, name: brands.name, is_active: brands.isActive };

export function brandRepository(deps: Deps) {
  const { db, files } = deps;
  async function shape(rows: Row[]) {
    const refs = await loadFileRefs(
      db,
      rows.flatMap((row) => [row.mainFileId, row.thumbnailFileId]),
      files,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      keterangan: row.keterangan,
      mainFile: refOrEmpty(refs, row.mainFileId),
      thumbnail: refOrEmpty(refs, row.thumbnailFileId),
      isActive: row.isActive,
    }));
  }
  const row = async (id: number): Promise<Row> =>
    found(await db.select().from(brands).where(eq(brands.id, id)));
  const one = async (id: number) => (await shape([await row(id)]))[0];
  return {
    async list(q: AdminListQuery) {
      const where = q.search ? containsText(brands.name, q.search) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(brands)
          .where(where)
          .orderBy(...orderFor(sortColumns, q, brands.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(brands).where(where),
      ]);
      return { rows: await shape(rows), total: total?.value ?? 0 };
    },
    get: one,
    async getActive(id: number) {
      const brand = await row(id);
      if (!brand.isActive) throw notFound();
      return one(id);
    },
    async save(form: Form, id?: number) {
      const values = {
        name: (form.fields.name ?? '').trim(),
        keterangan: (form.fields.keterangan ?? '').trim(),
      };
      const existing = id === undefined ? null : await row(id);
      const uploads = slotUploads(form, { imageMain: 'image', imageThumbnail: 'image' });
      const savedId = await writeWithFiles(deps, 'brand', uploads, async (tx, files) => {
        const mainFileId = files.get('imageMain') ?? existing?.mainFileId ?? null;
        const thumbnailFileId = files.get('imageThumbnail') ?? existing?.thumbnailFileId ?? null;
        if (!existing) {
          const [created] = await tx
            .insert(brands)
            .values({ ...values, mainFileId, thumbnailFileId })
            .returning({ id: brands.id });
          return { result: created?.id ?? 0, oldFileIds: [] };
        }
        await tx
          .update(brands)
          .set({ ...values, mainFileId, thumbnailFileId, updatedAt: new Date() })
          .where(eq(brands.id, existing.id));
        await refreshSearchText(tx, eq(products.brandId, existing.id));
        const oldFileIds = [
          files.has('imageMain') ? existing.mainFileId : null,
          files.has('imageThumbnail') ? existing.thumbnailFileId : null,
        ];
        return { result: existing.id, oldFileIds };
      });
      return one(savedId);
    },
    async remove(id: number) {
      const existing = await row(id);
      const [used] = await db
        .select({ value: count() })
        .from(products)
        .where(eq(products.brandId, id));
      if ((used?.value ?? 0) > 0) throw invalid({ id: IN_USE_MESSAGE }, IN_USE_MESSAGE);
      await writeWithFiles(deps, 'brand', [], async (tx) => {
        await tx.delete(brands).where(eq(brands.id, id));
        return { result: id, oldFileIds: [existing.mainFileId, existing.thumbnailFileId] };
      });
    },
    toggle: (id: number) => toggleActive(db, brands, id),
    setActive: (id: number, isActive: boolean) => setActiveFlag(db, brands, id, isActive),
    /** Active brands, each with up to 10 of its visible products (newest first). */
    async withProducts(limit: number) {
      const list = await shape(
        await db
          .select()
          .from(brands)
          .where(eq(brands.isActive, true))
          .orderBy(asc(brands.name), asc(brands.id))
          .limit(limit),
      );
      if (list.length === 0) return [];
      const items = await Promise.all(
        list.map((brand) =>
          db
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(and(eq(products.brandId, brand.id), visibleProduct()))
            .orderBy(desc(products.createdAt), desc(products.id))
            .limit(MAX_MENU_CHILDREN),
        ),
      );
      return list.map((brand, i) => ({ ...brand, product: items[i] ?? [] }));
    },
    lookup(limit: number, search: string) {
      const where = and(
        eq(brands.isActive, true),
        search ? containsText(brands.name, search) : undefined,
      );
      return db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(where)
        .orderBy(asc(brands.name))
        .limit(limit);
    },
  };
}
