// Product types: the public read by id, admin table, detail, create and update (JSON), delete, toggle.
import type { RequestHandler } from 'msw';
import { sharedCategory } from '../../src/lib/catalogue/breadcrumbs.ts';
import { bulkRoute } from '../bulk.ts';
import { deleteRow, toggleRow } from '../crud.ts';
import { db, nextId } from '../db.ts';
import { msg } from '../messages.ts';
import { adminList } from '../query.ts';
import type { ListSpec } from '../query.ts';
import { findOr404, idParam, list, notFound, readJson, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import { field } from '../validate.ts';
import { isPubliclyVisible } from '../views.ts';

const listSpec: ListSpec<Schemas['Type']> = {
  columns: { id: (row) => row.id, name: (row) => row.name, is_active: (row) => row.isActive },
  searchIn: (row) => [row.name],
};

/** The trimmed name of a checked body (respond.ts checked it against the contract). */
function typeName(body: Record<string, unknown>): string {
  return field(body, 'name').trim();
}

/** The single delete: refused while a product uses the type. */
const removeType = (id: number) => deleteRow(db.types, id, (product) => product.typeId === id);

/** Handlers of `type/{id}` and `admin/type*`. */
export const typeHandlers: RequestHandler[] = [
  // An active type, products or not (its list page names it); inactive or unknown: 404. With the
  // category all its visible products share, whatever a list of them shows (its breadcrumb).
  ...route('get', '/type/:id', (context) => {
    const row = findOr404(db.types, idParam(context));
    if (!row.isActive) throw notFound();
    const category = sharedCategory(
      db.products
        .filter((product) => product.typeId === row.id && isPubliclyVisible(product))
        .map((product) => ({ category: db.categories.find((c) => c.id === product.categoryId) })),
    );
    return single({
      id: row.id,
      name: row.name,
      category: category ? { id: category.id, name: category.name } : null,
    });
  }),
  ...bulkRoute('/admin/type', { rows: () => db.types, remove: removeType }),
  ...route('get', '/admin/type', ({ url }) => {
    const { rows, total } = adminList(url, db.types, listSpec);
    return list(rows, total);
  }),
  ...route('get', '/admin/type/:id', (context) => single(findOr404(db.types, idParam(context)))),
  ...route('post', '/admin/type', async ({ request }) => {
    const row = { id: nextId(db.types), name: typeName(await readJson(request)), isActive: true };
    db.types.push(row);
    return single(row, msg.saved);
  }),
  ...route('put', '/admin/type/:id', async (context) => {
    const row = findOr404(db.types, idParam(context));
    row.name = typeName(await readJson(context.request));
    return single(row, msg.updated);
  }),
  ...route('delete', '/admin/type/:id', (context) => removeType(idParam(context))),
  ...route('put', '/admin/type/is-active/:id', (context) => toggleRow(db.types, idParam(context))),
];
