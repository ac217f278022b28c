// Search speed (issue 11): autocannon on loopback against GET product?search= and
// GET product/suggest with every request a different query (public cache off), beside a bare
// Fastify route in the same run, plus the latency of a plain product-detail read (GET product/{id},
// every id different) alone and while the search load runs, each at 2 connections. Catalogue: DATA_DIR (PGlite) or DATABASE_URL, seeded by
// `npm run seed -- --products 100000`. Figures, not pass/fail.
//   node bench/search/speed.ts [--duration 10 --connections 50] [--profile dir (the server's CPU profile, V8 .cpuprofile, into dir)]
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { distinctQueries } from './queries.ts';
import { waitForLine } from '../lib/child.ts';
import { percentile } from '../lib/percentile.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    serve: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Refused at once with 503 by the overload guard (not counted in req/s or the latencies). */
  shed: number;
  /** Other 5xx, timeouts and socket errors. */
  errors: number;
  distinct: number;
  /** The server's CPU (all its threads) per answered request, ms; robust where req/s is not (a shared machine). */
  cpuMs?: number;
}

/** Load with `connections`; each request takes the next path of the list (all different until it wraps). */
function load(base: string, paths: string[], connections: number, duration: number) {
  let next = 0;
  const latencies: number[] = [];
  let shed = 0;
  let failed = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: { path: string }) => ({
          ...request,
          path: paths[next++ % paths.length],
        }),
      },
    ],
  } as never);
  // Answered (2xx-4xx) requests count; a 503 from the overload guard is 'shed', other 5xx 'errors'.
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status === 503) shed += 1;
    else if (status >= 500) failed += 1;
    else latencies.push(time);
  });
  return (
    instance as unknown as Promise<{
      requests: { total: number };
      errors: number;
      timeouts: number;
    }>
  ).then((result) => {
    latencies.sort((a, b) => a - b);
    return {
      latencies,
      shed,
      errors: failed + result.errors,
      distinct: Math.min(paths.length, result.requests.total),
    };
  });
}

async function measure(
  name: string,
  base: string,
  paths: string[],
  connections = Number(args.connections),
): Promise<Figures> {
  const { latencies, shed, errors, distinct } = await load(
    base,
    paths,
    connections,
    Number(args.duration),
  );
  return {
    name,
    rps: latencies.length / Number(args.duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    shed,
    errors,
    distinct,
  };
}

async function serve() {
  const base = loadConfig();
  const config = {
    ...base,
    dataDir: path.resolve(process.env.DATA_DIR ?? './data/search-bench'),
    logLevel: 'warn',
    publicCacheSeconds: 0,
    seedDemo: false,
  };
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  // The index builds in the background from the start (searches answer from SQL meanwhile); the
  // bench measures the index, so it waits, and prints how long the build took and the memory.
  const started = performance.now();
  await app.productSearch.index.ready(600_000);
  const build = {
    buildMs: performance.now() - started,
    rssMb: process.memoryUsage().rss / 1024 / 1024,
  };
  const bare = Fastify();
  bare.get('/bare', async () => ({ hello: 'world' }));
  process.once(
    'SIGTERM',
    () =>
      void Promise.all([app.close(), bare.close()])
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
  const apiUrl = await app.listen({
    port: Number(process.env.BENCH_PORT ?? 8310),
    host: '127.0.0.1',
  });
  const bareUrl = await bare.listen({
    port: Number(process.env.BENCH_PORT ?? 8310) + 1,
    host: '127.0.0.1',
  });
  // The bench asks for the server's CPU time (all threads: HTTP and PGlite's) around each scenario.
  process.on('message', () => process.send?.(process.cpuUsage()));
  console.log(`READY ${JSON.stringify({ apiUrl, bareUrl, ...build })}`);
}

async function startServer(): Promise<{
  child: ChildProcess;
  apiUrl: string;
  bareUrl: string;
  buildMs: number;
  rssMb: number;
}> {
  const profile = args.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args.profile)] : [];
  const child = spawn(process.execPath, [...profile, fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return { child, ...JSON.parse(await waitForLine(child, 'READY ', false)) };
}

/** The server's CPU time so far (user + system, ms). */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage: NodeJS.CpuUsage) => resolve((usage.user + usage.system) / 1000));
    child.send('cpu');
  });
}

