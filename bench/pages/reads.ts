// CPU per API read of a page render (issue 34, item 3): the same reads answered through
// `app.inject` (an in-process HTTP request, the JSON parsed again: how pages read before) and
// through `app.readPublic` (routes/public-reads.ts), over the demo catalogue (PGlite in a
// temporary DATA_DIR), with the answers kept (a cache hit, the usual case) and not kept
// (PUBLIC_CACHE_SECONDS=0: validation and handler each time). Figures, not pass/fail.
//
//   node bench/pages/reads.ts [--rounds 20]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/src/config.ts';
import { buildApp } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { ensureBaseData } from '../../server/src/seed/base.ts';
import { seedDemoIfEmpty } from '../../server/src/seed/demo.ts';
import { timeEach } from '../lib/in-process.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const rounds = Number(values.rounds);
const dataDir = await mkdtemp(path.join(tmpdir(), 'kp-bench-reads-'));
const database = await openDatabase({ url: '', pgliteDir: path.join(dataDir, 'pglite') });
const base = { ...loadConfig({}), dataDir, seedDemo: true, prerender: false, logLevel: 'warn' };
const kept = await buildApp({ config: base, database, webRoot: null });
const unkept = await buildApp({ config: { ...base, publicCacheSeconds: 0 }, database });
await kept.ready();
await unkept.ready();
await ensureBaseData(kept, () => undefined);
await seedDemoIfEmpty(kept);

/** How pages read before: one in-process HTTP request, the JSON parsed again. */
async function injected(app: FastifyInstance, apiPath: string) {
  const answer = await app.inject({
    method: 'GET',
    url: `/api-web${apiPath}`,
    headers: { cookie: 'XSRF-TOKEN=page' },
  });
  return JSON.parse(answer.rawPayload.toString('utf8')) as unknown;
}

try {
  // A product page's, a list page's and a search page's own reads (the layout's are kept parsed).
  const reads = [
    '/product/1',
    '/product/2',
    '/product?page=1&limit=12&category=1',
    '/product?page=1&limit=12&search=katup',
    '/brand/1',
    '/news?page=1&limit=12',
  ];
  const calls = Array.from({ length: rounds }, () => reads).flat();
  const figures: Record<string, number> = {};
  for (const [name, app] of [
    ['kept', kept],
    ['not kept', unkept],
  ] as const) {
    const ways = [
      ['inject', (apiPath: string) => injected(app, apiPath)],
      ['readPublic', (apiPath: string) => app.readPublic(apiPath)],
    ] as const;
    // Twice over, alternating, the second pass counted: both ways compiled and warm alike.
    for (const pass of [1, 2])
      for (const [way, read] of ways) {
        for (const apiPath of reads) await read(apiPath); // warm-up (and the first miss)
        const timing = await timeEach(calls, read);
        if (pass === 2)
          figures[`${name}, ${way}: CPU ms per read`] = Number(timing.cpuPerCall.toFixed(3));
      }
  }
  console.log(JSON.stringify({ reads: calls.length, ...figures }, null, 1));
} finally {
  await unkept.close();
  await kept.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
