// Traffic benchmark (DESIGN.md "Budgets", issue 10): what every visitor gets, not what a repeated
// URL gets. Every request of a class asks a URL no earlier request of the run asked (the public
// cache cannot answer it), except the home page of the visitor mix, which is one URL.
//
// Per catalogue size it seeds once (kept under data/bench-traffic/ or in a PostgreSQL database
// `<db-prefix>_<size>` when DATABASE_URL is set), starts the real server (`scripts/start.ts`,
// built app, loopback) in its own process and a bare Fastify route in another, then runs with
// autocannon: product pages, list pages (category, brand, type, new products; deep pages
// included), search pages, JSON product detail, JSON lists of a type with facets and the same
// with two spec filters (issue 24: `typed`, `specs`; as HTML type list pages: `typed-pages`,
// `specs-pages`), the visitor mix (55 % product pages, 20 % search,
// 15 % lists, 10 % home), the mix again with a staff member saving a product every 2 s, visitor
// events (`POST event`, issue 26: views, clicks, searches, each for a product or query not sent
// before) as fast as they are accepted, the mix again with events sent beside it whatever their
// answers (open loop), `--event-rate` per page the mix answered (`2/page`) or a second (`500`), and an overload burst (how long a plain read waits during and after it). It prints req/s,
// p50/p95/p99, failures, the 1-minute load average when each class started (the machine is
// shared), the server's RSS (idle, peak per class, after the load, high-water mark; by part at
// each peak: malloc's heap and arenas, V8's heaps, WebAssembly, code, files) and the
// server's CPU time per answered request (all threads, and the HTTP thread alone; from /proc,
// counted until the server has finished what the class sent; on a PostgreSQL of this machine the
// CPU of its database's backends too: bench/lib/process-cpu.ts), and where the machine's cores went
// (busy in all, the bench's own client a request, others' work beside it). `--rounds N` measures the
// bare route and the classes of one URL kind N times in turn on one server (each class's share is
// of its own round's bare route); each is warmed up for
// 2 s first on URLs it never asks again. CPU per request depends less on
// what else the machine runs than req/s and latencies do, but not little: the visitor mix of one
// commit measured 8.7-12.4 ms across 18 runs on a shared 2-core machine (it rises as the machine
// gets busier). Compare two commits or two settings only by runs made back to back, alternating
// (A B A B), never by runs taken at different times. Figures, not pass/fail.
//
//   npm run bench:traffic [-- --products 5000,100000 --duration 10 --connections 50
//     --classes product,list,search,search-json,json,typed,specs,typed-pages,specs-pages,mix,writes,events,mix-events,overload,stored,mix-stored,refill
//     --port 0 --build --event-rate 2/page|500 --stored 0 --store-wait 15 --settle 4 --full-wait 0 --lock FILE
//     --refill-rounds 2 --rounds 1]
//   DATABASE_URL=postgres://… npm run bench:traffic   (the same on PostgreSQL)
//   DATABASE_URL=postgres://… npm run bench:traffic -- --keep-store [--server-root ../other-tree]
//     (PostgreSQL: the page store filled by the last run measured again, by this tree's server or
//     another tree's with the same dist/: before/after pairs without a fill each)
//   npm run bench:traffic -- --products demo --classes none   (idle memory, demo catalogue only)
//   npm run bench:traffic -- --products demo --classes crawl  (memory after one crawl of the site)
//   --node-flags="…" starts the server with other Node flags than scripts/server-flags.ts (its
//   malloc settings are overridden from the environment: MALLOC_ARENA_MAX=8 npm run …);
//   PGLITE_THREAD=0 keeps PGlite on the HTTP thread (comparisons).
//   After each size it prints the page store's pages and its size at rest (DATA_DIR/page-store on
//   PGlite, the page_store.pages table on PostgreSQL, emptied before each start), and the RSS.
//   The page store (issue 34): figures start once the background renderer has stored every page,
//   or `--stored N` pages, or after `--store-wait` minutes (15), then (the store full) up to
//   `--settle` minutes (4) for the server's RSS to stop falling; `--full-wait M` waits up to M
//   minutes more after the classes before the memory and disk figures; `--lock FILE` takes the
//   machine's bench lock only once the store is as full as asked (under `nice`, the fill then
//   yields to the benches of others; the classes run at priority 0). Its classes:
//   `stored` asks product pages and list pages 1-3 each in the store (read from the shared table
//   on PostgreSQL; on PGlite the renderer's first pages, as it walks them in order: storedPages),
//   each once; `mix-stored` is the visitor mix with the store full (product and list pages from
//   the store, search pages on demand); `refill` measures the visitor mix right after a start on
//   the server without the store (PAGE_STORE_HOURS=0 PRERENDER=0) and on the real server while
//   its store refills, in `--refill-rounds` rounds (2) of one phase each, a server started for
//   each phase, in the order U R R U (U R R U U R … for more), a round's two phases asking the same
//   URLs: each round's p95 ratio, and every round's requests pooled (one 10 s pair moved 0.80-1.27
//   from run to run at load 3-5). Every class prints its share of the bare route's req/s.
//   PUBLIC_CACHE_SECONDS=0 npm run bench:traffic -- --classes typed-pages,specs-pages   (the
//   server's public cache off: type list pages 1-3 with and without two spec filters, the same
//   work but for the filters; with the cache on, typed-pages walks every page, see specs.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, getPriority, loadavg, setPriority } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-flags.ts';
import { NOUNS, TRAITS } from '../../server/src/seed/bulk-products.ts';
import { BENCH_ADMIN_PASSWORD } from '../web/server.ts';
import type { Catalogue } from './prepare.ts';
import { waitForLine } from '../lib/child.ts';
import { describeParts, readMemoryParts, type MemoryParts } from '../lib/memory-parts.ts';
import { percentile } from '../lib/percentile.ts';
import { ProcessGroupCpu, statFields, TICK_MS } from '../lib/process-cpu.ts';
import { specPageUrls, specUrls } from './specs.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ALL_CLASSES = [
  'product',
  'list',
  'search',
  'search-json',
  'json',
  'typed',
  'specs',
  'typed-pages',
  'specs-pages',
  'mix',
  'writes',
  'events',
  'mix-events',
  'overload',
  'stored',
  'mix-stored',
  'refill',
];
// Not in the default run: `crawl` asks every public page once (home, products, each list's first
// page), like a search engine's crawler, for the memory figures after a crawl.
const OPTIONAL_CLASSES = ['crawl'];

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '5000,100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    classes: { type: 'string', default: ALL_CLASSES.join(',') },
    port: { type: 'string', default: '0' },
    'burst-connections': { type: 'string', default: '300' },
    'burst-duration': { type: 'string', default: '10' },
    'data-dir': { type: 'string', default: 'data/bench-traffic' },
    'db-prefix': { type: 'string', default: 'traffic_bench' },
    build: { type: 'boolean', default: false },
    // Events sent beside the visitor mix in `mix-events`: per page answered (`2/page`: a view or a
    // search, and a click, as real pages send them) or a second (`500`).
    'event-rate': { type: 'string', default: '2/page' },
    // Node/V8 flags for the server process instead of the ones it runs with (for comparisons).
    'node-flags': { type: 'string' },
    // The page store: figures start once the background renderer has stored every page, or
    // `--stored` pages (enough for the classes that ask stored pages only), or after
    // `--store-wait` minutes.
    stored: { type: 'string', default: '0' },
    'store-wait': { type: 'string', default: '15' },
    // After a fill, before the lock and the classes: wait up to this many minutes for the server's
    // RSS to stop falling (untilSettled).
    settle: { type: 'string', default: '4' },
    // After the classes: wait up to this many minutes more for the store to be full before the
    // memory and disk figures (0: print them as they are).
    'full-wait': { type: 'string', default: '0' },
    // A lock file (flock) taken once the store is as full as asked and held to the end: a store
    // filled at 100,000 products takes half an hour of background rendering, which need not hold
    // the machine's bench lock; the classes and the figures after them do. Started under `nice`,
    // the bench, the server and the bare route are set back to priority 0 once it is held (the
    // threads at the bench's nice value: the render worker keeps its own, the lowest).
    lock: { type: 'string' },
    // On PostgreSQL: keep the shared table of the page store (page_store.pages) from the last run
    // instead of dropping it before the start, so a store filled once (most of an hour at
    // 100,000 products) is measured again after a restart, by this tree's server or another's.
    'keep-store': { type: 'boolean', default: false },
    // The tree whose server (scripts/start.ts and its dist/) the run starts: a before/after pair
    // on one filled database (`--keep-store`). Rows are shared only by servers with the same web
    // build and public configuration (the store's fingerprint), so both trees need the same dist/.
    'server-root': { type: 'string' },
    // `refill`: rounds of a server without the store and a server refilling its store, each
    // started for its phase, in the order uncached, refilling, then refilling, uncached (ABBA),
    // so that a machine getting busier or quieter through the run weighs on both alike.
    'refill-rounds': { type: 'string', default: '2' },
    // The bare route and the classes of one URL kind (product … specs-pages) measured again, in
    // turn, this many times on the same server: a class's spread within one run and one store.
    rounds: { type: 'string', default: '1' },
  },
});
// autocannon's request timer (retimer) sets itself again for what is left of its time, which is
// negative when the event loop ran late (a busy machine): Node then warns and waits 1 ms, which
// is what was meant. Other warnings are printed as Node prints them.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'TimeoutNegativeWarning')
    console.error(`(node:${process.pid}) ${warning.name}: ${warning.message}`);
});

const DURATION = Number(args.duration);
const ROUNDS = Number(args.rounds);
const serverRoot = path.resolve(args['server-root'] ?? root);
const CONNECTIONS = Number(args.connections);
const classes = new Set(args.classes === 'none' ? [] : (args.classes ?? '').split(','));
for (const name of classes)
  if (![...ALL_CLASSES, ...OPTIONAL_CLASSES].includes(name))
    throw new Error(`unknown class ${name}`);
