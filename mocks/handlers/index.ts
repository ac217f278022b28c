// Every handler of the mock API, grouped by resource so that a story overrides one group:
// `parameters.msw.handlers = { products: [...] }` (STYLE.md "Storybook with MSW").
import type { RequestHandler } from 'msw';
import { readAuditRecordsThrough } from '../audit.ts';
import { auditHandlers } from './audit.ts';
import { authHandlers } from './auth.ts';
import { brandHandlers } from './brands.ts';
import { bumperHandlers } from './bumpers.ts';
import { categoryHandlers } from './categories.ts';
import { configHandlers } from './config.ts';
import { dashboardHandlers } from './dashboard.ts';
import { ecommerceHandlers } from './ecommerces.ts';
import { exportHandlers } from './exports.ts';
import { landingHandlers } from './landing.ts';
import { lookupHandlers } from './lookups.ts';
import { mfaHandlers } from './mfa.ts';
import { newsHandlers } from './news.ts';
import { productImportHandlers } from './product-import.ts';
import { productHandlers } from './products.ts';
import { projectHandlers } from './projects.ts';
import { quoteHandlers } from './quotes.ts';
import { sessionHandlers } from './sessions.ts';
import { subscriberHandlers } from './subscribers.ts';
import { synonymHandlers } from './synonyms.ts';
import { typeHandlers } from './types.ts';
import { userHandlers } from './users.ts';

/** Handlers keyed by resource, so a story can override one group (STYLE.md). */
export const defaultHandlers: Record<string, RequestHandler[]> = {
  // Before products: '/admin/product/export' must not be read as '/admin/product/:id'.
  exports: exportHandlers,
  auth: authHandlers,
  sessions: sessionHandlers,
  mfa: mfaHandlers,
  config: configHandlers,
  dashboard: dashboardHandlers,
  types: typeHandlers,
  synonyms: synonymHandlers,
  categories: categoryHandlers,
  brands: brandHandlers,
  ecommerces: ecommerceHandlers,
  lookups: lookupHandlers,
  products: productHandlers,
  productImport: productImportHandlers,
  bumpers: bumperHandlers,
  projects: projectHandlers,
  landing: landingHandlers,
  news: newsHandlers,
  subscribers: subscriberHandlers,
  quotes: quoteHandlers,
  users: userHandlers,
  audit: auditHandlers,
};

/** Every handler in one flat list, for `setupServer(...allHandlers)` in tests. */
export const allHandlers: RequestHandler[] = Object.values(defaultHandlers).flat();
readAuditRecordsThrough(allHandlers);
