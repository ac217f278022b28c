import { brands, categories, products } from '../../db/schema/index.ts';
import { countRows } from '../../db/queries.ts';
import { ok } from '../../lib/respond.ts';
import { followUp } from '../../repositories/quotes/followUp.ts';
import type { HandlerMap } from '../register.ts';

export const dashboardHandlers: HandlerMap = {
  async getDashboardCount(request) {
    const db = request.server.db;
    const [product, brand, category, quoteNew] = await Promise.all([
      countRows(db, products),
      countRows(db, brands),
      countRows(db, categories),
      request.server.repos.quotes.countNew(),
    ]);
    return ok({ product, brand, category, quoteNew });
  },
  /** Issue 35: 'Perlu Tindak Lanjut'. */
  async getDashboardFollowUp(request) {
    return followUp(request.server.db, request.server.now());
  },
};
