// Search JSON CPU (issue 34): the CPU one public search answer costs, measured in process with
// the URLs bench/traffic's `search-json` class asks (a few hundred phrases on pages 1-3, and part
// numbers typed as "silinder 4711", each asked once), and where it goes: 'route' is the whole
// request through the real app (`app.inject`, gzip/brotli accepted as the bench's client does),
// 'engine' the search the handler awaits (stems, index, summaries), 'index' the index's own work,
// 'body+etag' the answer's bytes and ETag as the public cache makes them; 'found' the index on
// the queries that find something, facets off and on; 'bare' a bare Fastify
// route through `inject`, for the ratio.
// Opens the bulk catalogue (DATA_DIR: the folder holding pglite/, e.g. data/bench-traffic/pglite-100000).
//   node bench/search/json-cpu.ts [--requests 2000] [--rounds 1] [--profile file.cpuprofile
//     (the last round's route part, or --profile-part engine|index)] [--compare-walk N (N queries'
//     pages and totals with the walk of few products off and on: the differences, none expected)]
import path from 'node:path';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { loadConfig } from '../../server/src/config.ts';
import { NOUNS, TRAITS } from '../../server/src/seed/bulk-products.ts';
import { openBenchApp } from '../lib/app.ts';
import { startProfile, timeEach, timingRow } from '../lib/in-process.ts';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '1' },
    profile: { type: 'string' },
    'profile-part': { type: 'string', default: 'route' },
    /** Answers N queries' pages with the walk of few products off and on (walk.ts): how many differ. */
    'compare-walk': { type: 'string', default: '0' },
  },
});

