import { count, desc, eq } from 'drizzle-orm';
import { found, setActiveFlag, toggleActive } from '../../db/queries.ts';
import { news } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { containsText, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import type { Form } from '../../lib/multipart.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { loadFileRefs, refOrNull } from '../../storage/file-refs.ts';
import { slotUploads, writeWithFiles, type Deps } from '../shared/with-files.ts';

type Row = typeof news.$inferSelect;
const sortColumns = {
  id: news.id,
  title: news.title,
  is_active: news.isActive,
  created_at: news.createdAt,
};

export function newsRepository(deps: Deps) {
  const { db, files } = deps;
  async function shape(rows: Row[]) {
    const refs = await loadFileRefs(
      db,
      rows.flatMap((row) => [row.fotoFileId, row.fileFileId]),
      files,
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      content: row.content,
      foto: refOrNull(refs, row.fotoFileId),
      file: refOrNull(refs, row.fileFileId),
      isActive: row.isActive,
      createdAt: row.createdAt.toISOString(),
    }));
  }
  const row = async (id: number): Promise<Row> =>
    found(await db.select().from(news).where(eq(news.id, id)));
  const one = async (id: number) => (await shape([await row(id)]))[0];
  return {
    async list(q: AdminListQuery) {
      const where = q.search ? containsText(news.title, q.search) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(news)
          .where(where)
          .orderBy(...orderFor(sortColumns, q, news.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(news).where(where),
      ]);
      return { rows: await shape(rows), total: total?.value ?? 0 };
    },
    async publicList(size: number, offset: number) {
      const where = eq(news.isActive, true);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(news)
          .where(where)
          .orderBy(desc(news.createdAt), desc(news.id))
          .limit(size)
          .offset(offset),
        db.select({ value: count() }).from(news).where(where),
      ]);
      return { rows: await shape(rows), total: total?.value ?? 0 };
    },
    get: one,
    async getActive(id: number) {
      const existing = await row(id);
      if (!existing.isActive) throw notFound();
      return one(id);
    },
    async save(form: Form, id?: number) {
      const f = form.fields;
      const values = {
        title: (f.title ?? '').trim(),
        description: (f.description ?? '').trim(),
        content: sanitizeRichText(f.content ?? ''),
      };
      const existing = id === undefined ? null : await row(id);
      const savedId = await writeWithFiles(
        deps,
        'news',
        slotUploads(form, { foto: 'image', file: 'pdf' }),
        async (tx, files) => {
          const fotoFileId = files.get('foto') ?? existing?.fotoFileId ?? null;
          const fileFileId = files.get('file') ?? existing?.fileFileId ?? null;
          if (!existing) {
            const [created] = await tx
              .insert(news)
              .values({ ...values, fotoFileId, fileFileId })
              .returning({ id: news.id });
            return { result: created?.id ?? 0, oldFileIds: [] };
          }
          await tx
            .update(news)
            .set({ ...values, fotoFileId, fileFileId, updatedAt: new Date() })
            .where(eq(news.id, existing.id));
          return {
            result: existing.id,
            oldFileIds: [
              files.has('foto') ? existing.fotoFileId : null,
              files.has('file') ? existing.fileFileId : null,
            ],
          };
        },
      );
      return one(savedId);
    },
    async remove(id: number) {
      const existing = await row(id);
      await writeWithFiles(deps, 'news', [], async (tx) => {
        await tx.delete(news).where(eq(news.id, id));
        return { result: id, oldFileIds: [existing.fotoFileId, existing.fileFileId] };
      });
    },
    toggle: (id: number) => toggleActive(db, news, id),
    setActive: (id: number, isActive: boolean) => setActiveFlag(db, news, id, isActive),
  };
}
