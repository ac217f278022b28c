// Specification attributes (Master Spesifikasi, issue 24): admin table, detail, create and update
// (JSON), delete, toggle, bulk, and the product form's lookup. The rules are src/lib/spec/specValues.ts,
// as the server's; a change removes the product values that no longer fit, as the server does.
import type { RequestHandler } from 'msw';
import { bulkRoute } from '../bulk.ts';
import { toggleRow } from '../crud.ts';
import { db, nextId } from '../db.ts';
import { msg } from '../messages.ts';
import { adminList } from '../query.ts';
import type { ListSpec } from '../query.ts';
import {
  findOr404,
  idParam,
  invalid,
  list,
  readJson,
  route,
  single,
  statusChange,
} from '../respond.ts';
import type { SpecAttributeRow } from '../rows.ts';
import { activeAttributesOf, specAttributeView } from '../views.ts';
import {
  SPEC_MESSAGES,
  specAttributeDraft,
  specValueFits,
  type SpecAttributeDraft,
} from '../../src/lib/spec/specValues.ts';

const listSpec: ListSpec<SpecAttributeRow> = {
  columns: {
    id: (row) => row.id,
    name: (row) => row.name,
    kind: (row) => row.kind,
    urutan: (row) => row.urutan,
    is_active: (row) => row.isActive,
  },
  searchIn: (row) => [row.name, row.unit],
};

/** The body's draft with the server's checks: the kind's rules, a free name, existing types. */
function draftOf(body: Record<string, unknown>, id?: number): SpecAttributeDraft {
  const { draft, errors } = specAttributeDraft(body);
  if (Object.keys(errors).length === 0) {
    if (
      db.specAttributes.some(
        (row) => row.id !== id && row.name.toLowerCase() === draft.name.toLowerCase(),
      )
    )
      errors.name = SPEC_MESSAGES.nameTaken;
    if (draft.typeIds.some((typeId) => !db.types.some((type) => type.id === typeId)))
      errors.typeIds = SPEC_MESSAGES.typeNotFound;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return draft;
}

/** Removes the values of `row` that no longer fit it or whose product's type it no longer uses. */
function pruneValues(row: SpecAttributeRow): void {
  for (const product of db.products) {
    product.specValues = product.specValues.filter(
      (entry) =>
        entry.id !== row.id ||
        (row.typeIds.includes(product.typeId) && specValueFits(row, entry.value)),
    );
  }
}

/** The single delete: the attribute and every product value of it. */
function removeAttribute(id: number): Response {
  findOr404(db.specAttributes, id);
  db.specAttributes = db.specAttributes.filter((row) => row.id !== id);
  for (const product of db.products)
    product.specValues = product.specValues.filter((entry) => entry.id !== id);
  return statusChange(id, msg.deleted);
}

/** Handlers of `admin/spec-attribute*` and `admin/lookup/spec-attribute`. */
export const specAttributeHandlers: RequestHandler[] = [
  ...bulkRoute('/admin/spec-attribute', {
    rows: () => db.specAttributes,
    remove: removeAttribute,
  }),
  ...route('get', '/admin/spec-attribute', ({ url }) => {
    const type = url.searchParams.get('type');
    const rows = type
      ? db.specAttributes.filter((row) => row.typeIds.includes(Number(type)))
      : db.specAttributes;
    const found = adminList(url, rows, listSpec);
    return list(found.rows.map(specAttributeView), found.total);
  }),
  ...route('get', '/admin/spec-attribute/:id', (context) =>
    single(specAttributeView(findOr404(db.specAttributes, idParam(context)))),
  ),
  ...route('post', '/admin/spec-attribute', async ({ request }) => {
    const row: SpecAttributeRow = {
      id: nextId(db.specAttributes),
      ...draftOf(await readJson(request)),
      isActive: true,
    };
    db.specAttributes.push(row);
    return single(specAttributeView(row), msg.saved);
  }),
  ...route('put', '/admin/spec-attribute/:id', async (context) => {
    const row = findOr404(db.specAttributes, idParam(context));
    Object.assign(row, draftOf(await readJson(context.request), row.id));
    pruneValues(row);
    return single(specAttributeView(row), msg.updated);
  }),
  ...route('delete', '/admin/spec-attribute/:id', (context) => removeAttribute(idParam(context))),
  ...route('put', '/admin/spec-attribute/is-active/:id', (context) =>
    toggleRow(db.specAttributes, idParam(context)),
  ),
  ...route('get', '/admin/lookup/spec-attribute', ({ url }) =>
    Response.json({
      data: activeAttributesOf(Number(url.searchParams.get('type'))).map(specAttributeView),
    }),
  ),
];
