// Memory of the page store's disk index (issue 34, "RSS ≤ 600 MB with the store full"): the
// disk tier keeps every stored page's key and tags in memory. This fills a DiskTier with entries
// shaped like the 100,000-product bench catalogue's (a page carries its frame's tags, made anew
// by every render as readTags makes them: 4 brands × 10 menu products' names, the lists of the
// menus, the coarse tags; plus its own product; a JSON answer its six), tiny bodies, and prints
// the V8 heap and ArrayBuffers (an index in typed arrays) per entry after a full collection. Figures, not pass/fail.
//
//   node --expose-gc bench/pages/disk-index.ts [--pages 50000] [--module <path of a disk-tier.ts>]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { DiskTier as DiskTierClass } from '../../server/src/lib/disk-tier.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '50000' },
    module: {
      type: 'string',
      default: path.join(import.meta.dirname, '../../server/src/lib/disk-tier.ts'),
    },
  },
});
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const { DiskTier } = (await import(pathToFileURL(path.resolve(values.module)).href)) as {
  DiskTier: typeof DiskTierClass;
};

/** A page's tags as one render makes them (new strings each time, as readTags builds them). */
function pageTags(id: number): string[] {
  const menuProducts = Array.from({ length: 40 }, (_, n) => `product-name:${1000 + n * 37}`);
  return [
    'products',
    'brands',
    'categories',
    'types',
    'footer',
    'about',
    'news',
    'ecommerces',
    ...menuProducts,
    ...[1, 2, 3, 4].map((brand) => `in:brand:${brand}`),
    ...[1, 2, 3, 4, 5].map((category) => `in:category:${category}`),
    'in:all',
    `product:${id}`,
  ];
}
const jsonTags = (id: number) => [
  'products',
  'brands',
  'categories',
  'types',
  'ecommerces',
  `product:${id}`,
];

const pages = Number(values.pages);
const dir = await mkdtemp(path.join(tmpdir(), 'kp-disk-index-'));
const tier = new DiskTier(path.join(dir, '8080'), 4 * 1024 * 1024 * 1024);
await tier.open();
const body = Buffer.alloc(64, 'x');
const later = Date.now() + 3_600_000;
gc();
const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const before = used();
for (let id = 1; id <= pages; id++) {
  tier.put(`page http://127.0.0.1:8080 /detail-product/${id}`, pageTags(id), body, later);
  tier.put(`/api-web/product/${id}`, jsonTags(id), body, later);
  if (id % 5000 === 0) await new Promise((resolve) => setImmediate(resolve));
}
await new Promise((resolve) => setTimeout(resolve, 500));
gc();
const after = used();
const entries = tier.stats().entries;
const started = performance.now();
const dropped = tier.invalidate([`product:${Math.floor(pages / 2)}`]);
const invalidateMs = performance.now() - started;
console.log(
  `${entries} entries (${pages} pages, ${pages} JSON answers): heap and ArrayBuffers ${((after - before) / 1048576).toFixed(1)} MB, ${((after - before) / entries).toFixed(0)} bytes an entry; one product's invalidation ${invalidateMs.toFixed(1)} ms (${dropped} dropped)`,
);
await rm(dir, { recursive: true, force: true });
process.exit(0);
