// Which public data each cached answer is built from, and which public data each write changes.
// Both are read from the contract path, so a new operation is covered by the rule of its resource
// (and an unknown staff write changes everything until it is named here).

/** The kinds of public data a cached answer may depend on. */
export const PUBLIC_TAGS = [
  'products',
  'brands',
  'categories',
  'types',
  'ecommerces',
  'bumpers',
  'projects',
  'news',
  'new-product-banner',
  'about',
  'footer',
] as const;

export type PublicTag = (typeof PUBLIC_TAGS)[number];

// A public product shows only while its brand, category and type are active, and carries their names.
const PRODUCT_READ: readonly PublicTag[] = ['products', 'brands', 'categories', 'types'];

/**
 * Read rules, first match wins: a public API path (without /api-web or /api) and the data its
 * answer is built from. Config is not listed: it changes only with a restart.
 */
const READS: ReadonlyArray<readonly [RegExp, readonly PublicTag[]]> = [
  // The detail also names the marketplaces of its purchase links.
  [/^\/product\/\d+$/, [...PRODUCT_READ, 'ecommerces']],
  [/^\/product(\/|$)/, PRODUCT_READ],
  // Each brand carries up to 10 of its public products; each category the types of its products.
  [/^\/brand\/list\/product$/, PRODUCT_READ],
  [/^\/category\/list\/product$/, PRODUCT_READ],
  [/^\/brand(\/|$)/, ['brands']],
  [/^\/category(\/|$)/, ['categories']],
  [/^\/type(\/|$)/, ['types']],
  [/^\/bumper(\/|$)/, ['bumpers']],
  [/^\/project(\/|$)/, ['projects']],
  [/^\/news(\/|$)/, ['news']],
  [/^\/new-product(\/|$)/, ['new-product-banner']],
  [/^\/tagline\/main$/, ['about']],
  [/^\/tagline\/footer$/, ['footer']],
];

/** The public data an answer of `path` (an API path, query allowed) is built from. */
export function readTags(path: string): readonly PublicTag[] {
  const bare = path.replace(/^\/api(-web)?(?=\/)/, '').replace(/[?#].*$/, '');
  return READS.find(([pattern]) => pattern.test(bare))?.[1] ?? [];
}

/** Staff resources (the segment after /admin/) and the public data their writes change. */
const WRITES: Readonly<Record<string, readonly PublicTag[]>> = {
  product: ['products'],
  brand: ['brands'],
  category: ['categories'],
  type: ['types'],
  // A synonym group changes what a search finds.
  synonym: ['products'],
  ecommerces: ['ecommerces'],
  bumper: ['bumpers'],
  project: ['projects'],
  news: ['news'],
  'new-product': ['new-product-banner'],
  // Users, sessions and subscribers are never public.
  user: [],
  auth: [],
  subscribe: [],
  dashboard: [],
  lookup: [],
};

/**
 * The public data a successful write on the contract path `path` changes: none for anything
 * outside /admin/ (login, logout, subscribe), everything for a staff resource not named above.
 */
export function writeTags(path: string): readonly PublicTag[] {
  const match = /^\/admin\/([^/]+)(?:\/([^/]+))?/.exec(path);
  if (!match) return [];
  const [, resource = '', sub = ''] = match;
  if (resource === 'tagline')
    return sub === 'footer' ? ['footer'] : sub === 'main' ? ['about'] : PUBLIC_TAGS;
  return WRITES[resource] ?? PUBLIC_TAGS;
}
