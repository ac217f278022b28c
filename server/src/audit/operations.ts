// Which contract operations the audit trail records, as what. One table, read by the route
// registration (register.ts wraps these handlers), so no handler records anything by hand.
import type { FastifyInstance } from 'fastify';
import type { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../src/lib/audit.ts';

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Where the record's id comes from: the path's `:id`, the created record, the caller, or none (a singleton). */
type RecordOf = 'param' | 'created' | 'self' | 'none';

export interface AuditedOperation {
  entity: AuditEntity;
  action: AuditAction;
  recordOf: RecordOf;
}

const crud = (entity: AuditEntity, name: string, updateId = `updateAdmin${name}`, toggleId = `toggleAdmin${name}`) => ({
  [`createAdmin${name}`]: { entity, action: 'create', recordOf: 'created' },
  [updateId]: { entity, action: 'update', recordOf: 'param' },
  [`deleteAdmin${name}`]: { entity, action: 'delete', recordOf: 'param' },
  [toggleId]: { entity, action: 'toggle', recordOf: 'param' },
}) satisfies Record<string, AuditedOperation>;

export const AUDITED_OPERATIONS: Readonly<Record<string, AuditedOperation>> = {
  ...crud('product', 'Product'),
  ...crud('type', 'Type'),
  ...crud('category', 'Category'),
  ...crud('brand', 'Brand'),
  ...crud('ecommerce', 'Ecommerce'),
  ...crud('bumper', 'Bumper'),
  ...crud('project', 'Project'),
  ...crud('news', 'News'),
  ...crud('synonym', 'Synonym'),
  ...crud('user', 'User'),
  updateAdminFooter: { entity: 'footer', action: 'update', recordOf: 'none' },
  updateAdminAbout: { entity: 'about', action: 'update', recordOf: 'none' },
  updateAdminNewProductBanner: { entity: 'new-product', action: 'update', recordOf: 'none' },
  updatePassword: { entity: 'user', action: 'password', recordOf: 'self' },
  resetAdminUserPassword: { entity: 'user', action: 'password', recordOf: 'param' },
};

const BULK = 'records each id it changed itself (routes/bulk: auditedChange), as the single delete or toggle';

/**
 * Writes the audit trail does not record, each with the reason; a test fails when a write
 * operation is in neither list, so a new write can not be forgotten.
 */
export const UNAUDITED_WRITES: Readonly<Record<string, string>> = {
  login: 'recorded by the login handler: only it knows who signed in',
  logout: 'ends a session; changes no record',
  createSubscriber: 'a visitor, not staff',
  previewProductImport: 'checks a sheet; writes nothing',
  startProductImport: 'the import job records each product it wrote, in its own transaction',
  bulkAdminTypes: BULK,
  bulkAdminCategories: BULK,
  bulkAdminBrands: BULK,
  bulkAdminEcommerces: BULK,
  bulkAdminBumpers: BULK,
  bulkAdminProjects: BULK,
  bulkAdminNews: BULK,
  bulkAdminSynonyms: BULK,
  bulkAdminProducts: BULK,
  bulkAdminUsers: BULK,
};

type Snapshot = (app: FastifyInstance, id: number | null) => Promise<unknown>;

const byId = (read: (app: FastifyInstance, id: number) => Promise<unknown>): Snapshot => (app, id) => (id === null ? Promise.resolve(null) : read(app, id));

/** How to read a record as staff see it, before and after a change. */
export const SNAPSHOTS: Readonly<Record<AuditEntity, Snapshot>> = {
  product: byId((app, id) => app.repos.products.detail(id, false)),
  type: byId((app, id) => app.repos.types.get(id)),
  category: byId((app, id) => app.repos.categories.get(id)),
  brand: byId((app, id) => app.repos.brands.get(id)),
  ecommerce: byId((app, id) => app.repos.ecommerces.get(id)),
  bumper: byId((app, id) => app.repos.bumpers.get(id)),
  project: byId((app, id) => app.repos.projects.get(id)),
  news: byId((app, id) => app.repos.news.get(id)),
  synonym: byId((app, id) => app.repos.synonyms.get(id)),
  user: byId((app, id) => app.repos.users.get(id)),
  footer: (app) => app.repos.site.footer(),
  about: (app) => app.repos.site.about(),
  'new-product': (app) => app.repos.site.newProductBanner(),
};
