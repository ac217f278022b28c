// Every resource's handlers, keyed by the operationId of openapi.yaml.
import { auditHandlers } from './audit/handlers.ts';
import { authHandlers } from './auth/handlers.ts';
import { brandHandlers } from './brands/handlers.ts';
import { bulkHandlers } from './bulk/handlers.ts';
import { bumperHandlers } from './bumpers/handlers.ts';
import { categoryHandlers } from './categories/handlers.ts';
import { configHandlers } from './config/handlers.ts';
import { dashboardHandlers } from './dashboard/handlers.ts';
import { ecommerceHandlers } from './ecommerces/handlers.ts';
import { landingHandlers } from './landing/handlers.ts';
import { lookupHandlers } from './lookups/handlers.ts';
import { newsHandlers } from './news/handlers.ts';
import { productHandlers } from './products/handlers.ts';
import { productImportHandlers } from './products/import/handlers.ts';
import { projectHandlers } from './projects/handlers.ts';
import type { HandlerMap } from './register.ts';
import { subscriberHandlers } from './subscribers/handlers.ts';
import { specAttributeHandlers } from './spec-attributes/handlers.ts';
import { synonymHandlers } from './synonyms/handlers.ts';
import { typeHandlers } from './types/handlers.ts';
import { userHandlers } from './users/handlers.ts';

export const allHandlers: HandlerMap = {
  ...authHandlers,
  ...configHandlers,
  ...typeHandlers,
  ...synonymHandlers,
  ...specAttributeHandlers,
  ...categoryHandlers,
  ...brandHandlers,
  ...ecommerceHandlers,
  ...bumperHandlers,
  ...projectHandlers,
  ...landingHandlers,
  ...productHandlers,
  ...productImportHandlers,
  ...newsHandlers,
  ...subscriberHandlers,
  ...dashboardHandlers,
  ...lookupHandlers,
  ...userHandlers,
  ...auditHandlers,
  ...bulkHandlers,
};
