// Marketplaces: admin table, multipart create and update, delete (refused while products link to
// one), toggle. The public side sees them only inside products.
import type { RequestHandler } from 'msw';
import { bulkRoute } from '../bulk.ts';
import { deleteRow, toggleRow } from '../crud.ts';
import { db, nextId } from '../db.ts';
import { msg } from '../messages.ts';
import { adminList } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { findOr404, idParam, list, readForm, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import { checked, field, image, storedFile, throwIfInvalid, upload } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';

const listSpec: ListSpec<Schemas['Ecommerce']> = {
  columns: { id: (row) => row.id, name: (row) => row.name, is_active: (row) => row.isActive },
  searchIn: (row) => [row.name],
};

function readEcommerce(
  form: FormData,
  isCreate: boolean,
): { name: string; link: string; file: File | null } {
  const errors: FieldErrors = {};
  const name = field(form, 'name');
  const link = field(form, 'link');
  const file = upload(form, 'image');
  image(errors, 'image', file, isCreate ? msg.required.ecommerceImage : undefined);
  throwIfInvalid(errors);
  return { name: name.trim(), link: link.trim(), file };
}

/** The single delete: refused while a product links to the marketplace. */
const removeEcommerce = (id: number) =>
  deleteRow(db.ecommerces, id, (product) =>
    product.ecommerces.some((link) => link.ecommerceId === id),
  );

/** Handlers of `admin/ecommerces*`. */
export const ecommerceHandlers: RequestHandler[] = [
  ...bulkRoute('/admin/ecommerces', { rows: () => db.ecommerces, remove: removeEcommerce }),
  ...route('get', '/admin/ecommerces', ({ url }) => {
    const { rows, total } = adminList(url, db.ecommerces, listSpec);
    return list(rows, total);
  }),
  ...route('get', '/admin/ecommerces/:id', (context) =>
    single(findOr404(db.ecommerces, idParam(context))),
  ),
  ...route('post', '/admin/ecommerces', async ({ request }) => {
    const { name, link, file } = readEcommerce(await readForm(request), true);
    const row = {
      id: nextId(db.ecommerces),
      name,
      link,
      image: storedFile(checked(file)),
      isActive: true,
    };
    db.ecommerces.push(row);
    return single(row, msg.saved);
  }),
  ...route('post', '/admin/ecommerces/:id', async (context) => {
    const row = findOr404(db.ecommerces, idParam(context));
    const { name, link, file } = readEcommerce(await readForm(context.request), false);
    Object.assign(row, { name, link }, file ? { image: storedFile(file) } : {});
    return single(row, msg.updated);
  }),
  ...route('delete', '/admin/ecommerces/:id', (context) => removeEcommerce(idParam(context))),
  ...route('post', '/admin/ecommerces/is-active/:id', (context) =>
    toggleRow(db.ecommerces, idParam(context)),
  ),
];
