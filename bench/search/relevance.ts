// Search relevance (issue 11): runs every query of judgements.json against GET product on the demo
// catalogue (a fresh in-memory database with the demo seed) and on the bulk catalogue (DATA_DIR,
// or DATABASE_URL, seeded by `npm run seed -- --products 100000`), and prints success@1,
// success@5 and nDCG@10 per kind of query and overall, plus the queries that missed. `--search sql`
// asks the SQL implementation of ProductSearch in process instead (the one that answers while the
// index builds), so its relevance and time per query show beside the index's.
//   node bench/search/relevance.ts [--catalogue demo|bulk|both] [--search index|sql]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import { ensureBaseData } from '../../server/src/seed/base.ts';
import { seedDemoIfEmpty } from '../../server/src/seed/demo.ts';

const { values: args } = parseArgs({
  options: {
    catalogue: { type: 'string', default: 'both' },
    search: { type: 'string', default: 'index' },
  },
});

interface Judgement {
  catalogue: 'demo' | 'bulk';
  kind: string;
  query: string;
  relevant?: string;
  count?: number;
  none?: boolean;
}

interface Score {
  judgement: Judgement;
  at1: number;
  at5: number;
  ndcg: number;
  top: string[];
  total: number;
  ms: number;
}

const judgements = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'judgements.json'), 'utf8')) as {
    judgements: Judgement[];
  }
).judgements;

function score(
  judgement: Judgement,
  names: string[],
  total: number,
): Omit<Score, 'judgement' | 'top' | 'total' | 'ms'> {
  if (judgement.none) {
    const hit = total === 0 ? 1 : 0;
    return { at1: hit, at5: hit, ndcg: hit };
  }
  const pattern = new RegExp(judgement.relevant ?? '$^');
  const relevant = names.slice(0, 10).map((name) => (pattern.test(name) ? 1 : 0));
  const dcg = relevant.reduce<number>((sum, rel, i) => sum + rel / Math.log2(i + 2), 0);
  const ideal = Array.from(
    { length: Math.min(10, judgement.count ?? 10) },
    (_, i) => 1 / Math.log2(i + 2),
  ).reduce((a, b) => a + b, 0);
  return {
    at1: relevant[0] ?? 0,
    at5: relevant.slice(0, 5).some(Boolean) ? 1 : 0,
    ndcg: Math.min(1, dcg / ideal),
  };
}

async function open(
  catalogue: 'demo' | 'bulk',
): Promise<{ app: FastifyInstance; database: Database }> {
  const base = loadConfig();
  const config = { ...base, logLevel: 'warn', publicCacheSeconds: 0, seedDemo: false };
  const database =
    catalogue === 'demo'
      ? await openDatabase({})
      : await openDatabase({
          url: base.databaseUrl,
          pgliteDir: path.join(
            path.resolve(process.env.DATA_DIR ?? './data/search-bench'),
            'pglite',
          ),
        });
  const app = await buildApp({
    config: {
      ...config,
      dataDir: catalogue === 'demo' ? path.resolve('./data/search-bench-demo') : config.dataDir,
    },
    database,
  });
  await app.ready();
  if (catalogue === 'demo') {
    await ensureBaseData(app, () => undefined);
    await seedDemoIfEmpty(app);
  }
  // Relevance is the index's: wait for its background build (searches answer from SQL meanwhile).
  await app.productSearch.index.ready(600_000);
  return { app, database };
}

async function run(catalogue: 'demo' | 'bulk'): Promise<Score[]> {
  const { app, database } = await open(catalogue);
  const scores: Score[] = [];
  try {
    for (const judgement of judgements.filter((j) => j.catalogue === catalogue)) {
      const started = performance.now();
      let names: string[];
      let total: number;
      if (args.search === 'sql') {
        const page = await app.productSearch.sql.search({
          text: judgement.query,
          offset: 0,
          size: 10,
        });
        names = page.rows.map((row) => row.name);
        total = page.total;
      } else {
        const answer = await app.inject({
          method: 'GET',
          url: `/api-web/product?search=${encodeURIComponent(judgement.query)}&limit=10`,
        });
        const body = answer.json() as { data?: { name: string }[]; meta?: { total: number } };
        names = (body.data ?? []).map((row) => row.name);
        total = answer.statusCode === 200 ? (body.meta?.total ?? 0) : -1;
      }
      const ms = performance.now() - started;
      scores.push({
        judgement,
        ...score(judgement, names, total),
        top: names.slice(0, 3),
        total,
        ms,
      });
    }
  } finally {
    await app.close();
    await database.close();
  }
  return scores;
}

const mean = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;

function report(catalogue: string, scores: Score[]) {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${catalogue} catalogue (${engine}, ${args.search === 'sql' ? 'SQL search' : 'index'}), ${scores.length} queries`,
  );
  console.log('kind            queries  success@1  success@5  nDCG@10  mean ms');
  const kinds = [...new Set(scores.map((s) => s.judgement.kind))];
  const line = (label: string, rows: Score[]) =>
    console.log(
      `${label.padEnd(15)} ${String(rows.length).padStart(7)} ${mean(rows.map((r) => r.at1))
        .toFixed(2)
        .padStart(10)} ${mean(rows.map((r) => r.at5))
        .toFixed(2)
        .padStart(10)} ${mean(rows.map((r) => r.ndcg))
        .toFixed(2)
        .padStart(8)} ${mean(rows.map((r) => r.ms))
        .toFixed(1)
        .padStart(8)}`,
    );
  for (const kind of kinds)
    line(
      kind,
      scores.filter((s) => s.judgement.kind === kind),
    );
  line('all', scores);
  const missed = scores.filter((s) => s.at5 === 0 || s.ndcg < 0.5);
  if (missed.length) console.log('missed or weak (query → total, top 3):');
  for (const s of missed)
    console.log(
      `  ${s.judgement.kind}: "${s.judgement.query}" → ${s.total}, ${JSON.stringify(s.top)}`,
    );
}

const catalogues =
  args.catalogue === 'both' ? (['demo', 'bulk'] as const) : [args.catalogue as 'demo' | 'bulk'];
for (const catalogue of catalogues) report(catalogue, await run(catalogue));
