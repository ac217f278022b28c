// Brands: public detail and mega-menu view, admin table, multipart create and update, delete, toggle.
import { MAX_MENU_CHILDREN } from '../../src/lib/forms/limits.ts';
import type { RequestHandler } from 'msw';
import { bulkRoute } from '../bulk.ts';
import { deleteRow, toggleRow } from '../crud.ts';
import { db, nextId } from '../db.ts';
import { msg } from '../messages.ts';
import { adminList, optionalLimit } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { findOr404, idParam, list, notFound, readForm, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import { checked, field, image, storedFile, throwIfInvalid, upload } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';
import { isPubliclyVisible } from '../views.ts';
import { publicProductOrder } from './product-order.ts';

const listSpec: ListSpec<Schemas['Brand']> = {
  columns: { id: (row) => row.id, name: (row) => row.name, is_active: (row) => row.isActive },
  searchIn: (row) => [row.name],
};

interface BrandInput {
  name: string;
  keterangan: string;
  main: File | null;
  thumbnail: File | null;
}

function readBrand(form: FormData, isCreate: boolean): BrandInput {
  const errors: FieldErrors = {};
  const input = {
    name: field(form, 'name'),
    keterangan: field(form, 'keterangan'),
    main: upload(form, 'imageMain'),
    thumbnail: upload(form, 'imageThumbnail'),
  };
  image(errors, 'imageMain', input.main, isCreate ? msg.required.brandImage : undefined);
  image(errors, 'imageThumbnail', input.thumbnail, isCreate ? msg.required.thumbnail : undefined);
  throwIfInvalid(errors);
  return { ...input, name: input.name.trim(), keterangan: input.keterangan.trim() };
}

/** Up to 10 visible products of a brand, in public order. */
function productsOf(brandId: number): Schemas['IdName'][] {
  return publicProductOrder(
    db.products.filter((p) => p.brandId === brandId && isPubliclyVisible(p)),
  )
    .slice(0, MAX_MENU_CHILDREN)
    .map(({ id, name }) => ({ id, name }));
}

/** The single delete: refused while a product uses the brand. */
const removeBrand = (id: number) => deleteRow(db.brands, id, (product) => product.brandId === id);

/** Handlers of `brand*` and `admin/brand*`. */
export const brandHandlers: RequestHandler[] = [
  ...bulkRoute('/admin/brand', { rows: () => db.brands, remove: removeBrand }),
  ...route('get', '/brand/list/product', ({ url }) => {
    const active = db.brands.filter((row) => row.isActive);
    const rows = active
      .slice(0, optionalLimit(url) ?? active.length)
      .map((row) => ({ ...row, product: productsOf(row.id) }));
    return list(rows, active.length);
  }),
  ...route('get', '/brand/:id', (context) => {
    const row = findOr404(db.brands, idParam(context));
    if (!row.isActive) throw notFound();
    return single(row);
  }),
  ...route('get', '/admin/brand', ({ url }) => {
    const { rows, total } = adminList(url, db.brands, listSpec);
    return list(rows, total);
  }),
  ...route('get', '/admin/brand/:id', (context) => single(findOr404(db.brands, idParam(context)))),
  ...route('post', '/admin/brand', async ({ request }) => {
    const input = readBrand(await readForm(request), true);
    const row: Schemas['Brand'] = {
      id: nextId(db.brands),
      name: input.name,
      keterangan: input.keterangan,
      mainFile: storedFile(checked(input.main)),
      thumbnail: storedFile(checked(input.thumbnail)),
      isActive: true,
    };
    db.brands.push(row);
    return single(row, msg.saved);
  }),
  ...route('post', '/admin/brand/:id', async (context) => {
    const row = findOr404(db.brands, idParam(context));
    const input = readBrand(await readForm(context.request), false);
    row.name = input.name;
    row.keterangan = input.keterangan;
    if (input.main) row.mainFile = storedFile(input.main);
    if (input.thumbnail) row.thumbnail = storedFile(input.thumbnail);
    return single(row, msg.updated);
  }),
  ...route('delete', '/admin/brand/:id', (context) => removeBrand(idParam(context))),
  ...route('post', '/admin/brand/is-active/:id', (context) =>
    toggleRow(db.brands, idParam(context)),
  ),
];
