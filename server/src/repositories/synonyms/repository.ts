import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { found, setActiveFlag, toggleActive } from '../../db/queries.ts';
import { searchSynonyms } from '../../db/schema/index.ts';
import { likePattern, orderFor, type AdminListQuery } from '../../lib/list-query.ts';

const columns = { id: searchSynonyms.id, is_active: searchSynonyms.isActive };
const shape = {
  id: searchSynonyms.id,
  words: searchSynonyms.words,
  isActive: searchSynonyms.isActive,
};

export function synonymRepository(db: Db) {
  return {
    async list(q: AdminListQuery) {
      const where: SQL | undefined = q.search
        ? sql`array_to_string(${searchSynonyms.words}, ' ') ilike ${likePattern(q.search)}`
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(shape)
          .from(searchSynonyms)
          .where(where)
          .orderBy(...orderFor(columns, q, searchSynonyms.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(searchSynonyms).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async get(id: number) {
      return found(await db.select(shape).from(searchSynonyms).where(eq(searchSynonyms.id, id)));
    },
    async create(words: string[]) {
      return found(await db.insert(searchSynonyms).values({ words }).returning(shape));
    },
    async update(id: number, words: string[]) {
      return found(
        await db
          .update(searchSynonyms)
          .set({ words, updatedAt: new Date() })
          .where(eq(searchSynonyms.id, id))
          .returning(shape),
      );
    },
    async remove(id: number) {
      await this.get(id);
      await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
    },
    toggle: (id: number) => toggleActive(db, searchSynonyms, id),
    setActive: (id: number, isActive: boolean) => setActiveFlag(db, searchSynonyms, id, isActive),
  };
}
