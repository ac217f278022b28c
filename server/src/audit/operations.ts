// The server's side of the audit trail's operation table (src/lib/audit/audit.ts AUDITED_OPERATIONS):
// the writes it leaves out, and how it reads a record as staff see it.
import type { FastifyInstance } from 'fastify';
import type { AuditActionName, AuditEntityName } from '#domain/audit/audit.ts';

export type AuditEntity = AuditEntityName;
export type AuditAction = AuditActionName;

const BULK =
  'records each id it changed itself (routes/bulk: auditedChange), as the single delete or toggle';

/**
 * Writes the audit trail does not record, each with the reason; a test fails when a write
 * operation is in neither list, so a new write can not be forgotten.
 */
export const UNAUDITED_WRITES: Readonly<Record<string, string>> = {
  login: 'recorded by the login handler: only it knows who signed in',
  logout: 'ends a session; changes no record',
  endSession: 'ends a session; changes no record (a security log line says who)',
  endOtherSessions: 'ends sessions; changes no record (a security log line says who)',
  verifyMfa: 'the code step of a sign-in: recorded as the sign-in, by its handler',
  reauthenticate:
    "proves the user's own factor again for a step-up; changes no record (a wrong answer counts as a failed sign-in)",
  setupMfa: 'a key not yet in force; the security log says who',
  enableMfa: "the user's own second factor; the security log says who (never the key or codes)",
  disableMfa: "the user's own second factor; the security log says who",
  createSubscriber: 'a visitor, not staff',
  createQuote: 'a visitor, not staff',
  acceptQuote:
    "the buyer, not staff: recorded by the repository (repositories/quotes/letters.ts) under 'Pembeli'",
  reviseQuote:
    "the buyer, not staff: recorded by the repository (repositories/quotes/letters.ts) under 'Pembeli'",
  recordEvent: 'a visitor event, counted per product or query per day; no person, no staff change',
  eraseAdminQuote:
    "records itself after it erased the buyer's data from the request and its earlier entries, so the entry never holds that data",
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
  bulkAdminSpecAttributes: BULK,
  bulkAdminProducts: BULK,
  bulkAdminUsers: BULK,
};

type Snapshot = (app: FastifyInstance, id: number | null) => Promise<unknown>;

const byId =
  (read: (app: FastifyInstance, id: number) => Promise<unknown>): Snapshot =>
  (app, id) =>
    id === null ? Promise.resolve(null) : read(app, id);

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
  'spec-attribute': byId((app, id) => app.repos.specAttributes.get(id)),
  user: byId((app, id) => app.repos.users.get(id)),
  footer: (app) => app.repos.site.footer(),
  about: (app) => app.repos.site.about(),
  'new-product': (app) => app.repos.site.newProductBanner(),
  quote: byId((app, id) => app.repos.quotes.get(id)),
};
