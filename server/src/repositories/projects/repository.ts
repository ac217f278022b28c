import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { found, setActiveFlag, toggleActive } from '../../db/queries.ts';
import { files, projectFiles, projects } from '../../db/schema/index.ts';
import { indexedFiles } from '../../lib/form.ts';
import { invalid } from '../../lib/errors.ts';
import { MAX_GALLERY_IMAGES } from '#domain/forms/limits.ts';
import { maxImagesMessage } from '#domain/forms/messages.ts';
import { containsText, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import type { Form } from '../../lib/multipart.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeWithFiles, type Deps } from '../shared/with-files.ts';

type Row = typeof projects.$inferSelect;
const sortColumns = {
  id: projects.id,
  title: projects.title,
  is_active: projects.isActive,
  created_at: projects.createdAt,
};

function galleryOf(form: Form) {
  const images = indexedFiles(form, 'image');
  const deleteIds = Object.entries(form.fields)
    .filter(([name]) => /^idDeleteFile\[\d+\]$/.test(name))
    .map(([, value]) => Number(value));
  const coverIndex = images.findIndex(
    (file) => form.fields[file.field.replace('image', 'isCover')] === '1',
  );
  const coverId = form.fields.isCoverId ? Number(form.fields.isCoverId) : null;
  return { images, deleteIds, coverIndex, coverId };
}

async function updateGallery(
  tx: DbOrTx,
  projectId: number,
  gallery: ReturnType<typeof galleryOf>,
  fileIds: Map<string, number>,
) {
  const removed = gallery.deleteIds.length
    ? await tx
        .delete(projectFiles)
        .where(
          and(eq(projectFiles.projectId, projectId), inArray(projectFiles.id, gallery.deleteIds)),
        )
        .returning({ fileId: projectFiles.fileId })
    : [];
  const [last] = await tx
    .select({ value: max(projectFiles.position) })
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId));
  const start = (last?.value ?? -1) + 1;
  const added = gallery.images.length
    ? await tx
        .insert(projectFiles)
        .values(
          gallery.images.map((file, i) => ({
            projectId,
            fileId: fileIds.get(file.field) ?? 0,
            position: start + i,
          })),
        )
        .returning({ id: projectFiles.id })
    : [];
  const remaining = await tx
    .select()
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId))
    .orderBy(asc(projectFiles.position), asc(projectFiles.id));
  const named = gallery.coverIndex >= 0 ? added[gallery.coverIndex]?.id : gallery.coverId;
  const cover = [named, remaining.find((file) => file.isCover)?.id, remaining[0]?.id].find(
    (id) => id != null && remaining.some((r) => r.id === id),
  );
  await tx
    .update(projectFiles)
    .set({ isCover: false })
    .where(eq(projectFiles.projectId, projectId));
  if (cover != null)
    await tx.update(projectFiles).set({ isCover: true }).where(eq(projectFiles.id, cover));
  return removed.map((row) => row.fileId);
}

export function projectRepository(deps: Deps) {
  const { db } = deps;
  async function shape(rows: Row[]) {
    const ids = rows.map((row) => row.id);
    const images = ids.length
      ? await db
          .select({
            projectId: projectFiles.projectId,
            id: projectFiles.id,
            key: files.storageKey,
            isCover: projectFiles.isCover,
          })
          .from(projectFiles)
          .innerJoin(files, eq(files.id, projectFiles.fileId))
          .where(inArray(projectFiles.projectId, ids))
          .orderBy(asc(projectFiles.position), asc(projectFiles.id))
      : [];
    return rows.map((row) => {
      const own = images
        .filter((image) => image.projectId === row.id)
        .map((image) => ({
          id: image.id,
          path: deps.files.pathOf(image.key),
          isCover: image.isCover,
        }));
      const cover = own.find((image) => image.isCover);
      return {
        id: row.id,
        title: row.title,
        isActive: row.isActive,
        isCover: cover ? { path: cover.path } : null,
        projectsFile: own,
      };
    });
  }
  const row = async (id: number): Promise<Row> =>
    found(await db.select().from(projects).where(eq(projects.id, id)));
  const one = async (id: number) => (await shape([await row(id)]))[0];
  return {
    async list(q: AdminListQuery) {
      const where = q.search ? containsText(projects.title, q.search) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(projects)
          .where(where)
          .orderBy(...orderFor(sortColumns, q, projects.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(projects).where(where),
      ]);
      return { rows: await shape(rows), total: total?.value ?? 0 };
    },
    get: one,
    async save(form: Form, id?: number) {
      const title = (form.fields.title ?? '').trim();
      const gallery = galleryOf(form);
      if (id !== undefined) await row(id);
      // Counted from this project's own rows: a made-up, foreign or repeated id removes nothing here.
      const own =
        id === undefined
          ? []
          : await db
              .select({ id: projectFiles.id })
              .from(projectFiles)
              .where(eq(projectFiles.projectId, id));
      const kept = own.filter((file) => !gallery.deleteIds.includes(file.id)).length;
      if (kept + gallery.images.length > MAX_GALLERY_IMAGES)
        throw invalid({ image: maxImagesMessage(MAX_GALLERY_IMAGES) });
      const uploads = gallery.images.map((file) => ({ file, accept: 'image' as const }));
      const savedId = await writeWithFiles(deps, 'project', uploads, async (tx, fileIds) => {
        let projectId = id;
        if (projectId === undefined)
          projectId =
            (await tx.insert(projects).values({ title }).returning({ id: projects.id }))[0]?.id ??
            0;
        else
          await tx
            .update(projects)
            .set({ title, updatedAt: new Date() })
            .where(eq(projects.id, projectId));
        return {
          result: projectId,
          oldFileIds: await updateGallery(tx, projectId, gallery, fileIds),
        };
      });
      return one(savedId);
    },
    async remove(id: number) {
      await row(id);
      await writeWithFiles(deps, 'project', [], async (tx) => {
        const removed = await tx
          .delete(projectFiles)
          .where(eq(projectFiles.projectId, id))
          .returning({ fileId: projectFiles.fileId });
        await tx.delete(projects).where(eq(projects.id, id));
        return { result: id, oldFileIds: removed.map((file) => file.fileId) };
      });
    },
    toggle: (id: number) => toggleActive(db, projects, id),
    setActive: (id: number, isActive: boolean) => setActiveFlag(db, projects, id, isActive),
    publicList: async () =>
      shape(
        await db
          .select()
          .from(projects)
          .where(eq(projects.isActive, true))
          .orderBy(asc(projects.id)),
      ),
  };
}
