import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { found, setActiveFlag, toggleActive } from '../../db/queries.ts';
import { categories, productPublicCounts, productTypes, products } from '../../db/schema/index.ts';
import { MESSAGES, invalid } from '../../lib/errors.ts';
import { containsText, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import { refreshSearchText } from '../products/search-text.ts';

const columns = { id: productTypes.id, name: productTypes.name, is_active: productTypes.isActive };
const shape = { id: productTypes.id, name: productTypes.name, isActive: productTypes.isActive };

export const IN_USE_MESSAGE = MESSAGES.inUse;

/**
 * The category every public product of type `id` shares, or null (none, or several): a type has
 * none of its own. Read from the per brand × category × type counts of public products the
 * triggers keep (a public product's category is active), not over the catalogue, as the
 * category menu's types are (categories/repository.ts withTypes).
 */
async function sharedCategoryOf(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const shared = await db
    .selectDistinct({ id: categories.id, name: categories.name })
    .from(productPublicCounts)
    .innerJoin(categories, eq(categories.id, productPublicCounts.categoryId))
    .where(and(eq(productPublicCounts.typeId, id), gt(productPublicCounts.total, 0)))
    .limit(2);
  return shared.length === 1 ? (shared[0] ?? null) : null;
}

export function typeRepository(db: Db) {
  return {
    async list(q: AdminListQuery) {
      const where: SQL | undefined = q.search
        ? containsText(productTypes.name, q.search)
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(shape)
          .from(productTypes)
          .where(where)
          .orderBy(...orderFor(columns, q, productTypes.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(productTypes).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async get(id: number) {
      return found(await db.select(shape).from(productTypes).where(eq(productTypes.id, id)));
    },
    /**
     * The public view of an active type: id, name and the category its list's breadcrumb shows;
     * an inactive or unknown one is 404.
     */
    async getActive(id: number) {
      const where = and(eq(productTypes.id, id), eq(productTypes.isActive, true));
      const [type, category] = await Promise.all([
        db.select({ id: productTypes.id, name: productTypes.name }).from(productTypes).where(where),
        sharedCategoryOf(db, id),
      ]);
      return { ...found(type), category };
    },
    async create(name: string) {
      return found(await db.insert(productTypes).values({ name }).returning(shape));
    },
    async update(id: number, name: string) {
      const row = found(
        await db
          .update(productTypes)
          .set({ name, updatedAt: new Date() })
          .where(eq(productTypes.id, id))
          .returning(shape),
      );
      await refreshSearchText(db, eq(products.typeId, id));
      return row;
    },
    async remove(id: number) {
      await this.get(id);
      const [used] = await db
        .select({ value: count() })
        .from(products)
        .where(eq(products.typeId, id));
      if ((used?.value ?? 0) > 0) throw invalid({ id: IN_USE_MESSAGE }, IN_USE_MESSAGE);
      await db.delete(productTypes).where(eq(productTypes.id, id));
    },
    toggle: (id: number) => toggleActive(db, productTypes, id),
    setActive: (id: number, isActive: boolean) => setActiveFlag(db, productTypes, id, isActive),
    lookup(limit: number, search: string) {
      const where = and(
        eq(productTypes.isActive, true),
        search ? containsText(productTypes.name, search) : undefined,
      );
      return db
        .select({ id: productTypes.id, name: productTypes.name })
        .from(productTypes)
        .where(where)
        .orderBy(asc(productTypes.name))
        .limit(limit);
    },
  };
}