const databaseUrl = process.env.DATABASE_URL ?? '';
const databaseLabel = databaseUrl ? 'PostgreSQL' : 'PGlite';

// ---------------------------------------------------------------------------------------------
// Distinct URLs

/** A deterministic shuffle, so two runs ask the same URLs in the same order. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Hands out URLs in order; counts how often it had to start again (then URLs repeat). */
class UrlStream {
  private index = 0;
  wraps = 0;
  readonly urls: string[];
  constructor(urls: string[]) {
    this.urls = urls;
  }
  /** URLs not handed out yet in this round. */
  get left(): number {
    return this.urls.length - this.index;
  }
  next(): string {
    if (this.index >= this.urls.length) {
      this.index = 0;
      this.wraps++;
    }
    return this.urls[this.index++] as string;
  }
}

/**
 * Hands out a few URLs over and over, each round with a visitor's tag the server ignores but the
 * public cache keys on (an ad click's `utm_content`), so every request is still distinct: the
 * unfiltered type lists (`typed`) are too few to fill a run otherwise.
 */
class TaggedStream extends UrlStream {
  private round = 0;
  private at = 0;
  override next(): string {
    if (this.at >= this.urls.length) {
      this.at = 0;
      this.round++;
    }
    const url = this.urls[this.at++] as string;
    return this.round ? `${url}&utm_content=v${this.round}` : url;
  }
}

const PAGE_SIZE = 12;
/** PUBLIC_CACHE_SECONDS=0 in this command's environment turns the server's public cache off. */
const PUBLIC_CACHE_ON = process.env.PUBLIC_CACHE_SECONDS !== '0';
const LIST_PATH = {
  category: '/kategori-produk',
  brand: '/brand-produk',
  type: '/tipe-produk',
} as const;

function urlStreams(catalogue: Catalogue) {
  const ids = catalogue.productIds;
  const withPage = (base: string, page: number) =>
    page > 1 ? `${base}${base.includes('?') ? '&' : '?'}page=${page}` : base;
  const lists: string[] = [];
  for (const list of catalogue.lists) {
    const pages = Math.ceil(list.total / PAGE_SIZE);
    for (let page = 1; page <= pages; page++)
      lists.push(withPage(`${LIST_PATH[list.kind]}?id=${list.id}`, page));
  }
  for (let page = 1; page <= Math.ceil(ids.length / PAGE_SIZE); page++)
    lists.push(withPage('/new-product', page));

  const words = (list: string[]) => list.map((w) => w.toLowerCase());
  const nouns = words(NOUNS);
  const traits = words(TRAITS);
  const brands = words(catalogue.brandNames);
  const typo = (word: string, at: number) => word.slice(0, at) + word.slice(at + 1);
  const phrases = new Set<string>();
  for (const noun of nouns) {
    phrases.add(noun);
    for (const trait of traits) phrases.add(`${noun} ${trait}`);
    for (const brand of brands) phrases.add(`${noun} ${brand}`);
    for (let at = 1; at < noun.length - 1; at++) phrases.add(typo(noun, at));
  }
  for (const brand of brands) for (const trait of traits) phrases.add(`${brand} ${trait}`);
  const searches: string[] = [];
  for (const phrase of phrases)
    for (const page of [1, 2, 3])
      searches.push(withPage(`/search?search=${encodeURIComponent(phrase)}`, page));
  // Part numbers, as a visitor who knows what they want types them: "silinder 4711".
  for (let i = 0; i < 20_000; i++)
    searches.push(
      `/search?search=${encodeURIComponent(`${nouns[i % nouns.length]} ${1000 + ((i * 7919) % ids.length)}`)}`,
    );

  const crawl = [
    '/',
    '/new-product',
    ...catalogue.lists.map((list) => `${LIST_PATH[list.kind]}?id=${list.id}`),
    ...ids.map((id) => `/detail-product/${id}`),
  ];
  const specLists = specUrls(catalogue.specs);
  const specPages = specPageUrls(catalogue.specs, PAGE_SIZE, PUBLIC_CACHE_ON);
  return {
    // JSON lists of a type with two spec filters and facets (issue 24), and the same lists without
    // (tagged per round: distinct however long the run).
    specs: new UrlStream(shuffled(specLists.filtered, 6)),
    typed: new TaggedStream(shuffled(specLists.plain, 7)),
    // The same as server-rendered type list pages (unfiltered: every page with the cache on, pages
    // 1-3 with it off; see specs.ts).
    'specs-pages': new UrlStream(shuffled(specPages.filtered, 8)),
    'typed-pages': new UrlStream(shuffled(specPages.plain, 9)),
    crawl: new UrlStream(crawl),
    product: new UrlStream(
      shuffled(
        ids.map((id) => `/detail-product/${id}`),
        1,
      ),
    ),
    list: new UrlStream(shuffled(lists, 2)),
    search: new UrlStream(shuffled(searches, 3)),
    // The same searches as JSON, the list a search page's island reads (12 a page), and enough
    // part numbers besides that no query is asked twice in a run (~10,000 a second).
    'search-json': new UrlStream(
      shuffled(
        [...new Set([...searches, ...partNumbers(nouns, ids.length, 20_000, 250_000)])].map(
          (url) => `/api-web/product?${url.slice('/search?'.length)}&limit=${PAGE_SIZE}`,
        ),
        10,
      ),
    ),
    json: new UrlStream(
      shuffled(
        ids.map((id) => `/api-web/product/${id}`),
        4,
      ),
    ),
    probe: new UrlStream(
      shuffled(
        ids.map((id) => `/api-web/product/${id}`),
        5,
      ),
    ),
    events: new UrlStream(eventBodies(ids, phrases)),
  };
}

/**
 * `count` more part-number searches after the first `skip` (those the search pages ask), each
 * pair of noun and number once: the noun changes every `products` queries.
 */
function partNumbers(nouns: string[], products: number, skip: number, count: number): string[] {
  const urls: string[] = [];
  for (let i = skip; i < skip + count; i++) {
    const noun = nouns[Math.floor(i / products) % nouns.length];
    urls.push(`/search?search=${encodeURIComponent(`${noun} ${1000 + ((i * 7919) % products)}`)}`);
  }
  return urls;
}

/**
 * Visitor events as the public pages send them: per 20, 12 product views, 2 chat clicks, 2
 * marketplace clicks, 3 searches (a third finding nothing), 1 result click; products in a shuffled
 * order (the server's memory of which products are public starts cold) and queries not sent before.
 */
function eventBodies(ids: number[], phrases: Set<string>): string[] {
  const order = shuffled(ids, 6);
  const words = [...phrases];
  const bodies: string[] = [];
  for (let n = 0; n < 200_000; n++) {
    const productId = order[n % order.length] as number;
    const query = `${words[n % words.length]} ${n}`;
    const slot = n % 20;
    const event =
      slot < 12
        ? { kind: 'view', productId }
        : slot < 14
          ? { kind: 'chat', productId }
          : slot < 16
            ? { kind: 'marketplace', productId, marketplace: 1 }
            : slot < 19
              ? { kind: 'search', query, resultCount: slot === 18 ? 0 : 12 }
              : { kind: 'result_click', query, productId, position: 1 + (n % 12) };
    bodies.push(JSON.stringify(event));
  }
  return bodies;
}

/** Connections the events beside the mix may hold open at once (keep-alive). */
const EVENT_SOCKETS = 256;

/**
 * Events beside the visitor mix, open loop: each is sent when it is due (checked every 10 ms)
 * whatever the earlier ones' answers, as visitors' pages send them: a busy server slows the
 * answers, not the sending. `due(ms)` is how many are due `ms` after the start (a rate a second,
 * or the pages answered so far times events per page). A closed loop (autocannon's connections,
 * one event each in flight) sent 85 a second instead of 500 beside the mix (23:02), since each
 * event waited behind the page renders. Latency counts from the tick an event fell due, so one
 * held back by the connections shows as waiting.
 */
async function eventsOpenLoop(
  base: string,
  stream: UrlStream,
  due: (elapsedMs: number) => number,
  durationS: number,
): Promise<Figures & { sent: number }> {
  const started = loadavg()[0] ?? 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: EVENT_SOCKETS });
  const { hostname, port } = new URL(base);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  const pending = new Set<Promise<void>>();
  const send = (due: number) => {
    const body = stream.next();
    const answered = new Promise<void>((resolve) => {
      let timedOut = false;
      const request = http.request(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: EVENT_PATH,
          headers: { ...EVENT_HEADERS, 'content-length': Buffer.byteLength(body) },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - due);
            const code = String(response.statusCode);
            statuses[code] = (statuses[code] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => {
        timedOut = true;
        request.destroy();
      });
      request.on('error', () => {
        if (timedOut) timeouts++;
        else errors++;
        resolve();
      });
      request.end(body);
    });
    pending.add(answered);
    void answered.then(() => pending.delete(answered));
  };
  const start = performance.now();
  const end = start + durationS * 1000;
  let sent = 0;
  while (performance.now() < end) {
    const now = performance.now();
    for (const owed = due(now - start); sent < owed; sent++) send(now);
    await sleep(10);
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const refused = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((total, [, n]) => total + n, 0);
  return {
    rps: latencies.length / durationS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    count: latencies.length,
    failures: errors + timeouts + refused,
    timeouts,
    statuses,
    byKind: new Map([[EVENT_KIND, latencies]]),
    load: started,
    peakRss: 0,
    sent,
  };
}

type Streams = ReturnType<typeof urlStreams>;

