// API benchmark (DESIGN.md budgets): autocannon on loopback against GET product (list, filter,
// search) over 100,000 products and, in the same run, a bare Fastify route. Prints req/s,
// p50/p95/p99 and the ratio to the bare route. Figures, not pass/fail.
// These are REPEATED-URL figures: a few dozen URLs asked over and over, so with the cache on they
// measure the public cache, not what a visitor with a new URL gets (bench/traffic measures that).
// Runs twice by default: public cache on (steady state) and off (the cold path every request
// pays right after a write). With DATABASE_URL set the API runs on that PostgreSQL server.
//   npm run bench:api [-- --duration 10 --connections 50 --cache both|on|off]
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { count } from 'drizzle-orm';
import { loadConfig } from '../../server/src/config.ts';
import { products } from '../../server/src/db/schema/index.ts';
import { seedBulkProducts } from '../../server/src/seed/bulk-products.ts';
import { openBenchApp } from '../lib/app.ts';
import { waitForLine } from '../lib/child.ts';
import { percentile } from '../lib/percentile.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    products: { type: 'string', default: '100000' },
    cache: { type: 'string', default: 'both' },
    'no-cache': { type: 'boolean', default: false },
    serve: { type: 'boolean', default: false },
  },
});

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function measure(name: string, base: string, paths: string[]): Promise<Figures> {
  // Warm-up: one pass over every URL, so the figures are steady state (cache and buffers warm).
  for (const p of paths) await fetch(`${base}${p}`).then((r) => r.arrayBuffer());
  // ...and two seconds of untimed load, so the first scenario is not the one paying for the JIT
  // and for the start-up garbage (it measured far below the others in every mode).
  await autocannon({
    url: base,
    connections: Number(args.connections),
    duration: 2,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections: Number(args.connections),
    duration: Number(args.duration),
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) =>
    latencies.push(time),
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
  };
}

async function prepare() {
  const config = {
    ...loadConfig(),
    dataDir: path.resolve(process.env.DATA_DIR ?? './data/bench'),
    seedDemo: true,
    logLevel: 'warn',
  };
  if (args['no-cache']) config.publicCacheSeconds = 0;
  const { app, database } = await openBenchApp(config);
  const [row] = await app.db.select({ value: count() }).from(products);
  const wanted = Number(args.products);
  if ((row?.value ?? 0) < wanted) {
    console.log(`Seeding ${wanted - (row?.value ?? 0)} products into ${config.dataDir} (once)...`);
    await seedBulkProducts(app.db, wanted - (row?.value ?? 0));
  }
  return { app, database };
}

const pages = (query: string) =>
  Array.from({ length: 20 }, (_, i) => `/api-web/product?${query}page=${i + 1}&limit=12`);
const SEARCHES = [
  'silinder',
  'katup kompak',
  'regulator presisi',
  'aerotek',
  'selang stainless',
  'gripper magnetik',
  'solenoid',
  'filter ringan',
];

// The servers run in a child process so the load generator does not share their core.
async function serve() {
  const bare = Fastify();
  const { app, database } = await prepare();
  // Close cleanly on SIGTERM, so the database is left tidy and --cpu-prof can write its profile.
  process.once(
    'SIGTERM',
    () =>
      void Promise.all([app.close(), bare.close()])
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  bare.get('/bare', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${JSON.stringify({ apiUrl, bareUrl })}`);
}

async function startServers(
  cache: boolean,
): Promise<{ child: ChildProcess; apiUrl: string; bareUrl: string }> {
  const forwarded = ['--products', String(args.products), ...(cache ? [] : ['--no-cache'])];
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', ...forwarded], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { child, ...JSON.parse(await waitForLine(child, 'READY ', true)) };
}

const SCENARIOS: [string, string[]][] = [
  ['GET product (list)', pages('')],
  ['GET product (filter)', [1, 2, 3, 4, 5].flatMap((c) => pages(`category=${c}&`).slice(0, 4))],
  [
    'GET product (search)',
    SEARCHES.map((s) => `/api-web/product?search=${encodeURIComponent(s)}&page=1&limit=12`),
  ],
];

async function runMode(cache: boolean): Promise<void> {
  const { child, apiUrl, bareUrl } = await startServers(cache);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const results: Figures[] = [await measure('bare fastify', bareUrl, ['/bare'])];
  for (const [name, paths] of SCENARIOS) results.push(await measure(name, apiUrl, paths));
  child.kill('SIGTERM');
  await exited;
  const bareRps = results[0]?.rps ?? 1;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const kind = cache
    ? 'repeated URLs, answered by the public cache'
    : 'repeated URLs, public cache off';
  console.log(
    `\n${database}, ${kind}: ${args.connections} connections, ${args.duration} s each, ${process.version}`,
  );
  console.log('scenario                 req/s   p50 ms  p95 ms  p99 ms  ratio  errors');
  for (const r of results) {
    const ratio = `${((r.rps / bareRps) * 100).toFixed(0)}%`;
    const ms = (value: number) => value.toFixed(1).padStart(7);
    console.log(
      `${r.name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ratio.padStart(6)} ${String(r.errors).padStart(7)}`,
    );
  }
}

async function main() {
  const modes =
    args['no-cache'] || args.cache === 'off'
      ? [false]
      : args.cache === 'on'
        ? [true]
        : [true, false];
  for (const cache of modes) await runMode(cache);
  console.log(
    "\nRepeated-URL (cache) figures; distinct URLs: npm run bench:traffic. Budget (DESIGN.md): p95 < 25 ms at 50 connections and >= 40 % of the bare route's req/s.",
  );
}

if (args.serve) await serve();
else await main();
