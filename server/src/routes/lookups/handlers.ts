// Dropdown options for the product form: active records only (DECISIONS.md "API shape").
import type { HandlerMap, OperationRequest } from '../register.ts';
import { LOOKUP_LIMIT, MAX_PAGE_SIZE } from '#domain/forms/limits.ts';

function lookupArgs(
  request: OperationRequest<
    'lookupBrands' | 'lookupCategories' | 'lookupEcommerces' | 'lookupTypes'
  >,
): [number, string] {
  const q = request.query;
  return [Math.min(MAX_PAGE_SIZE, q.limit ?? LOOKUP_LIMIT), (q.search ?? '').trim()];
}

export const lookupHandlers: HandlerMap = {
  lookupBrands: async (request) => ({
    data: await request.server.repos.brands.lookup(...lookupArgs(request)),
  }),
  lookupCategories: async (request) => ({
    data: await request.server.repos.categories.lookup(...lookupArgs(request)),
  }),
  lookupEcommerces: async (request) => ({
    data: await request.server.repos.ecommerces.lookup(...lookupArgs(request)),
  }),
  lookupTypes: async (request) => ({
    data: await request.server.repos.types.lookup(...lookupArgs(request)),
  }),
};