const HTML_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
};
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
// A browser's beacon: JSON, a browser's User-Agent (a bot's would be ignored), no cookie.
const EVENT_HEADERS = {
  'content-type': 'application/json',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const EVENT_KIND = 'event';
const EVENT_PATH = '/api-web/event';

/** The visitor mix: 55 % product pages, 20 % search pages, 15 % list pages, 10 % home. */
function mixPicker(streams: Streams) {
  let n = 0;
  return (): [string, string] => {
    // A fixed pattern of 20 requests with the mix's shares, so every run asks the same mix.
    const slot = n++ % 20;
    if (slot < 11) return ['product', streams.product.next()];
    if (slot < 15) return ['search', streams.search.next()];
    if (slot < 18) return ['list', streams.list.next()];
    return ['home', '/'];
  };
}

/** Product pages and list pages 1-3 (category, brand, type): what the `stored` classes ask. */
const PRODUCT_PAGE = /^\/detail-product\/\d+$/;
const FIRST_LIST_PAGES = /^\/(kategori-produk|brand-produk|tipe-produk)\?id=\d+(&page=[23])?$/;

/**
 * The pages the store holds now, of those the `stored` classes ask. On PostgreSQL, read from the
 * shared table (a key names the origin and the path). On PGlite, from the background renderer's
 * order: it walks `catalogue.crawl` from its start one page at a time and skips only pages
 * already stored, so of `storedCount` pages (/readyz), at most `pagesAsked` were stored out of
 * that order by the bench's own requests, and the first storedCount − pagesAsked − 2 pages of the
 * list are stored (2: the page in hand, and a count read while a page moves to the disk).
 */
async function storedPages(
  base: string,
  catalogue: Catalogue,
  serverDatabase: string,
  storedCount: number,
  waiting: number,
): Promise<{ products: string[]; lists: string[]; how: string }> {
  let urls: string[];
  let how: string;
  if (serverDatabase) {
    const client = new pg.Client({ connectionString: serverDatabase });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>(
        'select key from page_store.pages where page',
      );
      const marker = ` page ${base} `;
      urls = rows
        .map(({ key }) => key.slice(key.indexOf(marker) + marker.length))
        .filter((_, i) => rows[i]?.key.includes(marker));
      how = `read from page_store.pages (${rows.length} pages)`;
    } finally {
      await client.end();
    }
  } else if (waiting === 0) {
    urls = catalogue.crawl;
    how = `every page the renderer stores (${storedCount} stored, none waiting)`;
  } else {
    const prefix = Math.max(0, storedCount - pagesAsked - 2);
    urls = catalogue.crawl.slice(0, prefix);
    how = `the renderer's first ${prefix} of ${catalogue.crawl.length} pages (${storedCount} stored, ${pagesAsked} pages asked by the bench before)`;
  }
  return {
    products: urls.filter((url) => PRODUCT_PAGE.test(url)),
    lists: urls.filter((url) => FIRST_LIST_PAGES.test(url)),
    how,
  };
}

/**
 * Asks once (4 at a time) each list page 1-3 the store does not hold yet: the background renderer
 * stores pages 2-3 of the lists last, and a page a visitor asked is kept as the renderer's is.
 */
async function primeLists(base: string, catalogue: Catalogue, stored: Set<string>) {
  const missing = catalogue.crawl.filter((url) => FIRST_LIST_PAGES.test(url) && !stored.has(url));
  const started = performance.now();
  let failed = 0;
  const worker = async () => {
    for (let url = missing.pop(); url !== undefined; url = missing.pop()) {
      pagesAsked++;
      const answer = await fetch(`${base}${url}`, { headers: HTML_HEADERS }).catch(() => null);
      await answer?.arrayBuffer();
      if (answer?.status === 200) stored.add(url);
      else failed++;
    }
  };
  const count = missing.length;
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { count, failed, seconds: (performance.now() - started) / 1000 };
}

/**
 * The `stored` class: product pages and list pages 1-3, each once and each in the store; one
 * request in ten a list page while distinct ones last (they are few beside the products).
 */
function storedPicker(products: UrlStream, lists: UrlStream) {
  let n = 0;
  return (): [string, string] => {
    if (n++ % 10 === 9 && lists.left > 0) return ['list', lists.next()];
    return ['product', products.next()];
  };
}

/**
 * The visitor mix with the store full: product pages from the store (each once), search pages
 * rendered on demand (each once), list pages 1-3 from the store (few: they repeat), home.
 */
