// Public calls show a product only when it and its brand, category and type are all active:
// products.is_public, kept by database triggers (server/drizzle/0003) in the writing transaction.
import { eq, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';

export const visibleProduct = (): SQL => eq(products.isPublic, true);