const PAGE_SIZE = 12;
const config = {
  ...loadConfig(),
  dataDir: path.resolve(process.env.DATA_DIR ?? './data/bench-traffic/pglite-100000'),
  logLevel: 'warn',
  // Nothing rendered in the background while a request is timed.
  prerender: false,
};
const { app, database } = await openBenchApp(config);
const engine = app.productSearch.index;
const started = performance.now();
const index = await engine.ready(600_000);
if (!index) throw new Error('the search index did not build');
const productCount = index.size;
console.log(
  `${process.version}: ${productCount} products, index built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

/**
 * bench/traffic's search-json queries (run.ts urlStreams), phrases and part numbers, shuffled alike;
 * the phrases naming a brand left out (the brands' names are the catalogue's; part numbers are 99.8 %).
 */
function queries(): string[] {
  const lower = (list: readonly string[]) => list.map((w) => w.toLowerCase());
  const nouns = lower(NOUNS);
  const traits = lower(TRAITS);
  const phrases = new Set<string>();
  for (const noun of nouns) {
    phrases.add(noun);
    for (const trait of traits) phrases.add(`${noun} ${trait}`);
    for (let at = 1; at < noun.length - 1; at++)
      phrases.add(noun.slice(0, at) + noun.slice(at + 1));
  }
  const out: string[] = [];
  for (const phrase of phrases)
    for (const page of [1, 2, 3]) out.push(`search=${encodeURIComponent(phrase)}&page=${page}`);
  for (let i = 20_000; i < 20_000 + 250_000; i++) {
    const noun = nouns[Math.floor(i / productCount) % nouns.length];
    out.push(`search=${encodeURIComponent(`${noun} ${1000 + ((i * 7919) % productCount)}`)}`);
  }
  // A deterministic shuffle, so the phrases are spread among the part numbers as in a run.
  let state = 10;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

const all = queries();
const rounds = Number(args.rounds);
const count = Number(args.requests);
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

const bare = Fastify();
bare.get('/bare', async () => ({ hello: 'world' }));
await bare.ready();

function parsed(query: string) {
  const params = new URLSearchParams(query);
  const page = Number(params.get('page') ?? 1);
  return { text: params.get('search') ?? '', offset: (page - 1) * PAGE_SIZE, size: PAGE_SIZE };
}

console.log(
  'call        count  mean ms  p50 ms  p95 ms  p99 ms  cpu ms/call  calls/s   (distinct queries, one at a time, in process)',
);
for (let round = 0; round < rounds; round++) {
  // Each part asks its own queries (none asked before in the process): the stems of a query's
  // unknown words and the facets kept per query would otherwise be warm.
  const slice = (part: number) =>
    all.slice((round * 6 + part) * count, (round * 6 + part + 1) * count);
  const last = round === rounds - 1;
  const profiled = async (part: string) =>
    last && args['profile-part'] === part ? startProfile(args.profile) : async () => undefined;
  let stop = await profiled('route');
  let bytes = 0;
  let encoding = '';
  const route = await timeEach(slice(0), async (query) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api-web/product?${query}&limit=${PAGE_SIZE}`,
      headers: HEADERS,
    });
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode}`);
    bytes += response.rawPayload.length;
    encoding = String(response.headers['content-encoding'] ?? 'identity');
  });
  await stop();
  console.log(
    timingRow('route', route, 10, 3),
    `  ${(bytes / count).toFixed(0)} B sent (${encoding})`,
  );
  const answers: unknown[] = [];
  stop = await profiled('engine');
  const engineTiming = await timeEach(slice(1), async (query) => {
    const { rows, total, facets } = await engine.search(parsed(query));
    answers.push({ data: rows, meta: { total, facets } });
  });
  await stop();
  console.log(timingRow('engine', engineTiming, 10, 3));
  stop = await profiled('index');
  const indexTiming = await timeEach(slice(2), async (query) => index.search(parsed(query)));
  await stop();
  console.log(timingRow('index', indexTiming, 10, 3));
  let json = 0;
  // What the public cache does with a handler's answer (plugins/public-cache.ts loadCachedAnswer).
  console.log(
    timingRow(
      'body+etag',
      await timeEach(answers, async (answer) => {
        const body = Buffer.from(JSON.stringify(answer));
        json += body.length;
        createHash('sha1').update(body).digest('base64url');
      }),
      10,
      3,
    ),
    `  ${(json / answers.length).toFixed(0)} B of JSON`,
  );
  // The index on queries that find something (a quarter of the part numbers), facets off then
  // on (distinct queries: the facets kept per query are not reused): what their facets cost.
  const matching = slice(4).filter(
    (query) => index.search({ ...parsed(query), facets: false }).total > 0,
  );
  const off = await timeEach(matching, async (query) =>
    index.search({ ...parsed(query), facets: false }),
  );
  const on = await timeEach(matching, async (query) => index.search(parsed(query)));
  console.log(timingRow('found, -fac', off, 10, 3));
  console.log(
    timingRow('found, +fac', on, 10, 3),
    `  facets ${(on.cpuPerCall - off.cpuPerCall).toFixed(3)} ms a query that finds something`,
  );
  console.log(
    timingRow(
      'bare',
      await timeEach(slice(3), async () => bare.inject({ method: 'GET', url: '/bare' })),
      10,
      3,
    ),
  );
}
const comparing = Number(args['compare-walk']);
if (comparing > 0) {
  let differ = 0;
  let found = 0;
  for (const query of all.slice(-comparing)) {
    const answer = (walk: number | null) => {
      index.walkLimit = walk;
      // Facets are kept per query (the second answer reuses the first's): pages and totals only.
      const { docs, total } = index.search({ ...parsed(query), facets: false });
      return JSON.stringify([docs.map((doc) => doc.id), total]);
    };
    const [off, on] = [answer(0), answer(null)];
    if (off !== on) {
      differ += 1;
      if (differ <= 5) console.log(`differs: ${query}\n  off ${off}\n  on  ${on}`);
    }
    if (!off.startsWith('[[],0')) found += 1;
  }
  index.walkLimit = null;
  console.log(
    `walk off and on: ${differ} of ${comparing} queries differ (${found} find something)`,
  );
}
await app.close();
await bare.close();
await database.close();