/** Runs scenarios at once and sets the server's CPU per answered request of them all on each. */
async function withCpu(child: ChildProcess, runs: Promise<Figures>[]): Promise<Figures[]> {
  const before = await serverCpu(child);
  const figures = await Promise.all(runs);
  const used = (await serverCpu(child)) - before;
  const answered = figures.reduce((sum, f) => sum + f.rps * Number(args.duration), 0);
  return figures.map((f) => ({ ...f, cpuMs: used / Math.max(1, answered) }));
}

async function main() {
  const { child, apiUrl, bareUrl, buildMs, rssMb } = await startServer();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const queries = distinctQueries();
  const searchPaths = queries.map(
    (q, i) => `/api-web/product?search=${encodeURIComponent(q)}&page=${1 + (i % 3)}&limit=12`,
  );
  const suggestPaths = queries.map(
    (q) => `/api-web/product/suggest?search=${encodeURIComponent(q)}&limit=6`,
  );
  const catalogue = (
    (await fetch(`${apiUrl}/api-web/product?limit=1`).then((r) => r.json())) as {
      meta: { total: number };
    }
  ).meta.total;
  const productPaths = Array.from(
    { length: 5000 },
    (_, i) => `/api-web/product/${1 + ((i * 7919) % catalogue)}`,
  );
  // Warm-up (untimed): the first search builds or loads what the engine needs.
  const warm = performance.now();
  await fetch(`${apiUrl}/api-web/product?search=silinder`).then((r) => r.arrayBuffer());
  const firstSearchMs = performance.now() - warm;
  await load(apiUrl, searchPaths.slice(-500), 10, 2);
  const results: Figures[] = [];
  // Measures start only after the previous scenario's CPU is read, so each CPU figure is its own.
  for (const [name, base, paths, connections] of [
    ['bare fastify', bareUrl, ['/bare']],
    ['search (distinct)', apiUrl, searchPaths],
    ['suggest (distinct)', apiUrl, suggestPaths],
    ['product detail alone', apiUrl, productPaths, 2],
  ] as const)
    results.push(...(await withCpu(child, [measure(name, base, [...paths], connections)])));
  // The pair's CPU is shared: each line shows the pair's CPU per answered request of both.
  results.push(
    ...(await withCpu(child, [
      measure('product + search', apiUrl, productPaths.slice().reverse(), 2),
      measure('search (background)', apiUrl, searchPaths.slice().reverse()),
    ])),
  );
  child.kill('SIGTERM');
  await exited;
  const bareRps = results[0]?.rps ?? 1;
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${engine}, ${catalogue} public products: ${args.connections} connections (product detail: 2), ${args.duration} s each, public cache off, ${process.version}; index ready ${(buildMs / 1000).toFixed(1)} s after start (RSS ${rssMb.toFixed(0)} MB), first search ${firstSearchMs.toFixed(0)} ms`,
  );
  console.log(
    'scenario               req/s   p50 ms  p95 ms  p99 ms  ratio    shed  errors  distinct URLs  cpu ms/req   (req/s and latencies: answered requests, 503s shed by the overload guard apart)',
  );
  for (const r of results) {
    const ms = (value: number) => value.toFixed(1).padStart(7);
    console.log(
      `${r.name.padEnd(21)} ${r.rps.toFixed(0).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${`${((r.rps / bareRps) * 100).toFixed(0)}%`.padStart(6)} ${String(r.shed).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.distinct).padStart(9)} ${(r.cpuMs ?? 0).toFixed(3).padStart(11)}`,
    );
  }
  console.log(
    'cpu ms/req: CPU of the server process (all threads) over the scenario / answered requests (the pair: of both scenarios).',
  );
  console.log(
    'Goal (issue 11): search p95 <= 50 ms and >= 1,000 req/s; suggest p95 <= 30 ms; a product detail keeps its latency while searches run.',
  );
}

if (args.serve) await serve();
else await main();
