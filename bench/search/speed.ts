// Search speed (issue 11): autocannon on loopback against GET product?search= and
// GET product/suggest with every request a different query (public cache off), beside a bare
// Fastify route in the same run, plus the latency of ordinary reads (a product, a category page)
// alone and while a search load runs. Catalogue: DATA_DIR (PGlite) or DATABASE_URL, seeded by
// `npm run seed -- --products 100000`. Figures, not pass/fail.
//   node bench/search/speed.ts [--duration 10 --connections 50]
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/client.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    serve: { type: 'boolean', default: false },
  },
});

const NOUNS = ['silinder', 'katup', 'regulator', 'fitting', 'selang', 'filter', 'aktuator', 'solenoid', 'kompresor', 'gripper'];
const TRAITS = ['kompak', 'standar', 'mini', 'ganda', 'tunggal', 'presisi', 'tahan panas', 'stainless', 'magnetik', 'ringan'];
const BRANDS = ['aerotek', 'pneumaxa', 'silindra', 'udarindo'];
const SYNONYMS = ['cylinder', 'valve', 'hose', 'compressor', 'actuator', 'saringan', 'penjepit', 'sambungan'];

/** A deterministic typo: one letter dropped, doubled or swapped, by position. */
function typo(word: string, n: number): string {
  const i = 1 + (n % (word.length - 2));
  if (n % 3 === 0) return word.slice(0, i) + word.slice(i + 1);
  if (n % 3 === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** Thousands of different queries a buyer might type: words, pairs, typos, prefixes, codes, synonyms. */
export function distinctQueries(): string[] {
  const out = new Set<string>();
  for (let n = 0; out.size < 6000; n++) {
    const noun = NOUNS[n % 10] as string;
    const trait = TRAITS[Math.floor(n / 10) % 10] as string;
    const brand = BRANDS[Math.floor(n / 100) % 4] as string;
    const number = String(1000 + ((n * 7919) % 100000));
    switch (n % 8) {
      case 0: out.add(`${noun} ${trait} ${number.slice(0, 2 + (n % 3))}`); break;
      case 1: out.add(`${typo(noun, n)} ${brand.slice(0, 3 + (n % 4))}`); break;
      case 2: out.add(`${noun} ${typo(trait.split(' ')[0] as string, n)}`); break;
      case 3: out.add(`${noun.slice(0, 3 + (n % 4))} ${number}`); break;
      case 4: out.add(`${SYNONYMS[n % SYNONYMS.length]} ${brand} ${number.slice(0, 3)}`); break;
      case 5: out.add(`${number}`); break;
      case 6: out.add(`${noun} ${trait} ${brand.slice(0, 2 + (n % 5))}`); break;
      default: out.add(`${typo(brand, n)} ${trait.slice(0, 2 + (n % 4))} ${number.slice(0, 1 + (n % 4))}`);
    }
  }
  return [...out];
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  distinct: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Load with `connections`; each request takes the next path of the list (all different until it wraps). */
function load(base: string, paths: string[], connections: number, duration: number) {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (request: { path: string }) => ({ ...request, path: paths[next++ % paths.length] }) }],
  } as never);
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => latencies.push(time));
  return (instance as unknown as Promise<{ requests: { average: number; total: number }; errors: number; non2xx: number }>).then((result) => {
    latencies.sort((a, b) => a - b);
    return { result, latencies, distinct: Math.min(paths.length, result.requests.total) };
  });
}

async function measure(name: string, base: string, paths: string[], connections = Number(args.connections)): Promise<Figures> {
  const { result, latencies, distinct } = await load(base, paths, connections, Number(args.duration));
  return { name, rps: result.requests.average, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors: result.errors + result.non2xx, distinct };
}

async function serve() {
  const base = loadConfig();
  const config = { ...base, dataDir: path.resolve(process.env.DATA_DIR ?? './data/search-bench'), logLevel: 'warn', publicCacheSeconds: 0, seedDemo: false };
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  const app = await buildApp({ config, database });
  await app.ready();
  const bare = Fastify();
  bare.get('/bare', async () => ({ hello: 'world' }));
  process.once('SIGTERM', () => void Promise.all([app.close(), bare.close()]).then(() => database.close()).then(() => process.exit(0)));
  const apiUrl = await app.listen({ port: Number(process.env.BENCH_PORT ?? 8310), host: '127.0.0.1' });
  const bareUrl = await bare.listen({ port: Number(process.env.BENCH_PORT ?? 8310) + 1, host: '127.0.0.1' });
  console.log(`READY ${JSON.stringify({ apiUrl, bareUrl })}`);
}

function startServer(): Promise<{ child: ChildProcess; apiUrl: string; bareUrl: string }> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve({ child, ...JSON.parse(line.slice(6)) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function main() {
  const { child, apiUrl, bareUrl } = await startServer();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const queries = distinctQueries();
  const searchPaths = queries.map((q, i) => `/api-web/product?search=${encodeURIComponent(q)}&page=${1 + (i % 3)}&limit=12`);
  const suggestPaths = queries.map((q) => `/api-web/product/suggest?search=${encodeURIComponent(q)}&limit=6`);
  const otherPaths = Array.from({ length: 200 }, (_, i) => (i % 2 ? `/api-web/product/${1 + ((i * 499) % 100000)}` : `/api-web/product?category=${1 + (i % 5)}&page=${1 + (i % 50)}&limit=12`));
  // Warm-up (untimed): the first search builds or loads what the engine needs.
  const warm = performance.now();
  await fetch(`${apiUrl}/api-web/product?search=silinder`).then((r) => r.arrayBuffer());
  const firstSearchMs = performance.now() - warm;
  await load(apiUrl, searchPaths.slice(-500), 10, 2);
  const results: Figures[] = [await measure('bare fastify', bareUrl, ['/bare'])];
  results.push(await measure('search (distinct)', apiUrl, searchPaths));
  results.push(await measure('suggest (distinct)', apiUrl, suggestPaths));
  results.push(await measure('other reads alone', apiUrl, otherPaths, 2));
  const [during] = await Promise.all([measure('other reads + search', apiUrl, otherPaths, 2), measure('search (background)', apiUrl, searchPaths.slice().reverse())]);
  results.push(during as Figures);
  child.kill('SIGTERM');
  await exited;
  const bareRps = results[0]?.rps ?? 1;
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\n${engine}: ${args.connections} connections (other reads: 2), ${args.duration} s each, public cache off, ${process.version}; first search ${firstSearchMs.toFixed(0)} ms`);
  console.log('scenario               req/s   p50 ms  p95 ms  p99 ms  ratio  errors  distinct URLs');
  for (const r of results) {
    const ms = (value: number) => value.toFixed(1).padStart(7);
    console.log(`${r.name.padEnd(21)} ${r.rps.toFixed(0).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${`${((r.rps / bareRps) * 100).toFixed(0)}%`.padStart(6)} ${String(r.errors).padStart(7)} ${String(r.distinct).padStart(9)}`);
  }
  console.log('Goal (issue 11): search p95 <= 50 ms and >= 1,000 req/s; suggest p95 <= 30 ms; other reads keep their latency.');
}

if (args.serve) await serve();
else await main();
