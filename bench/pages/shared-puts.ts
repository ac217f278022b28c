// CPU per put into the page store's shared table on PostgreSQL, and per read of one key (issue 34,
// session 30). Puts: a put a statement (`page_store.put`, one row, as sessions 28-29 kept every page and answer) against
// pages/shared-store.ts's puts (those asked while one is under way go together in the next
// statement, `page_store.put_many`). What a refilling server's visitors ask costs the database
// ~1 ms a request more than on the uncached server (docs/decisions.md, "… session 29, refill9"),
// most of it the store's statements. Into a scratch database of its own on DATABASE_URL's server
// (made and dropped here): `--puts` distinct entries a round, a page (~20 kB of two compressed
// parts) and its JSON answer (~3 kB) by turns, `--connections` at once as visitors' renders
// would, rounds alternated (A B A B). Prints puts a second, CPU ms a put of this process (all
// threads) and of PostgreSQL's backends of that database, and the statements sent. Figures, not
// pass/fail; the CPU a put is what to compare (a busy machine slows the puts, not their CPU).
// Reads (then, over the rows put, counted by ANALYZE): one key a read, a third of them stored, by
// the statement of arrays every read went by (s. 25-29) against the store's read of one key now.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:55440/postgres node bench/pages/shared-puts.ts
//     [--puts 2000 --rounds 2 --connections 20 --reads 5000]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../server/src/db/client.ts';
import { READ, SharedStore } from '../../server/src/pages/shared-store.ts';
import { ProcessGroupCpu } from '../lib/process-cpu.ts';

const { values } = parseArgs({
  options: {
    puts: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
    reads: { type: 'string', default: '5000' },
  },
});
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL: a PostgreSQL server (a scratch database is made)');
const name = `bench_shared_puts_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
const store = new SharedStore(database.db, {
  fingerprint: 'bench',
  maxBytes: Number.MAX_SAFE_INTEGER,
  hours: 1,
  isPage: (key) => key.startsWith('page '),
});
await store.open();
const backends = new ProcessGroupCpu('postgres', name, 100);

// Compressed bytes do not compress again: random bytes stand for them.
const page = () => {
  const brotli = randomBytes(9000 + Math.floor(Math.random() * 4000));
  return { data: Buffer.concat([brotli, randomBytes(11_000)]), split: brotli.length };
};
const answer = () => ({ data: randomBytes(2500 + Math.floor(Math.random() * 1000)), split: 0 });

let statements = 0;
const query = pool.query.bind(pool);
pool.query = ((...args: Parameters<typeof query>) => {
  statements += 1;
  return query(...args);
}) as typeof pool.query;

/** sessions 28-29: one statement a put. */
const ONE = 'select page_store.put($1, $2::text[], $3, $4, $5, $6, $7::bigint)';
type Put = (
  key: string,
  tags: string[],
  data: Buffer,
  epoch: string,
  split: number,
) => Promise<void>;
const ways: Record<string, Put> = {
  'a statement a put (s. 28-29)': async (key, tags, data, epoch, split) => {
    await pool.query({
      name: 'page_store_put',
      text: ONE,
      values: [`bench ${key}`, `{${tags.join(',')}}`, data, split, data.length, true, epoch],
    });
  },
  'puts at once together (now)': (key, tags, data, epoch, split) =>
    store.put(key, tags, data, epoch, split),
};

let serial = 0;
async function round(way: string) {
  const put = ways[way] as Put;
  const { epoch } = await store.read('page /');
  const entries = Array.from({ length: Number(values.puts) }, (_, at) => {
    serial += 1;
    return at % 2
      ? { key: `GET /api-web/product/${serial}`, tags: [`product:${serial}`], ...answer() }
      : {
          key: `page http://katalog.test /detail-product/${serial}`,
          tags: [`product:${serial}`, 'in:all'],
          ...page(),
        };
  });
  let at = 0;
  const sentBefore = statements;
  const cpu = process.cpuUsage();
  const backendsBefore = backends.read();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Number(values.connections) }, async () => {
      while (at < entries.length) {
        const entry = entries[at++] as (typeof entries)[number];
        await put(entry.key, entry.tags, entry.data, epoch, entry.split);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const database_ = backends.read() - backendsBefore;
  const count = entries.length;
  console.log(
    `${way.padEnd(30)} ${((count / elapsed) * 1000).toFixed(0).padStart(6)} puts/s ${((used.user + used.system) / 1000 / count).toFixed(3).padStart(6)} ms CPU a put here, ${(database_ / count).toFixed(3).padStart(6)} ms in PostgreSQL, ${statements - sentBefore} statements`,
  );
}

/** Sessions 25-29 read every key by the statement of arrays (READ), still used for reads waiting together. */
const ARRAY_READ = READ;
type Read = (key: string) => Promise<unknown>;
const reads: Record<string, Read> = {
  'one key by the array statement (s. 25-29)': (key) =>
    pool.query({ name: 'array_read', text: ARRAY_READ, values: [[`bench ${key}`], [1], 1] }),
  'one key alone (now)': (key) => store.read(key, 0),
};

async function readRound(way: string) {
  const read = reads[way] as Read;
  const count = Number(values.reads);
  const cpu = process.cpuUsage();
  const backendsBefore = backends.read();
  // One at a time: a read alone, as a refilling server's visitors' reads mostly go.
  for (let at = 1; at <= count; at += 1) {
    serial += 1;
    // A third are pages put above (the first round's even entries), the others misses.
    const key =
      at % 3 === 0
        ? `page http://katalog.test /detail-product/${2 * (at % 1000) + 1}`
        : `page http://katalog.test /missing/${serial}`;
    await read(key);
  }
  const used = process.cpuUsage(cpu);
  console.log(
    `${way.padEnd(42)} ${((used.user + used.system) / 1000 / count).toFixed(3).padStart(6)} ms CPU a read here, ${((backends.read() - backendsBefore) / count).toFixed(3).padStart(6)} ms in PostgreSQL`,
  );
}

console.log(
  `${values.puts} puts a round (pages and answers by turns), ${values.connections} at once`,
);
try {
  for (let at = 0; at < Number(values.rounds); at += 1)
    for (const way of Object.keys(ways)) await round(way);
  await pool.query('analyze page_store.pages');
  console.log(`${values.reads} reads a round, one at a time, a third of them stored`);
  for (let at = 0; at < Number(values.rounds); at += 1)
    for (const way of Object.keys(reads)) await readRound(way);
} finally {
  backends.stop();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
