// The trail of a brand, category or type list (issue 32): Home › the record, and for a type the
// category its products belong to in between (GET type/{id}'s `category`). One function for the
// visible trail of the screen and the BreadcrumbList of its JSON-LD (app/seo/pageHead.ts), so the
// two never disagree.
import { pathTo } from '../routes/routes.ts';

/** The first crumb: the home page, named as the top bar names it (SPEC 2.1). */
export const HOME_CRUMB = 'Home';

/** One step of a trail: its text and the site path it links to. */
export interface Crumb {
  name: string;
  path: string;
}

/** The lists that have a record of their own. */
export type RecordListKind = 'category' | 'brand' | 'type';

interface Named {
  id: number;
  name: string;
}

const LIST_ROUTE = { category: 'l-kategori-produk', brand: 'l-brand', type: 'l-tipe' } as const;

/**
 * The category of a type's list: the one every public product of the type shares, or null (no
 * product yet, or products of several categories, where no one step is right). GET type/{id}
 * answers it (the server from its counts of public products, the mocks with this), so that the
 * trail does not follow the filters or the page a list shows.
 */
export function sharedCategory(
  products: readonly { category?: Named | null }[] | undefined,
): Named | null {
  const first = products?.[0]?.category;
  if (!first) return null;
  return products.every((product) => product.category?.id === first.id) ? first : null;
}

/** Home › (the type's category ›) the record, each with the path of its page. */
export function listCrumbs(kind: RecordListKind, record: Named, category: Named | null): Crumb[] {
  const between =
    kind === 'type' && category
      ? [{ name: category.name, path: pathTo(LIST_ROUTE.category, {}, { id: category.id }) }]
      : [];
  return [
    { name: HOME_CRUMB, path: pathTo('l-home') },
    ...between,
    { name: record.name, path: pathTo(LIST_ROUTE[kind], {}, { id: record.id }) },
  ];
}
