// CPU per read of a stored page from the page store's shared table on PostgreSQL (issue 34,
// session 24): the read as it was (the whole entry, both encodings, as hex text, by a statement
// parsed and planned each time) against the read of pages/shared-store.ts (the part of the
// encoding asked for only, by one prepared statement), each decoded as the page route decodes it.
// Over a table a store-full `bench:traffic` run left (it keeps its database): distinct pages in
// random order, `--connections` reads at once, rounds alternated (A B A B). Prints reads a second,
// CPU ms a read (this process, all threads) and the bytes a read brings. Figures, not pass/fail.
//
//   DATABASE_URL=postgres://…/traffic_bench_100000 node bench/pages/shared-reads.ts
//     [--reads 5000 --rounds 3 --connections 10]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openDatabase } from '../../server/src/db/client.ts';
import { SharedStore } from '../../server/src/pages/shared-store.ts';
import { decodeEntry, partFor } from '../../server/src/pages/stored-entry.ts';

const { values } = parseArgs({
  options: {
    reads: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a database whose page_store.pages is filled');
const database = await openDatabase({ url });
const pool = (database.db as unknown as { $client: pg.Pool }).$client;

// The keys of pages stored with their split, of one fingerprint (the one most rows have).
const { rows } = await pool.query<{ key: string }>(
  `select key from page_store.pages where page and split > 0
     and key like (select split_part(key, ' ', 1) || ' %' from page_store.pages where page and split > 0
       group by 1 order by count(*) desc limit 1)
   order by random() limit $1`,
  [Number(values.reads) * Number(values.rounds) * 3],
);
if (rows.length === 0) throw new Error('no stored page with its split in page_store.pages');
const fingerprint = rows[0]?.key.split(' ', 1)[0] ?? '';
const keys = rows.map((row) => row.key.slice(fingerprint.length + 1));
const store = new SharedStore(database.db, {
  fingerprint,
  maxBytes: Number.MAX_SAFE_INTEGER,
  hours: 24 * 365,
  isPage: () => true,
});
await store.open();
await database.db.execute(sql`select 1`);

/** The statement as it was: the whole entry, parsed and planned on every read. */
const WHOLE = `select e.epoch::text as epoch, p.tags, p.data
  from page_store.epoch e
  left join page_store.pages p on p.key = $1 and stored_at > now() - make_interval(hours => $2)
  where e.id = 1`;

/** Session 24's read: one prepared statement a read, its part only. */
const ONE = `select e.epoch::text as epoch,
    case when p.split = 0 or $2 = 0 then p.data
      when $2 = 1 then substring(p.data for p.split)
      else substring(p.data from p.split + 1) end as data
  from page_store.epoch e
  left join page_store.pages p on p.key = $1
    and p.stored_at > now() - make_interval(hours => $3)
  where e.id = 1`;

const partOf = (key: string) => partFor(key.length % 2 ? 'br' : 'gzip');
const ways = {
  'whole entry, hex, unprepared (s. 23)': async (key: string) => {
    const result = await pool.query<{ data: Buffer }>(WHOLE, [`${fingerprint} ${key}`, 24 * 365]);
    return result.rows[0]?.data;
  },
  'its part, a statement a read (s. 24)': async (key: string) => {
    const result = await pool.query<{ data: Buffer }>({
      name: 'one_read',
      text: ONE,
      values: [`${fingerprint} ${key}`, partOf(key) + 1, 24 * 365],
    });
    return result.rows[0]?.data;
  },
  'its part, reads at once together (now)': async (key: string) =>
    (await store.read(key, partOf(key))).found?.data,
};

let next = 0;
async function round(name: keyof typeof ways) {
  const read = ways[name];
  const mine = keys.slice(next, next + Number(values.reads));
  next += mine.length;
  let at = 0;
  let bytes = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Number(values.connections) }, async () => {
      while (at < mine.length) {
        const data = await read(mine[at++] as string);
        if (!data) throw new Error('a stored page went missing');
        decodeEntry(data);
        bytes += data.length;
      }
    }),
  );
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.log(
    `${name.padEnd(40)} ${((mine.length / elapsed) * 1000).toFixed(0).padStart(6)} reads/s ${((used.user + used.system) / 1000 / mine.length).toFixed(3).padStart(7)} ms CPU a read ${(bytes / mine.length).toFixed(0).padStart(7)} B a read`,
  );
}

console.log(`${keys.length} stored pages; ${values.connections} reads at once`);
for (let at = 0; at < Number(values.rounds); at += 1)
  for (const name of Object.keys(ways) as (keyof typeof ways)[]) await round(name);
await database.close();