function storedMixPicker(products: UrlStream, lists: UrlStream, streams: Streams) {
  let n = 0;
  return (): [string, string] => {
    const slot = n++ % 20;
    if (slot < 11) return ['product', products.next()];
    if (slot < 15) return ['search', streams.search.next()];
    if (slot < 18) return ['list', lists.next()];
    return ['home', '/'];
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  count: number;
  failures: number;
  timeouts: number;
  statuses: Record<string, number>;
  byKind: Map<string, number[]>;
  load: number;
  peakRss: number;
  /** The server's memory by part at the class's highest RSS sampled with its parts. */
  peakParts?: MemoryParts | null;
  /**
   * Server CPU time per request (ms): every thread, and the HTTP (main) thread alone; on a
   * PostgreSQL of this machine, its processes' too (`db`: backends, writers, autovacuum).
   */
  cpu?: { all: number; main: number; db?: number };
  /** The same by kind of thread (describeThreads), e.g. the visitors' render worker's. */
  threads?: string;
  /**
   * Where the machine's cores went over the class (until the server settled): cores busy in all
   * (/proc/stat), the bench's own process (autocannon, the client: CPU ms a request) and what
   * neither this bench, its server nor its bare route used (others' work, in cores).
   */
  machine?: { busy: number; client: number; others: number };
  /** Latencies of the requests answered below 500 (a shed 503 is fast), sorted. */
  answered?: number[];
  /** Every request's latency, sorted. */
  latencies?: number[];
  /** Seconds of load the figures were taken over (DURATION, or several phases' together). */
  seconds?: number;
}

/**
 * RSS of the server process, sampled every 200 ms; `peak` since the last reset. Every second its
 * parts too (bench/lib/memory-parts.ts): `peakParts` are those of the second with the most RSS.
 */
class RssSampler {
  peak = 0;
  peakParts: MemoryParts | null = null;
  private partsRss = 0;
  private ticks = 0;
  private timer: NodeJS.Timeout;
  readonly pid: number;
  constructor(pid: number) {
    this.pid = pid;
    this.timer = setInterval(() => {
      const rss = this.now();
      this.peak = Math.max(this.peak, rss);
      this.ticks += 1;
      if (this.ticks % 5 !== 0 || rss <= this.partsRss) return;
      this.partsRss = rss;
      this.peakParts = readMemoryParts(this.pid);
    }, 200);
  }
  /** The parts now. */
  parts(): MemoryParts | null {
    return readMemoryParts(this.pid);
  }
  now(): number {
    return this.field('VmRSS');
  }
  highWater(): number {
    return this.field('VmHWM');
  }
  private field(name: string): number {
    try {
      const line = readFileSync(`/proc/${this.pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`${name}:`));
      return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
    } catch {
      return 0;
    }
  }
  reset() {
    this.peak = this.now();
    this.partsRss = 0;
    this.peakParts = null;
  }
  stop() {
    clearInterval(this.timer);
  }
}

/**
 * CPU time a process used (ms), from /proc: all its threads, and its main thread (the HTTP loop).
 * Far less sensitive to other work on the machine than req/s: a busy machine makes a request
 * wait, not cost more CPU (caches aside).
 */
class CpuMeter {
  readonly pid: number;
  constructor(pid: number) {
    this.pid = pid;
  }
  private static ticks(file: string): number {
    try {
      const fields = statFields(readFileSync(file, 'utf8'));
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  }
  read(): { all: number; main: number } {
    return {
      all: CpuMeter.ticks(`/proc/${this.pid}/stat`) * TICK_MS,
      main: CpuMeter.ticks(`/proc/${this.pid}/task/${this.pid}/stat`) * TICK_MS,
    };
  }
  /**
   * Each live thread's CPU (ms) by its kind: its name (MainThread is the HTTP thread, pglite the
   * PGlite thread, render-visitors the visitors' render worker, render-refill the background
   * renderer's, WorkerThread a worker of a server that names none, libuv-worker the pool that
   * compresses and writes, V8Worker the collector's helpers) and its nice value (19: the background
   * renderer's worker). A thread ended meanwhile is lost.
   */
  threads(): Map<string, number> {
    const found = new Map<string, number>();
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${this.pid}/task`);
    } catch {
      return found;
    }
    for (const tid of tids)
      try {
        const stat = readFileSync(`/proc/${this.pid}/task/${tid}/stat`, 'utf8');
        const fields = statFields(stat);
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const kind = `${name}${fields[16] === '0' ? '' : ` (nice ${fields[16]})`}`;
        found.set(
          kind,
          (found.get(kind) ?? 0) + (Number(fields[11]) + Number(fields[12])) * TICK_MS,
        );
      } catch {
        // Ended between the listing and the read.
      }
    return found;
  }
}

/** What each kind of thread used between two `threads()` reads, ms a request. */
function describeThreads(
  before: Map<string, number>,
  after: Map<string, number>,
  requests: number,
) {
  return [...after]
    .map(([kind, ms]) => [kind, (ms - (before.get(kind) ?? 0)) / requests] as const)
    .filter(([, ms]) => ms >= 0.005)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${ms.toFixed(2)}`)
    .join(', ');
}

/** Waits (at most 90 s) until the server used under a tenth of a core for 2 s in a row; how long it waited, in ms. */
async function untilIdle(cpu: CpuMeter): Promise<number> {
  const start = Date.now();
  let quiet = 0;
  while (quiet < 2 && Date.now() - start < 90_000) {
    const before = cpu.read().all;
    await sleep(1000);
    quiet = cpu.read().all - before < 100 ? quiet + 1 : 0;
  }
  return Date.now() - start;
}

/** Plain reads made so far (they count as requests in the CPU figures). */
let probes = 0;
/** Pages (HTML) the bench asked for so far: the store may hold them out of the renderer's order. */
let pagesAsked = 0;

async function load(
  base: string,
  next: () => [string, string],
  options: {
    connections?: number;
    duration?: number;
    rss?: RssSampler;
    cpu?: CpuMeter;
    /** PostgreSQL's processes, when it runs on this machine. */
    db?: ProcessGroupCpu;
    settleWith?: Streams;
    /** Requests a second over all connections (autocannon's overallRate); as fast as answered by default. */
    rate?: number;
    /** Called with each answer's status (the events beside the mix follow the pages answered). */
    onAnswer?: (status: number) => void;
    /** Called once the class's requests are done, before the server settles. */
    whenDone?: () => Promise<void>;
  } = {},
): Promise<Figures> {
  const started = loadavg()[0] ?? 0;
  options.rss?.reset();
  const machineBefore = {
    busy: machineBusyMs(),
    client: process.cpuUsage(),
    at: performance.now(),
  };
  const cpuBefore = options.cpu?.read();
  const threadsBefore = options.cpu?.threads();
  const dbBefore = options.db?.read();
  const probesBefore = probes;
  let sent = 0;
  const latencies: number[] = [];
  const answered: number[] = [];
  const byKind = new Map<string, number[]>();
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url: base,
    connections: options.connections ?? CONNECTIONS,
    duration: options.duration ?? DURATION,
    timeout: 10,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          sent++;
          const [kind, url] = next();
          context.kind = kind;
          if (kind !== EVENT_KIND && !url.startsWith('/api-web/')) pagesAsked++;
          // An event's "URL" is its JSON body (eventBodies).
          if (kind === EVENT_KIND)
            return {
              ...request,
              method: 'POST',
              path: EVENT_PATH,
              headers: EVENT_HEADERS,
              body: url,
            };
          return {
            ...request,
            method: 'GET',
            path: url,
            headers: url.startsWith('/api-web/') ? JSON_HEADERS : HTML_HEADERS,
          };
        },
      },
    ],
  });
  instance.on('response', (client, status, _bytes, time) => {
    latencies.push(time);
    if (status < 500) answered.push(time);
    statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
    const kind = String(client.requestIterator?.context?.kind ?? '');
    const list = byKind.get(kind) ?? [];
    list.push(time);
    byKind.set(kind, list);
    options.onAnswer?.(status);
  });
  const result = await instance;
  await options.whenDone?.();
  // The server still works on what was sent before the deadline: CPU is counted until it is done.
  if (options.settleWith) await settle(base, options.settleWith);
  let cpu: Figures['cpu'];
  let threads: string | undefined;
  if (options.cpu && cpuBefore) {
    const after = options.cpu.read();
    // Shed requests (503) cost next to nothing: the figure is per request the server did answer.
    const requests = sent - (statuses['503'] ?? 0) + (probes - probesBefore);
    const dbAfter = options.db?.read();
    cpu = {
      all: (after.all - cpuBefore.all) / requests,
      main: (after.main - cpuBefore.main) / requests,
      ...(dbAfter !== undefined && dbBefore !== undefined
        ? { db: (dbAfter - dbBefore) / requests }
        : {}),
    };
    if (threadsBefore) threads = describeThreads(threadsBefore, options.cpu.threads(), requests);
  }
  const wall = performance.now() - machineBefore.at;
  const busy = machineBusyMs() - machineBefore.busy;
  const clientUs = process.cpuUsage(machineBefore.client);
  const clientMs = (clientUs.user + clientUs.system) / 1000;
  const requestsSent = Math.max(1, sent);
  const serverMs =
    cpu && options.cpu ? (cpu.all + (cpu.db ?? 0)) * (sent - (statuses['503'] ?? 0)) : 0;
  const machine = {
    busy: busy / wall,
    client: clientMs / requestsSent,
    others: Math.max(0, busy - clientMs - serverMs) / wall,
  };
  latencies.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  for (const list of byKind.values()) list.sort((a, b) => a - b);
  return {
    answered,
    latencies,
    seconds: options.duration ?? DURATION,
    rps: latencies.length / (options.duration ?? DURATION),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    count: latencies.length,
    failures: result.errors + result.non2xx,
    timeouts: result.timeouts,
    statuses,
    byKind,
    load: started,
    peakRss: options.rss?.peak ?? 0,
    peakParts: options.rss?.peakParts ?? null,
    cpu,
    threads,
    machine,
  };
}

/** CPU time (ms) every core of the machine spent busy since boot (/proc/stat: all but idle and iowait). */
function machineBusyMs(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return (fields.reduce((a, b) => a + b, 0) - idle) * TICK_MS;
}

/**
 * Waits until the server has worked off what the previous class left behind (autocannon stops at
 * the deadline, the server still renders what it was asked): until two plain reads in a row
 * answer within 3× (at least 100 ms) of a plain read on the idle server, 60 s at most.
 */
let quietRead = 0;
async function settle(base: string, streams: Streams) {
  const deadline = Date.now() + 60_000;
  let calm = 0;
  while (calm < 2 && Date.now() < deadline) {
    const read = await plainRead(base, streams, 60_000);
    calm = read.status === 200 && read.ms <= Math.max(100, 3 * quietRead) ? calm + 1 : 0;
    if (calm < 2) await sleep(250);
  }
}

const single = (kind: string, stream: UrlStream) => (): [string, string] => [kind, stream.next()];

/** One plain read (a JSON product detail nobody asked before): milliseconds until answered. */
async function plainRead(
  base: string,
  streams: Streams,
  limitMs = 60_000,
): Promise<{ ms: number; status: number }> {
  probes++;
  const started = performance.now();
  try {
    const response = await fetch(`${base}${streams.probe.next()}`, {
      headers: JSON_HEADERS,
      signal: AbortSignal.timeout(limitMs),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

type StorePages = { stored: number; waiting: number };

/**
 * After a fill: waits until the server's RSS has not fallen by more than 2 MB for 90 s, at most
 * `limitMs`. V8 shrinks the heaps the fill grew (PGlite's thread, the render worker) once the
 * server is idle: runs that took the lock the second the store was full started their classes
 * ~100 MB higher than runs that waited for it (docs/decisions.md, session 22); at load 12 the
 * drops (631 → 592 → 560 MB) came 65-80 s after the last page was stored.
 */
async function untilSettled(rss: RssSampler, limitMs: number) {
  const started = Date.now();
  const from = rss.now();
  let low = from;
  let lowAt = started;
  while (Date.now() - started < limitMs && Date.now() - lowAt < 90_000) {
    await sleep(2000);
    const now = rss.now();
    if (now < low - 2) {
      low = now;
      lowAt = Date.now();
    }
  }
  console.log(
    `RSS after the fill: ${mb(from)}, ${mb(rss.now())} once settled (${((Date.now() - started) / 1000).toFixed(0)} s; load ${loadavg()[0]?.toFixed(2)})`,
  );
}

/**
 * /readyz's page counts: undefined when it answers 200 without them (no page store), or gives no
 * 200 within `waitMs` (a 503 is asked again each second). It answers 503 while the search index
 * is built, which took over a minute on a busy machine: a run that gave up then went on as if
 * there were no store (no stored classes, no wait for the fill).
 */
async function storePages(base: string, waitMs = 60_000): Promise<StorePages | undefined> {
  const until = performance.now() + waitMs;
  for (;;) {
    const answer = await fetch(`${base}/readyz`).catch(() => null);
    const ready = (await answer?.json().catch(() => null)) as { pages?: StorePages } | null;
    if ((answer?.status === 200 && ready) || performance.now() >= until) return ready?.pages;
    await sleep(1000);
  }
}

/**
 * With the page store's background renderer on (PRERENDER, issue 34), a first page names the
 * origin and the renderer stores every public page; figures start once none waits (/readyz
 * `pages`), or once `wanted` pages are stored (when > 0), or after `limitMs`. Prints how long
 * that took and the pages stored a second. Without it (/readyz has no `pages`) returns at once.
 */
async function untilStored(
  base: string,
  wanted: number,
  limitMs: number,
  what = 'figures start',
): Promise<StorePages | undefined> {
  pagesAsked++;
  await (await fetch(`${base}/`, { headers: HTML_HEADERS })).arrayBuffer();
  const started = performance.now();
  const left = () => Math.max(60_000, limitMs - (performance.now() - started));
  const first = await storePages(base, left());
  let seenWaiting = false;
  for (;;) {
    const pages = await storePages(base, left());
    if (!pages) return undefined;
    seenWaiting ||= pages.waiting > 0;
    const elapsed = performance.now() - started;
    // Nothing stored and nothing waiting is a walk not started yet (its list of 100,000 pages
    // takes seconds), not a full store: a run at load 3 took it for one after 3 s (session 25).
    const done = pages.waiting === 0 && (seenWaiting || (elapsed > 3000 && pages.stored > 0));
    if (done || (wanted > 0 && pages.stored >= wanted) || elapsed > limitMs) {
      const rate = (pages.stored - (first?.stored ?? 0)) / (elapsed / 1000);
      console.log(
        `page store: ${pages.stored} pages stored, ${pages.waiting} waiting, after ${(elapsed / 1000).toFixed(0)} s of background rendering (${rate.toFixed(1)} pages/s; load ${loadavg()[0]?.toFixed(2)}); ${what} ${done ? 'with every page stored' : wanted > 0 && pages.stored >= wanted ? `at ${wanted} stored (--stored)` : `after ${(limitMs / 60_000).toFixed(0)} min (--store-wait / --full-wait)`}`,
      );
      return pages;
    }
    await sleep(1000);
  }
}

// ---------------------------------------------------------------------------------------------
// Staff member saving a product every 2 s

async function signIn(base: string): Promise<{ token: string; xsrf: string }> {
  const first = await fetch(`${base}/api-web/config`, { signal: AbortSignal.timeout(60_000) });
  const xsrf = decodeURIComponent(
    /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '',
  );
  const login = await fetch(`${base}/api-web/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
      'x-xsrf-token': xsrf,
      'x-requested-with': 'XMLHttpRequest',
    },
    body: JSON.stringify({ name: 'admin', password: BENCH_ADMIN_PASSWORD }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await login.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) throw new Error(`staff sign-in failed: ${login.status}`);
  return { token: body.data.accessToken, xsrf };
}

