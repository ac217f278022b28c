// Spec filter CPU (issue 24, item 6): the JavaScript a JSON type list with two spec filters and
// facets costs, and the same lists without spec filters, measured in process (no HTTP, no load),
// with the very URLs bench/traffic's `specs` and `typed` classes ask, each parsed as the route
// parses it. 'index' is the index's own work (filters, facets, the page), 'engine' adds the
// summaries the route answers. Every request is distinct; the pages of one list share their
// facets (kept per list until the next change), as over HTTP; 'cold' drops the kept facets before
// every request, so each computes its own. Opens the bulk catalogue
// (DATA_DIR for PGlite, e.g. data/bench-traffic/pglite-100000, or DATABASE_URL).
//   node bench/search/specs-cpu.ts [--requests 3000] [--profile file.cpuprofile (the timed part only)]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/src/db/client.ts';
import { publicPage } from '../../server/src/lib/list-query.ts';
import { IndexSearch } from '../../server/src/search/in-process/index-search.ts';
import type { ListRequest } from '../../server/src/search/product-search.ts';
import { Stems } from '../../server/src/search/stems.ts';
import { readSpecQuery } from '../../src/lib/spec/specQuery.ts';
import { startProfile, timeEach, timingRow } from '../lib/in-process.ts';
import { specCatalogue, specUrls } from '../traffic/specs.ts';

const { values: args } = parseArgs({
  options: { requests: { type: 'string', default: '3000' }, profile: { type: 'string' } },
});

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  pgliteDir: path.join(
    path.resolve(process.env.DATA_DIR ?? './data/bench-traffic/pglite-100000'),
    'pglite',
  ),
});
const engine = new IndexSearch(database.db, new Stems(database.db));
const started = performance.now();
const built = await engine.ready(600_000);
if (!built) throw new Error('the search index did not build');
const index = built;
const buildMs = performance.now() - started;

const lists = specUrls(await specCatalogue(database.db));

/** A URL as the route reads it (server/src/routes/products/handlers.ts publicQuery). */
function requestOf(url: string): ListRequest {
  const query = Object.fromEntries(new URL(url, 'http://bench').searchParams);
  const { filters } = readSpecQuery(query);
  const number = (key: string) => (query[key] ? Number(query[key]) : undefined);
  const { offset, size } = publicPage(query);
  return {
    offset,
    size,
    type: number('type'),
    brand: number('brand'),
    category: number('category'),
    spec: filters,
  };
}

/** A deterministic shuffle (pages of one list apart, as in bench/traffic). */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const count = Number(args.requests);
const filtered = shuffled(lists.filtered, 6).slice(0, count).map(requestOf);
const plain = shuffled(lists.plain, 7).slice(0, count).map(requestOf);

async function time(
  label: string,
  requests: ListRequest[],
  run: (r: ListRequest) => unknown,
  cold = false,
) {
  // Each run starts with no kept facets, as a change to the catalogue leaves them; a cold run drops
  // them before every request (facets computed every time).
  index.setAttribute(-1, null);
  const dropFacets = cold ? () => index.setAttribute(-1, null) : undefined;
  console.log(timingRow(label, await timeEach(requests, run, dropFacets), 21, 3));
}

console.log(
  `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${process.version}: ${index.size} products, index build ${(buildMs / 1000).toFixed(1)} s; ${lists.filtered.length} filtered and ${lists.plain.length} plain list URLs`,
);
// Warm-up (JIT, kept bit sets and orders) on requests the timed runs do not ask.
for (const request of shuffled(lists.filtered, 99).slice(0, 300).map(requestOf))
  index.list(request);
for (const request of shuffled(lists.plain, 99).slice(0, 300).map(requestOf)) index.list(request);
const stopProfile = await startProfile(args.profile);
console.log(
  'call                   count  mean ms  p50 ms  p95 ms  p99 ms  cpu ms/call  calls/s   (distinct lists, one at a time, in process)',
);
await time('index specs', filtered, (request) => index.list(request));
await time('index typed', plain, (request) => index.list(request));
await time('index specs cold', filtered, (request) => index.list(request), true);
await time('index typed cold', plain, (request) => index.list(request), true);
await time('engine specs', filtered, (request) => engine.list(request));
await time('engine typed', plain, (request) => engine.list(request));
await stopProfile();
await database.close();
