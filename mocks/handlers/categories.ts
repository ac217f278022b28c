// Categories: public list and mega-menu view, admin table, multipart create and update, delete, toggle.
import { MAX_MENU_CHILDREN } from '../../src/lib/forms/limits.ts';
import type { RequestHandler } from 'msw';
import { bulkRoute } from '../bulk.ts';
import { deleteRow, toggleRow } from '../crud.ts';
import { db, nextId } from '../db.ts';
import { msg } from '../messages.ts';
import { adminList, optionalLimit } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { findOr404, idParam, list, readForm, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import { checked, field, image, storedFile, throwIfInvalid, upload } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';
import { isPubliclyVisible } from '../views.ts';

const listSpec: ListSpec<Schemas['Category']> = {
  columns: { id: (row) => row.id, name: (row) => row.name, is_active: (row) => row.isActive },
  searchIn: (row) => [row.name],
};

function readCategory(form: FormData, isCreate: boolean): { name: string; file: File | null } {
  const errors: FieldErrors = {};
  const name = field(form, 'name');
  const file = upload(form, 'image');
  image(errors, 'image', file, isCreate ? msg.required.categoryImage : undefined);
  throwIfInvalid(errors);
  return { name: name.trim(), file };
}

/** Up to 10 distinct active types of a category's visible products. */
function typesOf(categoryId: number): Schemas['IdName'][] {
  const typeIds = new Set(
    db.products
      .filter((p) => p.categoryId === categoryId && isPubliclyVisible(p))
      .map((p) => p.typeId),
  );
  return db.types
    .filter((type) => typeIds.has(type.id) && type.isActive)
    .slice(0, MAX_MENU_CHILDREN)
    .map(({ id, name }) => ({ id, name }));
}

/** The single delete: refused while a product uses the category. */
const removeCategory = (id: number) =>
  deleteRow(db.categories, id, (product) => product.categoryId === id);

/** Handlers of `category*` and `admin/category*`. */
export const categoryHandlers: RequestHandler[] = [
  ...bulkRoute('/admin/category', { rows: () => db.categories, remove: removeCategory }),
  ...route('get', '/category', () => list(db.categories.filter((row) => row.isActive))),
  ...route('get', '/category/list/product', ({ url }) => {
    const limit = optionalLimit(url);
    const active = db.categories.filter((row) => row.isActive);
    const rows = active
      .slice(0, limit ?? active.length)
      .map((row) => ({ ...row, type: typesOf(row.id) }));
    return list(rows, active.length);
  }),
  ...route('get', '/admin/category', ({ url }) => {
    const { rows, total } = adminList(url, db.categories, listSpec);
    return list(rows, total);
  }),
  ...route('get', '/admin/category/:id', (context) =>
    single(findOr404(db.categories, idParam(context))),
  ),
  ...route('post', '/admin/category', async ({ request }) => {
    const { name, file } = readCategory(await readForm(request), true);
    const row = {
      id: nextId(db.categories),
      name,
      image: storedFile(checked(file)),
      isActive: true,
    };
    db.categories.push(row);
    return single(row, msg.saved);
  }),
  ...route('post', '/admin/category/:id', async (context) => {
    const row = findOr404(db.categories, idParam(context));
    const { name, file } = readCategory(await readForm(context.request), false);
    row.name = name;
    if (file) row.image = storedFile(file);
    return single(row, msg.updated);
  }),
  ...route('delete', '/admin/category/:id', (context) => removeCategory(idParam(context))),
  ...route('post', '/admin/category/is-active/:id', (context) =>
    toggleRow(db.categories, idParam(context)),
  ),
];
