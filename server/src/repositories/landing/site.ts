// Singleton site content: the new-product banner, the about-us data ("tagline main") with the
// portfolio PDF, and the footer. Saving replaces the whole record and its list.
import { asc, desc, eq } from 'drizzle-orm';
import {
  about,
  aboutTags,
  files,
  footer,
  footerAddresses,
  newProductBanners,
} from '../../db/schema/index.ts';
import type { Form } from '../../lib/multipart.ts';
import { loadFileRefs, pathOrNull, refOrNull } from '../../storage/file-refs.ts';
import { slotUploads, writeWithFiles, type Deps } from '../shared/with-files.ts';

const SINGLE_ID = 1;

const indexedPairs = (form: Form, prefix: string, keys: string[]) => {
  const rows: Record<string, string>[] = [];
  for (let i = 0; i < 4; i++) {
    const values = Object.fromEntries(
      keys.map((key) => [key, (form.fields[`${prefix}[${i}][${key}]`] ?? '').trim()]),
    );
    if (keys.some((key) => values[key] !== '')) rows.push(values);
  }
  return rows;
};

export function siteRepository(deps: Deps) {
  const { db, files: publicFiles } = deps;
  return {
    async newProductBanner() {
      const [row] = await db
        .select({ key: files.storageKey })
        .from(newProductBanners)
        .innerJoin(files, eq(files.id, newProductBanners.fileId))
        .orderBy(desc(newProductBanners.id))
        .limit(1);
      return { path: row ? publicFiles.pathOf(row.key) : null };
    },
    async saveNewProductBanner(form: Form) {
      await writeWithFiles(
        deps,
        'new-product',
        slotUploads(form, { image: 'image' }),
        async (tx, fileIds) => {
          const old = await tx
            .delete(newProductBanners)
            .returning({ fileId: newProductBanners.fileId });
          await tx.insert(newProductBanners).values({ fileId: fileIds.get('image') ?? 0 });
          return { result: null, oldFileIds: old.map((row) => row.fileId) };
        },
      );
      return this.newProductBanner();
    },
    async about() {
      const [row] = await db.select().from(about).where(eq(about.id, SINGLE_ID));
      const tags = await db
        .select({ tag: aboutTags.tag })
        .from(aboutTags)
        .orderBy(asc(aboutTags.position));
      const refs = await loadFileRefs(db, [row?.photoFileId, row?.portfolioFileId], publicFiles);
      return {
        path: pathOrNull(refs, row?.photoFileId),
        tagline: row?.tagline ?? '',
        service1: row?.service1 ?? '',
        service2: row?.service2 ?? '',
        buttonName: row?.buttonName ?? '',
        list: tags,
        portfolio: refOrNull(refs, row?.portfolioFileId),
      };
    },
    async saveAbout(form: Form) {
      const f = form.fields;
      const values = {
        tagline: (f.tagline ?? '').trim(),
        service1: (f.service1 ?? '').trim(),
        service2: (f.service2 ?? '').trim(),
        buttonName: (f.button_name ?? '').trim(),
      };
      const tags = indexedPairs(form, 'tag', ['tag']).map((entry, position) => ({
        tag: entry.tag ?? '',
        position,
      }));
      await writeWithFiles(
        deps,
        'about',
        slotUploads(form, { image: 'image', portfolio: 'pdf' }),
        async (tx, fileIds) => {
          const [old] = await tx.select().from(about).where(eq(about.id, SINGLE_ID));
          const photoFileId = fileIds.get('image') ?? old?.photoFileId ?? null;
          const portfolioFileId = fileIds.get('portfolio') ?? old?.portfolioFileId ?? null;
          const row = { ...values, photoFileId, portfolioFileId, updatedAt: new Date() };
          await tx
            .insert(about)
            .values({ id: SINGLE_ID, ...row })
            .onConflictDoUpdate({ target: about.id, set: row });
          await tx.delete(aboutTags);
          if (tags.length) await tx.insert(aboutTags).values(tags);
          const oldFileIds = [
            fileIds.has('image') ? old?.photoFileId : null,
            fileIds.has('portfolio') ? old?.portfolioFileId : null,
          ];
          return { result: null, oldFileIds };
        },
      );
      return this.about();
    },
    async footer() {
      const [row] = await db.select().from(footer).where(eq(footer.id, SINGLE_ID));
      const alamat = await db
        .select({ name: footerAddresses.name, alamat: footerAddresses.alamat })
        .from(footerAddresses)
        .orderBy(asc(footerAddresses.position));
      const refs = await loadFileRefs(db, [row?.logoFileId], publicFiles);
      return {
        path: pathOrNull(refs, row?.logoFileId),
        tagline: row?.tagline ?? '',
        office: row?.office ?? '',
        email: row?.email ?? '',
        telp: row?.telp ?? '',
        alamat,
      };
    },
    async saveFooter(form: Form) {
      const f = form.fields;
      const values = {
        tagline: (f.tagline ?? '').trim(),
        office: (f.office ?? '').trim(),
        email: (f.email ?? '').trim(),
        telp: (f.telp ?? '').trim(),
      };
      const addresses = indexedPairs(form, 'alamat', ['name', 'alamat']).map((entry, position) => ({
        name: entry.name ?? '',
        alamat: entry.alamat ?? '',
        position,
      }));
      await writeWithFiles(
        deps,
        'footer',
        slotUploads(form, { logo: 'image' }),
        async (tx, fileIds) => {
          const [old] = await tx.select().from(footer).where(eq(footer.id, SINGLE_ID));
          const row = {
            ...values,
            logoFileId: fileIds.get('logo') ?? old?.logoFileId ?? null,
            updatedAt: new Date(),
          };
          await tx
            .insert(footer)
            .values({ id: SINGLE_ID, ...row })
            .onConflictDoUpdate({ target: footer.id, set: row });
          await tx.delete(footerAddresses);
          if (addresses.length) await tx.insert(footerAddresses).values(addresses);
          return { result: null, oldFileIds: fileIds.has('logo') ? [old?.logoFileId] : [] };
        },
      );
      return this.footer();
    },
    /** The uploaded portfolio's storage key, or null (the generated demo PDF is served then). */
    async portfolioKey() {
      const [row] = await db
        .select({ key: files.storageKey })
        .from(about)
        .innerJoin(files, eq(files.id, about.portfolioFileId))
        .where(eq(about.id, SINGLE_ID));
      return row?.key ?? null;
    },
  };
}
