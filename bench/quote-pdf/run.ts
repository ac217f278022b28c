// Quotation PDF bench (issue 25): PDF renders per second, and the latency of a cheap staff call
// (the inbox detail, a session check and three queries) alone and while PDFs render, with the
// PDF rendered on the HTTP thread (QUOTE_PDF_THREADS=0, the way before) and on the pool's worker.
// The server runs in a child process, so the load generator does not share its thread.
//   node bench/quote-pdf/run.ts [--duration 10 --pdf-clients 2 --items 50 --threads 0,1]
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, asc, eq, gt } from 'drizzle-orm';
import { createSession } from '../../server/src/auth/sessions.ts';
import { loadConfig } from '../../server/src/config.ts';
import { products, users } from '../../server/src/db/schema/index.ts';
import { normalizeQuoteRequest } from '../../src/lib/quote/request.ts';
import { openBenchApp } from '../lib/app.ts';
import { waitForLine } from '../lib/child.ts';
import { percentile } from '../lib/percentile.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'pdf-clients': { type: 'string', default: '2' },
    items: { type: 'string', default: '50' },
    threads: { type: 'string', default: '0,1' },
    serve: { type: 'boolean', default: false },
  },
});

/** The server: demo data (seeded once into data/bench-quote-pdf), a staff session, two requests. */
async function serve(threads: number) {
  const config = {
    ...loadConfig(),
    dataDir: path.resolve(process.env.DATA_DIR ?? './data/bench-quote-pdf'),
    seedDemo: true,
    logLevel: 'warn',
    quotePdfThreads: threads,
    // Shedding off: the figures are of the PDF's effect, not of the overload guard.
    maxEventLoopDelayMs: 600_000,
    rateLimits: { login: 0, createSubscriber: 0, createQuote: 0 },
    // The session below is made without the second step.
    mfaRequiredRoles: [],
  };
  const { app, database } = await openBenchApp(config);
  const priced = await app.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isPublic, true), gt(products.harga, 0)))
    .orderBy(asc(products.id))
    .limit(Number(args.items));
  const quoteOf = async (count: number, buyer: string) => {
    const input = normalizeQuoteRequest({
      name: buyer,
      phone: '081234567890',
      consent: true,
      items: Array.from({ length: count }, (_, index) => ({
        productId: priced[index % priced.length]?.id ?? 0,
        quantity: index + 1,
      })),
    });
    const stored = await app.repos.quotes.store(
      input,
      await app.repos.quotes.products(input),
      new Date(),
    );
    return stored.id;
  };
  const [admin] = await app.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  const token = await createSession(app.db, admin?.id ?? 1, new Date());
  const small = await quoteOf(3, `Bench ${Date.now()} kecil`);
  const large = await quoteOf(Number(args.items), `Bench ${Date.now()} besar`);
  process.once(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${JSON.stringify({ url, token, small, large })}`);
}

interface Server {
  child: ChildProcess;
  url: string;
  token: string;
  small: number;
  large: number;
}

async function start(threads: number): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(import.meta.url),
      '--serve',
      '--threads',
      String(threads),
      '--items',
      String(args.items),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return { child, ...JSON.parse(await waitForLine(child, 'READY ', false)) };
}

async function timed(url: string, token: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status };
}

/** One client asking `url` again and again until `until`; latencies of the 200 answers. */
async function loop(url: string, token: string, until: number) {
  const latencies: number[] = [];
  let refused = 0;
  while (performance.now() < until) {
    const { ms, status } = await timed(url, token);
    if (status === 200) latencies.push(ms);
    else refused += 1;
  }
  return { latencies, refused };
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function measure(threads: number) {
  const server = await start(threads);
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  const api = (p: string) => `${server.url}/api-web${p}`;
  const cheap = api(`/admin/quote/${server.small}`);
  const pdf = api(`/admin/quote/pdf/${server.large}`);
  const seconds = Number(args.duration);
  // Warm: the worker started and its fonts loaded, the JIT past its first calls.
  for (const url of [cheap, pdf]) {
    const { status } = await timed(url, server.token);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
  }
  for (let i = 0; i < 3; i += 1) await timed(pdf, server.token);
  for (let i = 0; i < 50; i += 1) await timed(cheap, server.token);
  const alone = await loop(cheap, server.token, performance.now() + (seconds * 1000) / 2);
  const until = performance.now() + seconds * 1000;
  const [during, ...pdfClients] = await Promise.all([
    loop(cheap, server.token, until),
    ...Array.from({ length: Number(args['pdf-clients']) }, () => loop(pdf, server.token, until)),
  ]);
  server.child.kill('SIGTERM');
  await exited;
  const rendered = pdfClients.reduce((sum, client) => sum + client.latencies.length, 0);
  const refused = pdfClients.reduce((sum, client) => sum + client.refused, 0);
  const pdfFigures = summary(pdfClients.flatMap((client) => client.latencies));
  return {
    threads,
    pdfPerSecond: rendered / seconds,
    refused,
    pdfP50: pdfFigures.p50,
    alone: summary(alone.latencies),
    during: summary(during?.latencies ?? []),
  };
}

async function main() {
  const rows = [];
  for (const threads of args.threads.split(',').map(Number)) rows.push(await measure(threads));
  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `\n${args.items}-item PDF, ${args['pdf-clients']} PDF clients, ${args.duration} s, ${process.version}`,
  );
  console.log(
    'where rendered          PDF/s  503s  PDF p50  cheap alone p50/p95  cheap during p50/p95   n during',
  );
  for (const r of rows) {
    const where = r.threads === 0 ? 'HTTP thread (before)' : `${r.threads} worker(s) (after)`;
    console.log(
      `${where.padEnd(22)} ${r.pdfPerSecond.toFixed(2).padStart(6)} ${String(r.refused).padStart(5)} ${ms(r.pdfP50)} ${ms(r.alone.p50)} ${ms(r.alone.p95)}     ${ms(r.during.p50)} ${ms(r.during.p95)} ${String(r.during.n).padStart(10)}`,
    );
  }
}

if (args.serve) await serve(Number(args.threads));
else await main();