interface AdminProduct {
  name: string;
  harga: number | string;
  hargaAkhir?: number | string | null;
  garansi?: string | null;
  berat?: string | null;
  urutan?: number | null;
  keterangan?: string | null;
  isBestSeller?: boolean;
  brand: { id: number };
  category: { id: number };
  type: { id: number };
  isCover?: { id: number } | null;
  size?: { name: string }[];
  color?: { name: string }[];
  ecommerces?: { ecommerces: { id: number }; link: string }[];
}

/** Saves product `id` through the admin API every 2 s until `until`; the price alternates. */
async function staffMember(base: string, id: number) {
  const { token, xsrf } = await signIn(base);
  const headers = {
    authorization: `Bearer ${token}`,
    cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
    'x-xsrf-token': xsrf,
    'x-requested-with': 'XMLHttpRequest',
  };
  const read = await fetch(`${base}/api-web/admin/product/${id}`, {
    headers,
    signal: AbortSignal.timeout(60_000),
  });
  if (!read.ok) throw new Error(`GET admin/product/${id}: ${read.status}`);
  const product = ((await read.json()) as { data: AdminProduct }).data;
  return { headers, product };
}

async function staffSaving(
  base: string,
  id: number,
  staff: Awaited<ReturnType<typeof staffMember>>,
  until: number,
) {
  const { headers, product } = staff;
  const saves: { ms: number; status: number }[] = [];
  let n = 0;
  while (Date.now() < until) {
    const tick = Date.now();
    const form = new FormData();
    const fields: Record<string, string> = {
      name: product.name,
      harga: String(Number(product.harga) + (n++ % 2)),
      harga_akhir: product.hargaAkhir ? String(product.hargaAkhir) : '',
      garansi: product.garansi ?? '',
      berat: product.berat ?? '',
      urutan: product.urutan == null ? '' : String(product.urutan),
      keterangan: product.keterangan ?? '',
      isBestSeller: product.isBestSeller ? '1' : '0',
      brand_id: String(product.brand.id),
      category_id: String(product.category.id),
      type_id: String(product.type.id),
      isCoverId: product.isCover ? String(product.isCover.id) : '',
    };
    (product.size ?? []).forEach((s, i) => (fields[`size[${i}]`] = s.name));
    (product.color ?? []).forEach((c, i) => (fields[`color[${i}]`] = c.name));
    (product.ecommerces ?? []).forEach((e, i) => {
      fields[`ecommerces[${i}][ecommerces_id]`] = String(e.ecommerces.id);
      fields[`ecommerces[${i}][link_id]`] = e.link;
    });
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    const started = performance.now();
    try {
      const answer = await fetch(`${base}/api-web/admin/product/update/${id}`, {
        method: 'POST',
        headers,
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      await answer.arrayBuffer();
      saves.push({ ms: performance.now() - started, status: answer.status });
    } catch {
      saves.push({ ms: performance.now() - started, status: 0 });
    }
    await sleep(Math.max(0, 2000 - (Date.now() - tick)));
  }
  return saves;
}

// ---------------------------------------------------------------------------------------------
// Processes

/** Every process this run started, stopped when it ends however it ends. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

function started(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A PostgreSQL URL whose server runs on this machine (its processes are in /proc). */
function isLoopback(url: string): boolean {
  if (!url) return false;
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
}

async function databaseFor(size: string): Promise<string> {
  if (!databaseUrl) return '';
  const name = `${args['db-prefix']}_${size}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * On PostgreSQL the page store's shared table (page_store.pages) outlives the server: dropped
 * before each start, so every run starts from an empty store as on PGlite (whose folder the
 * server empties itself too).
 */
async function emptySharedStore(url: string, dataDir: string): Promise<void> {
  // The server empties its disk tier itself at start, inside its start-up time limit: 18,000 files
  // took longer than that at load 12 (AVV_ERR_PLUGIN_EXEC_TIMEOUT), so the bench empties it first.
  await rm(path.join(dataDir, 'page-store'), { recursive: true, force: true });
  if (!url || args['keep-store']) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists page_store cascade');
  await client.end();
}

/** What the page store holds at rest: its folder under DATA_DIR, or its PostgreSQL table. */
async function storeDiskUse(url: string, dataDir: string): Promise<string> {
  if (!url) {
    const du = spawnSync('du', ['-sk', path.join(dataDir, 'page-store')], { encoding: 'utf8' });
    const kb = Number(du.stdout.split('\t')[0]);
    return `${Number.isFinite(kb) ? (kb / 1024).toFixed(1) : '?'} MB on disk (DATA_DIR/page-store)`;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const table = await client.query("select to_regclass('page_store.pages') is not null as made");
    if (!table.rows[0]?.made) return 'nothing in PostgreSQL (no page_store.pages)';
    const { rows } = await client.query<{ bytes: string; entries: string }>(
      `select pg_total_relation_size('page_store.pages')::text as bytes,
        (select count(*) from page_store.pages)::text as entries`,
    );
    const bytes = Number(rows[0]?.bytes ?? 0);
    return `${(bytes / 1024 / 1024).toFixed(1)} MB in PostgreSQL (page_store.pages, ${rows[0]?.entries} entries)`;
  } finally {
    await client.end();
  }
}

function ensureBuild() {
  if (!args.build && existsSync(path.join(root, 'dist/.ssr/render.mjs'))) return;
  console.log('Building the app (vite build)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

// ---------------------------------------------------------------------------------------------
// One catalogue size

const mb = (value: number) => `${value.toFixed(0)} MB`;
const ms = (value: number) => value.toFixed(1).padStart(8);

/**
 * CPU ms a request: three decimals under 1 ms (an answer from the store or the search index costs
 * the HTTP thread 0.05-0.1 ms, where two decimals hid a 10 % change; counted from /proc's 10 ms
 * ticks over thousands of requests, the third one is still read).
 */
const cpuMs = (value: number) => value.toFixed(value < 1 ? 3 : 2).padStart(8);

function row(name: string, f: Figures, bareRps: number) {
  const cpu = f.cpu
    ? `${cpuMs(f.cpu.all)} ${cpuMs(f.cpu.main)}${f.cpu.db === undefined ? '' : cpuMs(f.cpu.db)}`
    : '';
  const share = `${((f.rps / bareRps) * 100).toFixed(1)} %`;
  console.log(
    `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} ${share.padStart(7)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)} ${String(f.failures).padStart(8)} ${f.load.toFixed(2).padStart(6)} ${(f.peakRss ? mb(f.peakRss) : '').padStart(8)} ${cpu}`,
  );
}

/** The server's memory by part at a class's peak (sampled each second: at or below the peak). */
function partsRow(f: Figures) {
  if (f.peakParts) console.log(`  memory at the peak: ${describeParts(f.peakParts)}`);
  if (f.threads) console.log(`  CPU ms a request by thread: ${f.threads}`);
  if (f.machine)
    console.log(
      `  the machine: ${f.machine.busy.toFixed(2)} of ${cpus().length} cores busy; the bench's client ${f.machine.client.toFixed(3)} ms a request; others' work ${f.machine.others.toFixed(2)} cores`,
    );
}

/** What the failures were: answers other than 2xx by status, and errors (time-outs among them). */
function failureRow(f: Figures) {
  const answers = Object.entries(f.statuses).filter(([code]) => !code.startsWith('2'));
  const counted = answers.reduce((total, [, n]) => total + n, 0);
  console.log(
    `  failures: ${answers.map(([code, n]) => `${n} × ${code}`).join(', ') || 'no answer other than 2xx'}; ${f.failures - counted} errors (${f.timeouts} time-outs)`,
  );
}

/** The table: its title and column names, then a row per class, the first the bare route's. */
function printTable(
  size: string,
  products: number,
  withDatabase: boolean,
  rows: readonly (readonly [string, Figures])[],
) {
  console.log(
    `\n${databaseLabel}, ${size === 'demo' ? 'demo catalogue' : `${products} products`}: ${CONNECTIONS} connections, ${DURATION} s per class, distinct URLs, ${process.version}`,
  );
  console.log(
    `${'class'.padEnd(34)}   req/s   share   p50 ms   p95 ms   p99 ms failures   load  peak RSS  CPU ms/request: all, HTTP thread${withDatabase ? ', PostgreSQL' : ''}`,
  );
  // Each share is of the bare route measured last before it (`--rounds`: its own round's).
  let bareRps = rows[0]?.[1].rps ?? NaN;
  for (const [name, f] of rows) {
    if (name.startsWith('bare fastify')) bareRps = f.rps;
    row(name, f, bareRps);
    partsRow(f);
    if (f.failures > 0) failureRow(f);
    if (f.byKind.size > 1) kindRows(f);
  }
}

/** `refill`'s two rows: each kind's phases pooled. */
function refillRows(refill: RefillRounds): [string, Figures][] {
  return [
    ['mix after a start, no store', pooled(refill.uncached)],
    ['mix after a start, store refills', pooled(refill.refilling)],
  ];
}

function kindRows(f: Figures) {
  for (const [kind, list] of f.byKind) {
    const share = ((list.length / f.count) * 100).toFixed(0);
    console.log(
      `  · ${`${kind} (${share} %)`.padEnd(30)} ${(list.length / (f.seconds ?? DURATION)).toFixed(0).padStart(7)}         ${ms(percentile(list, 50))} ${ms(percentile(list, 95))} ${ms(percentile(list, 99))}`,
    );
  }
}

interface Server {
  child: ChildProcess;
  url: string;
  rss: RssSampler;
  cpu: CpuMeter;
  /** PostgreSQL's processes on this machine (undefined on PGlite or a PostgreSQL elsewhere). */
  db?: ProcessGroupCpu;
  /** Of them, its autovacuum workers. */
  vacuum?: ProcessGroupCpu;
  /** How long after its start it was idle (search index built). */
  idleAfterMs: number;
}

/**
 * The visitor mix right after a start (`refill`): a 3 s warm-up, whose first page starts the
 * background renderer when there is one, then the measured run.
 */
async function visitorsAfterStart(
  server: Server,
  streams: Streams,
  label: string,
): Promise<Figures & { queue?: { before: StorePages; after: StorePages } }> {
  quietRead = (await plainRead(server.url, streams)).ms;
  const mix = mixPicker(streams);
  await load(server.url, mix, { duration: 3 });
  await settle(server.url, streams);
  // The renderer's queue as the visitors come and as they go (visitors are always in flight
  // meanwhile: what it does under constant load).
  const before = await storePages(server.url);
  let after: StorePages | undefined;
  const threadsBefore = server.cpu.threads();
  const vacuumBefore = server.vacuum?.read();
  const from = process.hrtime.bigint() / 1000n;
  let to = 0n;
  const figures = await load(server.url, mix, {
    rss: server.rss,
    cpu: server.cpu,
    db: server.db,
    settleWith: streams,
    whenDone: async () => {
      to = process.hrtime.bigint() / 1000n;
      after = before && (await storePages(server.url));
    },
  });
  const vacuum =
    server.vacuum && vacuumBefore !== undefined
      ? `; PostgreSQL ${figures.cpu?.db?.toFixed(2)}, of which autovacuum ${((server.vacuum.read() - vacuumBefore) / figures.count).toFixed(2)}`
      : '';
  // The window on the monotonic clock V8's CPU profiles are stamped with (--cpu-prof), to cut them.
  console.log(
    `  ${label}: visitors from ${from} to ${to} µs (monotonic); CPU ms a request by thread, until settled: ${describeThreads(threadsBefore, server.cpu.threads(), figures.count)}${vacuum}`,
  );
  return before && after ? { ...figures, queue: { before, after } } : figures;
}

/** One phase of `refill`: the mix on a server started for it (refilling: its store emptied first). */
type RefillPhase = Awaited<ReturnType<typeof visitorsAfterStart>> & { round: number };

/** What `refill` measured: each round's two phases, and each kind's phases together. */
interface RefillRounds {
  uncached: RefillPhase[];
  refilling: RefillPhase[];
  /** The phases in the order they ran. */
  order: string[];
}

/** Requests a round's URLs are apart: each round asks URLs no earlier round asked. */
const roundUrls = () => Math.max(20_000, (DURATION + 3) * 1500);

/** `streams` moved on to round `round`'s URLs (the mix's, and the plain reads'). */
function atRound(streams: Streams, round: number): Streams {
  const mix = mixPicker(streams);
  for (let i = 0; i < round * roundUrls(); i++) mix();
  for (let i = 0; i < round * 2000; i++) streams.probe.next();
  return streams;
}

/** Sorted lists merged into one sorted list. */
const mergedSorted = (lists: number[][]) => lists.flat().sort((a, b) => a - b);

/**
 * Several phases' figures as one: latencies pooled (their percentiles are those of every request
 * of the phases), rates over their seconds together, CPU a request over their requests together.
 */
function pooled(list: Figures[]): Figures {
  const latencies = mergedSorted(list.map((f) => f.latencies ?? []));
  const seconds = list.reduce((total, f) => total + (f.seconds ?? DURATION), 0);
  const count = list.reduce((total, f) => total + f.count, 0);
  const byKind = new Map<string, number[]>();
  for (const f of list)
    for (const [kind, times] of f.byKind) byKind.set(kind, [...(byKind.get(kind) ?? []), ...times]);
  for (const times of byKind.values()) times.sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const f of list)
    for (const [code, n] of Object.entries(f.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  const withCpu = list.filter((f) => f.cpu);
  const cpuCount = withCpu.reduce((total, f) => total + f.count, 0);
  const weighed = (part: 'all' | 'main' | 'db') =>
    withCpu.reduce((total, f) => total + (f.cpu?.[part] ?? 0) * f.count, 0) / cpuCount;
  const peak = list.reduce<Figures | undefined>(
    (best, f) => (best && best.peakRss >= f.peakRss ? best : f),
    undefined,
  );
  return {
    latencies,
    answered: mergedSorted(list.map((f) => f.answered ?? [])),
    seconds,
    rps: count / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    count,
    failures: list.reduce((total, f) => total + f.failures, 0),
    timeouts: list.reduce((total, f) => total + f.timeouts, 0),
    statuses,
    byKind,
    load: list.reduce((total, f) => total + f.load, 0) / list.length,
    peakRss: peak?.peakRss ?? 0,
    peakParts: peak?.peakParts ?? null,
    ...(cpuCount > 0
      ? {
          cpu: {
            all: weighed('all'),
            main: weighed('main'),
            ...(withCpu.every((f) => f.cpu?.db !== undefined) ? { db: weighed('db') } : {}),
          },
        }
      : {}),
  };
}

/** CPU ms a request, all threads / HTTP thread (/ PostgreSQL). */
const cpuText = (f: Figures) =>
  f.cpu
    ? `${f.cpu.all.toFixed(2)} / ${f.cpu.main.toFixed(2)}${f.cpu.db === undefined ? '' : ` / ${f.cpu.db.toFixed(2)}`}`
    : '?';

/** The p95 of the pages answered (not 503), and how many a second. */
const served = (f: Figures) =>
  `${((f.answered?.length ?? 0) / (f.seconds ?? DURATION)).toFixed(0)} pages/s answered, p95 ${percentile(f.answered ?? [], 95).toFixed(0)} ms`;

/** `refill`'s lines under the table: each round, then the rounds together with their spread. */
function refillLines(refill: RefillRounds) {
  const ratios: number[] = [];
  for (const [at, refilling] of refill.refilling.entries()) {
    const uncached = refill.uncached[at];
    if (!uncached) continue;
    const ratio = refilling.p95 / uncached.p95;
    ratios.push(ratio);
    const queue = refilling.queue
      ? `; the background renderer's queue ${refilling.queue.before.waiting} → ${refilling.queue.after.waiting} waiting (${refilling.queue.before.waiting - refilling.queue.after.waiting} taken), ${refilling.queue.after.stored} pages stored at its end`
      : '';
    console.log(
      `  refill round ${refilling.round + 1}: p95 ${refilling.p95.toFixed(0)} ms refilling against ${uncached.p95.toFixed(0)} ms uncached (${ratio.toFixed(2)}×); pages a second ${refilling.rps.toFixed(0)} against ${uncached.rps.toFixed(0)}; CPU ms a request all / HTTP thread${uncached.cpu?.db === undefined ? '' : ' / PostgreSQL'} ${cpuText(refilling)} against ${cpuText(uncached)}; load ${refilling.load.toFixed(2)} and ${uncached.load.toFixed(2)}${queue}`,
    );
  }
  if (ratios.length === 0) return;
  const uncached = pooled(refill.uncached);
  const refilling = pooled(refill.refilling);
  const sorted = [...ratios].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  console.log(
    `  refill: visitor mix p95 ${refilling.p95.toFixed(0)} ms while the store refilled, beside ${uncached.p95.toFixed(0)} ms uncached (every request of ${ratios.length} rounds of ${DURATION} s each; ${(refilling.p95 / uncached.p95).toFixed(2)}×); by round ${ratios.map((r) => r.toFixed(2)).join(', ')} (median ${median.toFixed(2)}, ${(sorted[0] ?? NaN).toFixed(2)}-${(sorted.at(-1) ?? NaN).toFixed(2)}); phases in the order ${refill.order.join(', ')}, each on a server started for it (uncached: PAGE_STORE_HOURS=0 PRERENDER=0; refilling: its store emptied first), a round's two phases asking the same URLs; CPU includes the background renderer's`,
  );
  console.log(
    `  refill, pages answered (not 503): ${served(refilling)} while the store refilled, beside ${served(uncached)} uncached; CPU ms a request ${cpuText(refilling)} against ${cpuText(uncached)}`,
  );
}

