// Search CPU (issue 11): the JavaScript one search and one suggestion cost, measured in process
// (no HTTP, no load), so the figure holds on a shared machine where req/s does not. 'search' and
// 'suggest' go through the engine (one change-log check each, as a lone request would); 'index'
// is the index's own work, the queries' words already stemmed by the runs before it. Opens the bulk
// catalogue (DATA_DIR for PGlite, or DATABASE_URL), builds the index (time and memory printed),
// then answers the speed bench's distinct queries one after the other.
//   node bench/search/cpu.ts [--queries 2000] [--profile file.cpuprofile (the timed part only)]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/src/db/client.ts';
import { IndexSearch } from '../../server/src/search/in-process/index-search.ts';
import { Stems } from '../../server/src/search/stems.ts';
import { distinctQueries } from './queries.ts';
import { startProfile, timeEach, timingRow } from '../lib/in-process.ts';

const { values: args } = parseArgs({
  options: { queries: { type: 'string', default: '2000' }, profile: { type: 'string' } },
});

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  pgliteDir: path.join(path.resolve(process.env.DATA_DIR ?? './data/search-bench'), 'pglite'),
});
const engine = new IndexSearch(database.db, new Stems(database.db));
const before = process.memoryUsage();
const started = performance.now();
const index = await engine.ready(600_000);
if (!index) throw new Error('the search index did not build');
const buildMs = performance.now() - started;
globalThis.gc?.();
const after = process.memoryUsage();

const queries = distinctQueries().slice(0, Number(args.queries));
async function time(label: string, run: (query: string, i: number) => Promise<unknown>) {
  console.log(timingRow(label, await timeEach(queries, run), 10, 2));
}

const engineName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `${engineName}, ${process.version}: index build ${(buildMs / 1000).toFixed(1)} s; RSS ${mb(before.rss)} → ${mb(after.rss)}, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`,
);
const stopProfile = await startProfile(args.profile);
console.log(
  'call        count  mean ms  p50 ms  p95 ms  p99 ms  cpu ms/call  calls/s   (distinct queries, one at a time, in process)',
);
await time('search', (query, i) => engine.search({ text: query, offset: 12 * (i % 3), size: 12 }));
await time('suggest', (query) => engine.suggest(query, 6));
// The index alone: the JavaScript of a search (and of a suggestion) without the engine's change-log check (a database round trip).
await time('index', async (query, i) =>
  index.search({ text: query, offset: 12 * (i % 3), size: 12 }),
);
await time('index sug', async (query) => index.suggest(query, 6));
await stopProfile();
console.log(`RSS after the runs ${mb(process.memoryUsage().rss)}`);
await database.close();