/**
 * The stored pages the `stored` and `mix-stored` classes ask, shuffled and shared out between
 * them (every one asked once): product pages and list pages 1-3 found in the store
 * (storedPages), and list pages 1-3 not stored yet asked once first (primeLists).
 */
async function storedStreams(
  base: string,
  catalogue: Catalogue,
  serverDatabase: string,
  pages: StorePages,
) {
  const found = await storedPages(base, catalogue, serverDatabase, pages.stored, pages.waiting);
  const lists = new Set(found.lists);
  const primed = await primeLists(base, catalogue, lists);
  const products = shuffled(found.products, 10);
  const listUrls = shuffled([...lists], 11);
  const half = (urls: string[], odd: number) => urls.filter((_, i) => i % 2 === odd);
  const how = `${found.products.length} product pages and ${lists.size} list pages 1-3 (${found.how}; ${primed.count} list pages 1-3 not stored yet asked once first in ${primed.seconds.toFixed(0)} s, ${primed.failed} not 200), half for "stored", half for "mix-stored"`;
  console.log(`stored pages to ask: ${how}`);
  return {
    products: new UrlStream(half(products, 0)),
    lists: new UrlStream(half(listUrls, 0)),
    mixProducts: new UrlStream(half(products, 1)),
    mixLists: new UrlStream(half(listUrls, 1)),
    how,
  };
}

/**
 * Waits for `file`'s lock (flock) and holds it until the returned function is called or this
 * process exits: the holder reads its stdin, this process's pipe, which closes either way.
 */
async function holdLock(file: string, pids: number[]): Promise<() => void> {
  const asked = Date.now();
  const holder = spawn('flock', [file, 'sh', '-c', 'echo HELD; exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await waitForLine(holder, 'HELD', false);
  const nice = getPriority();
  let raised = 0;
  if (nice > 0)
    for (const pid of pids)
      for (const tid of readdirSync(`/proc/${pid}/task`).map(Number))
        try {
          if (getPriority(tid) !== nice) continue;
          setPriority(tid, 0);
          raised += 1;
        } catch {
          // Gone, or not allowed (only root may lower a nice value): left as it is.
        }
  console.log(
    `lock ${file} held after ${((Date.now() - asked) / 1000).toFixed(0)} s of waiting (load ${loadavg()[0]?.toFixed(2)})${nice > 0 ? `; ${raised} threads from nice ${nice} to 0` : ''}`,
  );
  return () => {
    holder.stdin?.end();
    holder.stdout?.destroy();
  };
}

async function runSize(size: string) {
  const products = size === 'demo' ? 0 : Number(size);
  const dataDir = path.resolve(
    root,
    args['data-dir'] ?? 'data/bench-traffic',
    `${databaseUrl ? 'pg' : 'pglite'}-${size}`,
  );
  const serverDatabase = await databaseFor(size);
  await emptySharedStore(serverDatabase, dataDir);
  // PostgreSQL on this machine: its backends' CPU a request beside the server's (those of the
  // server's database: another bench may fill its own database meanwhile).
  const databaseCpu = isLoopback(serverDatabase)
    ? new ProcessGroupCpu('postgres', new URL(serverDatabase).pathname.slice(1))
    : undefined;
  const vacuumCpu = databaseCpu
    ? new ProcessGroupCpu('postgres', ['autovacuum', new URL(serverDatabase).pathname.slice(1)])
    : undefined;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: serverDatabase,
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    // The bench signs in as the superuser with the password alone.
    MFA_REQUIRED_ROLES: '',
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  console.log(
    `\n== ${databaseLabel}, ${size === 'demo' ? 'demo catalogue' : `${products} products`} (${dataDir}) ==${serverRoot === root ? '' : ` server: ${serverRoot}`}${args['keep-store'] ? ' (page store kept from the last run)' : ''}`,
  );
  const preparing = started(
    spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'prepare.ts'), '--products', String(products)],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  );
  const catalogue = JSON.parse(await waitForLine(preparing, 'CATALOGUE ', true)) as Catalogue;
  await stopped(preparing);

  const port = Number(args.port);
  const bare = started(
    spawn(process.execPath, [path.join(import.meta.dirname, 'bare.ts')], {
      cwd: root,
      env: { ...env, PORT: String(port ? port + 1 : 0) },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const bareUrl = await waitForLine(bare, 'READY ', false);
  const nodeFlags =
    args['node-flags'] === undefined
      ? SERVER_NODE_FLAGS
      : args['node-flags'].split(' ').filter(Boolean);
  // The malloc settings every server runs with; set in this command's environment, they win.
  const startServer = async (extra: Record<string, string> = {}): Promise<Server> => {
    const child = started(
      spawn(process.execPath, [...nodeFlags, 'scripts/start.ts'], {
        cwd: serverRoot,
        env: { ...SERVER_ENV, ...env, ...extra, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    const url = `http://127.0.0.1:${(await waitForLine(child, 'Server berjalan di http://localhost:', false)).trim()}`;
    const server = {
      child,
      url,
      rss: new RssSampler(child.pid as number),
      cpu: new CpuMeter(child.pid as number),
      db: databaseCpu,
      vacuum: vacuumCpu,
      idleAfterMs: 0,
    };
    await sleep(5000);
    // The search index (which also answers list pages) is built in the background after a start:
    // at 100,000 products that takes seconds of CPU. Figures start once the server is idle.
    server.idleAfterMs = (await untilIdle(server.cpu)) + 5000;
    return server;
  };
  // `refill`: the visitor mix right after a start, on the server as it was before the page store
  // (no store, no background renderer: PAGE_STORE_HOURS=0 PRERENDER=0) and on the real server, its
  // store emptied and refilling. Each phase has a server started for it and stopped after it (two
  // servers on one PGlite folder may not run at once), in rounds: uncached then refilling, then the
  // other way round (ABBA), each round's two phases asking the same URLs, new ones each round.
  let refill: RefillRounds | undefined;
  if (classes.has('refill')) {
    refill = { uncached: [], refilling: [], order: [] };
    const rounds = Math.max(1, Number(args['refill-rounds']));
    for (let round = 0; round < rounds; round++)
      for (const refilling of round % 2 === 0 ? [false, true] : [true, false]) {
        if (refilling) await emptySharedStore(serverDatabase, dataDir);
        const phase = await startServer(refilling ? {} : { PAGE_STORE_HOURS: '0', PRERENDER: '0' });
        const name = `${refilling ? 'R' : 'U'}${round + 1}`;
        try {
          const figures = await visitorsAfterStart(
            phase,
            atRound(urlStreams(catalogue), round),
            `${name} (${refilling ? 'store refilling' : 'uncached'})`,
          );
          (refilling ? refill.refilling : refill.uncached).push({ ...figures, round });
          refill.order.push(name);
        } finally {
          phase.rss.stop();
          await stopped(phase.child);
        }
      }
    // The real server below starts from an empty store, as without `refill`.
    await emptySharedStore(serverDatabase, dataDir);
    if (classes.size === 1) {
      // Nothing else to measure: the bare route, the table and the rounds.
      const bareFigures = await load(bareUrl, () => ['bare', '/bare'], {
        cpu: new CpuMeter(bare.pid as number),
      });
      try {
        printTable(size, products, databaseCpu !== undefined, [
          ['bare fastify (same run)', bareFigures],
          ...refillRows(refill),
        ]);
        refillLines(refill);
      } finally {
        databaseCpu?.stop();
        vacuumCpu?.stop();
        await stopped(bare);
      }
      return;
    }
  }
  const server = await startServer();
  const { url: base, rss, cpu } = server;
  const measured = { rss, cpu, db: server.db, settleWith: undefined as Streams | undefined };
  let release = () => {};
  try {
    const idle = rss.now();
    console.log(
      `idle RSS of the server after start: ${mb(idle)} (idle ${(server.idleAfterMs / 1000).toFixed(0)} s after start; load ${loadavg()[0]?.toFixed(2)}, ${cpus().length} cores)`,
    );
    if (!classes.size) return;

    const streams = urlStreams(catalogue);
    const mix = mixPicker(streams);
    await plainRead(base, streams);
    const pages = await untilStored(base, Number(args.stored), Number(args['store-wait']) * 60_000);
    if (pages && pages.waiting === 0 && Number(args.settle) > 0)
      await untilSettled(rss, Number(args.settle) * 60_000);
    if (args.lock)
      release = await holdLock(args.lock, [process.pid, server.child.pid ?? 0, bare.pid ?? 0]);
    const parts = rss.parts();
    console.log(
      `RSS before the classes: ${mb(rss.now())}${parts ? ` (${describeParts(parts)})` : ''}`,
    );
    quietRead = (await plainRead(base, streams)).ms;
    const stored =
      pages && (classes.has('stored') || classes.has('mix-stored'))
        ? await storedStreams(base, catalogue, serverDatabase, pages)
        : undefined;
    if (stored && stored.products.urls.length === 0)
      console.log(
        `  no stored product page found: the stored classes are left out (on PGlite, --stored must be well above the ${pagesAsked} pages the bench asked before)`,
      );
    const named: [string, string, () => [string, string]][] = [
      ['crawl', 'crawl (every page once, 1st)', single('crawl', streams.crawl)],
      ['product', 'product pages (HTML)', single('product', streams.product)],
      ['list', 'list pages (HTML)', single('list', streams.list)],
      ['search', 'search pages (HTML)', single('search', streams.search)],
      ['search-json', 'JSON search', single('search-json', streams['search-json'])],
      ['json', 'JSON product detail', single('json', streams.json)],
      ['typed', 'JSON type list + facets', single('typed', streams.typed)],
      ['specs', 'JSON list, 2 spec filters', single('specs', streams.specs)],
      [
        'typed-pages',
        PUBLIC_CACHE_ON ? 'type list pages, all (HTML)' : 'type pages 1-3, no cache',
        single('typed-pages', streams['typed-pages']),
      ],
      [
        'specs-pages',
        PUBLIC_CACHE_ON ? 'type pages, 2 spec filters' : 'filtered pages 1-3, no cache',
        single('specs-pages', streams['specs-pages']),
      ],
    ];
    // Warm-up (JIT, pools, the shared layout answers), on URLs the measured runs never ask again:
    // the mix, then 2 s of each class of one URL kind to be measured. Without the latter, the first
    // class of a kind paid its route's compilation: search JSON's first 10 s cost 0.61-0.72 ms a
    // request, the same class right after 0.33-0.46, store full or empty (docs/decisions.md,
    // "… session 32, sjson32").
    await load(base, mix, { duration: 3 });
    // (Not `crawl`: it asks every page once, from the first.)
    for (const [key, , next] of named)
      if (classes.has(key) && key !== 'crawl') await load(base, next, { duration: 2 });
    await settle(base, streams);
    measured.settleWith = streams;
    const bareFigures = () =>
      load(bareUrl, () => ['bare', '/bare'], { cpu: new CpuMeter(bare.pid as number) });
    const results: [string, Figures][] = [['bare fastify (same run)', await bareFigures()]];
    if (classes.has('stored') && stored?.products.urls.length)
      results.push([
        'stored pages (products, lists 1-3)',
        await load(base, storedPicker(stored.products, stored.lists), measured),
      ]);
    for (let round = 1; round <= ROUNDS; round++) {
      const suffix = ROUNDS > 1 ? ` (${round})` : '';
      if (round > 1) results.push([`bare fastify${suffix}`, await bareFigures()]);
      for (const [key, name, next] of named) {
        if (!classes.has(key)) continue;
        results.push([`${name}${suffix}`, await load(base, next, measured)]);
      }
    }
    let mixFigures: Figures | undefined;
    if (classes.has('mix')) {
      results.push(['visitor mix', (mixFigures = await load(base, mix, measured))]);
    }
    if (classes.has('mix-stored') && stored?.mixProducts.urls.length)
      results.push([
        'visitor mix, store full',
        await load(base, storedMixPicker(stored.mixProducts, stored.mixLists, streams), measured),
      ]);
    let saves: { ms: number; status: number }[] = [];
    let writing: Figures | undefined;
    if (classes.has('writes')) {
      try {
        const member = await staffMember(base, catalogue.editableId);
        const staff = staffSaving(base, catalogue.editableId, member, Date.now() + DURATION * 1000);
        writing = await load(base, mix, measured);
        saves = await staff;
        results.push(['mix + staff saving every 2 s', writing]);
      } catch (error) {
        console.log(`  the staff member could not start saving: ${String(error)}`);
      }
    }

    let events: Figures | undefined;
    if (classes.has('events')) {
      events = await load(base, single(EVENT_KIND, streams.events), measured);
      results.push(['events (POST event)', events]);
    }
    let mixWithEvents: Figures | undefined;
    let eventsBeside: (Figures & { sent: number }) | undefined;
    const eventRate = args['event-rate'] ?? '2/page';
    const perPage = eventRate.endsWith('/page') ? Number(eventRate.slice(0, -5)) : undefined;
    const eventsLabel = perPage ? `${perPage} events per page` : `${eventRate} events/s`;
    if (classes.has('mix-events')) {
      // The mix measured as above, while events are sent beside it (open loop): per page the mix
      // answered, or at a steady rate.
      let pagesAnswered = 0;
      const due = perPage
        ? () => pagesAnswered * perPage
        : (ms: number) => Math.floor((ms / 1000) * Number(eventRate));
      [mixWithEvents, eventsBeside] = await Promise.all([
        load(base, mix, {
          ...measured,
          onAnswer: (status) => void (status === 200 && pagesAnswered++),
        }),
        eventsOpenLoop(base, streams.events, due, DURATION),
      ]);
      results.push([`mix + ${eventsLabel}`, mixWithEvents]);
      results.push([`  the events beside it`, eventsBeside]);
    }

    printTable(size, products, databaseCpu !== undefined, [
      ...results.slice(0, 1),
      ...(refill ? refillRows(refill) : []),
      ...results.slice(1),
    ]);
    if (refill) refillLines(refill);
    if (stored) {
      console.log(`  stored pages: ${stored.how}`);
      for (const [name, stream] of Object.entries(stored).filter(([key]) => key !== 'how'))
        if (stream instanceof UrlStream && stream.wraps > 0 && name !== 'mixLists')
          console.log(`  note: stored ${name} ran out: URLs asked again (from memory)`);
    }
    if (writing) {
      const ok = saves.filter((s) => s.status === 200);
      const ratio = mixFigures
        ? ` (p95 ${(writing.p95 / mixFigures.p95).toFixed(2)}× the mix without writes)`
        : '';
      const codes = [...new Set(saves.filter((s) => s.status !== 200).map((s) => s.status))].join(
        ', ',
      );
      console.log(
        `  staff saves: ${saves.length}, ${saves.length - ok.length} failed${codes ? ` (${codes})` : ''}, slowest ${Math.max(0, ...saves.map((s) => s.ms)).toFixed(0)} ms${ratio}`,
      );
    }
    if (events)
      console.log(
        `  events accepted: ${(events.statuses['204'] ?? 0) / DURATION} a second (204s; other answers ${JSON.stringify(Object.fromEntries(Object.entries(events.statuses).filter(([code]) => code !== '204')))})`,
      );
    if (eventsBeside) {
      const others = Object.entries(eventsBeside.statuses).filter(([code]) => code !== '204');
      console.log(
        `  events beside the mix: ${eventsBeside.sent} sent in ${DURATION} s (${(eventsBeside.sent / DURATION).toFixed(0)}/s, aimed ${perPage ? `${perPage} per page answered` : `${eventRate}/s`}), ${((eventsBeside.statuses['204'] ?? 0) / DURATION).toFixed(1)}/s accepted (204s; other answers ${JSON.stringify(Object.fromEntries(others))}, errors and time-outs ${eventsBeside.failures - others.reduce((total, [, n]) => total + n, 0)}), p95 ${eventsBeside.p95.toFixed(1)} ms from due`,
      );
    }
    if (mixWithEvents && mixFigures)
      console.log(
        `  visitor mix p95: ${mixFigures.p95.toFixed(1)} ms without events, ${mixWithEvents.p95.toFixed(1)} ms with ${eventsBeside ? ((eventsBeside.statuses['204'] ?? 0) / DURATION).toFixed(1) : 0} events/s accepted beside it (${((mixWithEvents.p95 / mixFigures.p95 - 1) * 100).toFixed(1)} %); req/s ${mixFigures.rps.toFixed(0)} → ${mixWithEvents.rps.toFixed(0)}`,
      );
    const streamsRepeated = Object.entries(streams).filter(([, s]) => s.wraps > 0);
    if (streamsRepeated.length)
      console.log(
        `  note: URLs repeated (stream started again) for ${streamsRepeated.map(([k]) => k).join(', ')}`,
      );

    if (classes.has('overload')) await overload(base, streams, rss);

    const fullWait = Number(args['full-wait']);
    if (fullWait > 0) await untilStored(base, 0, fullWait * 60_000, 'memory and disk figures');
    await sleep(10_000);
    console.log(
      `memory: idle ${mb(idle)}, peak during the run ${mb(Math.max(...results.map(([, f]) => f.peakRss)))}, 10 s after the load ${mb(rss.now())}, high-water mark ${mb(rss.highWater())}`,
    );
    const after = rss.parts();
    if (after) console.log(`  memory 10 s after the load: ${describeParts(after)}`);
    const kept = await storePages(base);
    console.log(
      `page store: ${kept ? `${kept.stored} pages stored, ${kept.waiting} waiting (${kept.waiting ? 'not full' : 'full'}); ` : ''}${await storeDiskUse(serverDatabase, dataDir)}; RSS now ${mb(rss.now())} (load ${loadavg()[0]?.toFixed(2)})`,
    );
  } finally {
    rss.stop();
    databaseCpu?.stop();
    vacuumCpu?.stop();
    await Promise.all([stopped(server.child), stopped(bare)]);
    release();
  }
}

/** A burst past capacity, then: how long does a plain read wait, during and after it? */
async function overload(base: string, streams: Streams, rss: RssSampler) {
  const connections = Number(args['burst-connections']);
  const duration = Number(args['burst-duration']);
  const quiet = await plainRead(base, streams);
  const during: { ms: number; status: number }[] = [];
  let bursting = true;
  const probing = (async () => {
    const pending: Promise<void>[] = [];
    while (bursting) {
      pending.push(plainRead(base, streams).then((r) => void during.push(r)));
      await sleep(1000);
    }
    await Promise.all(pending);
  })();
  const burst = await load(base, mix3(streams), { connections, duration, rss });
  bursting = false;
  const ended = performance.now();
  const after = await plainRead(base, streams);
  let normalAfter = NaN;
  for (
    let probe = after;
    performance.now() - ended < 60_000;
    probe = await plainRead(base, streams)
  ) {
    if (probe.status === 200 && probe.ms < Math.max(100, quiet.ms * 3)) {
      normalAfter = (performance.now() - ended) / 1000;
      break;
    }
    await sleep(250);
  }
  await probing;
  const statuses = Object.entries(burst.statuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  console.log(
    `\noverload: ${connections} connections for ${duration} s on product pages, search and lists (load ${burst.load.toFixed(2)} at start)`,
  );
  console.log(
    `  answers ${burst.count} (${statuses || 'none'}), failures ${burst.failures}, time-outs ${burst.timeouts}; p50 ${burst.p50.toFixed(0)} ms, p95 ${burst.p95.toFixed(0)} ms, p99 ${burst.p99.toFixed(0)} ms; peak RSS ${mb(burst.peakRss)}`,
  );
  console.log(
    `  plain read (JSON product detail): ${quiet.ms.toFixed(0)} ms before; during the burst, slowest ${Math.max(0, ...during.map((d) => d.ms)).toFixed(0)} ms (${during.filter((d) => d.status !== 200).length} of ${during.length} not 200)`,
  );
  console.log(
    `  right after the burst it waited ${after.ms.toFixed(0)} ms (status ${after.status}); normal again (200 in < ${Math.max(100, quiet.ms * 3).toFixed(0)} ms) ${Number.isNaN(normalAfter) ? 'not within 60 s' : `after ${normalAfter.toFixed(1)} s`}`,
  );
}

/** The burst: page requests of every class, distinct URLs. */
function mix3(streams: Streams) {
  let n = 0;
  return (): [string, string] => {
    const slot = n++ % 3;
    if (slot === 0) return ['product', streams.product.next()];
    if (slot === 1) return ['search', streams.search.next()];
    return ['list', streams.list.next()];
  };
}

ensureBuild();
console.log(
  `bench/traffic on ${databaseLabel}: sizes ${args.products}, classes ${args.classes}; load average now ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${cpus().length} cores`,
);
for (const size of (args.products ?? '').split(',')) await runSize(size.trim());
