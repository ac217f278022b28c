// The page store's shared part on PostgreSQL (docs/decisions.md, "One store for every instance"):
// the kept answers and pages (compressed, with their ETag and tags, as stored-entry.ts writes them)
// in one UNLOGGED table every instance reads and writes, so one render serves them all. A write
// drops its tags' rows in one transaction before the instances are told (cache-broadcast), so an
// instance that hears of it finds the table already without them.
//
// A render that read its data before a write and is kept after that write's delete would survive
// it; every invalidation therefore bumps one epoch row, and a row is kept only under the epoch read
// before its render began (the insert holds an advisory lock shared, the bump takes it alone and
// so waits for it, and its delete then sees the insert). Keys carry a fingerprint of what every
// page is made with beyond the data (the web build, the public configuration, where pictures
// point): an instance started with another build or CHAT_PHONE neither reads nor drops another's
// rows; those age out.
//
// A page's row keeps where its second part (gzip) starts: read for the first time, a page is read
// in the encoding asked for only (half the bytes), as hex text (node-postgres reads every value as
// text), by one prepared statement; read again, it is read whole and kept in memory by the caller
// (the disk tier's hot rule: docs/decisions.md, "… session 24, pg4"). Reads asked while two
// statements are under way go together in the next (one round trip for all: "… session 25, pg5").
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';

const SCHEMA = 'page_store';

export interface SharedRead {
  /** The kept entry (whole, or the part asked for, then without its tags), or undefined. */
  found?: { tags: readonly string[]; data: Buffer };
  /** The epoch read before the render: `put` keeps its result only while it is still current. */
  epoch: string;
}

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** A tag list as one array parameter (tags hold only letters, digits, ':' and '-'). */
const tagArray = (tags: readonly string[]) => sql`${`{${tags.join(',')}}`}::text[]`;

export interface SharedStoreOptions {
  /** What every page is made with beyond the data (see above). */
  fingerprint: string;
  /** Bytes the table keeps at most (PAGE_STORE_DISK_MB); the oldest rows go past it. */
  maxBytes: number;
  /** How long a row is kept at most (PAGE_STORE_HOURS). */
  hours: number;
  /** Whether a key counts as a page (for `/readyz`). */
  isPage: (key: string) => boolean;
  /** PUT_WINDOW_MS unless given (tests). */
  putWindowMs?: number;
}

/** Keys asked at once by `kept`. */
const KEPT_CHUNK = 1000;
/** How many puts between two checks of the byte bound. */
const TRIM_EVERY = 256;
/** How long a page count read for `/readyz` is used before it is read again. */
const COUNT_MS = 5000;
/** Slots of the keys read once (a read of a key found there is a read again): 256 kB. */
const SEEN_SLOTS = 1 << 16;

/**
 * Reads of pages: the epoch, and per key asked (`$1`, with `$2` the part of each: 1 the Brotli
 * part, 2 the gzip part, 0 the whole entry) its row's data, with its tags when whole, and where
 * it was in the list (`at`, from 1). One prepared statement for every read waiting at once.
 */
export const READ = `select e.epoch::text as epoch, k.at::int as at,
    case when k.part = 0 then array_to_string(p.tags, ',') end as tags,
    case when p.split = 0 or k.part = 0 then p.data
      when k.part = 1 then substring(p.data for p.split)
      else substring(p.data from p.split + 1) end as data
  from page_store.epoch e
  cross join unnest($1::text[], $2::int[]) with ordinality as k(key, part, at)
  left join page_store.pages p on p.key = k.key
    and p.stored_at > now() - make_interval(hours => $3)
  where e.id = 1`;

/**
 * The same for one key (`$1`, its part `$2`), as most reads go (a refilling server's visitors
 * made ~1.3 reads a request, nearly all alone). PostgreSQL planned READ again at every call: its
 * plan for an array of unknown length (10 keys guessed) looked dearer than one planned for the
 * key given, so it never kept one, and planning cost several times the read of a miss. Of scalars
 * only, this one is planned once: 0.10-0.12 against 0.03 ms of PostgreSQL's CPU a read, a third
 * of them hits (bench/pages/shared-puts.ts; issue 34, session 30, refill10).
 */
const READ_ONE = `select e.epoch::text as epoch, 1 as at,
    case when $2::int = 0 then array_to_string(p.tags, ',') end as tags,
    case when p.split = 0 or $2::int = 0 then p.data
      when $2::int = 1 then substring(p.data for p.split)
      else substring(p.data from p.split + 1) end as data
  from page_store.epoch e
  left join page_store.pages p on p.key = $1::text
    and p.stored_at > now() - make_interval(hours => $3)
  where e.id = 1`;

/** A plan kept for every call of a function whose statements take arrays (see READ_ONE). */
const GENERIC_PLAN = 'set plan_cache_mode = force_generic_plan';

/**
 * The lock every put holds shared and every invalidation alone (a transaction-level advisory lock:
 * in the lock manager's memory, no row and no WAL).
 */
const EPOCH_LOCK = `hashtext('page_store.epoch')`;

/**
 * Keeps an entry (`k` key, `t` tags, `d` data, `s` split, `b` bytes, `p` page) unless the epoch is
 * no longer `e`: one prepared statement, one round trip. The put holds EPOCH_LOCK shared until it
 * commits, so an invalidation (which takes it alone before its bump) waits for the insert, and its
 * delete then sees the row; one that took it first is waited for, and the epoch, read by the
 * function's next statement (a new snapshot), no longer matches. Holding the epoch's row FOR
 * SHARE did the same, but a row lock is written to the WAL (a multixact too, when puts overlap),
 * so every put's commit waited for the disk (fdatasync) on a table that is otherwise unlogged
 * (docs/decisions.md, "… session 28, pg8").
 */
const PUT_FUNCTION = `create or replace function page_store.put(
    k text, t text[], d bytea, s integer, b integer, p boolean, e bigint) returns void
  language plpgsql as $put$
  begin
    perform pg_advisory_xact_lock_shared(${EPOCH_LOCK});
    insert into page_store.pages (key, tags, data, split, bytes, page)
      select k, t, d, s, b, p from page_store.epoch where id = 1 and epoch = e
      on conflict (key) do update set tags = excluded.tags, data = excluded.data,
        split = excluded.split, bytes = excluded.bytes, stored_at = now();
  end $put$`;

/**
 * Keeps several entries in one statement, as `put` keeps one: row `i` is key `k[i]`, its tags
 * `t[i]` (joined by ','), its bytes `d` from `o[i]` for `b[i]`, split `s[i]`, page `p[i]`, kept
 * only under epoch `e[i]`. The data of every row comes as one bytea (sent as binary: a bytea[]
 * goes as hex text, twice the bytes, encoded on the HTTP thread). Keys are distinct and in order
 * (an upsert may not touch a row twice; instances putting the same keys take them in one order).
 * A put alone goes through `put` (its scalars planned once); here the insert's plan is kept for
 * every call (GENERIC_PLAN: PostgreSQL planned it again at each otherwise, see READ_ONE), which
 * costs a call ~0.07 ms of PostgreSQL's CPU more (bench/pages/shared-puts.ts, one at a time).
 */
const PUT_MANY_FUNCTION = `create or replace function page_store.put_many(k text[], t text[],
    d bytea, o integer[], s integer[], b integer[], p boolean[], e bigint[]) returns void
  language plpgsql ${GENERIC_PLAN} as $put$
  begin
    perform pg_advisory_xact_lock_shared(${EPOCH_LOCK});
    insert into page_store.pages (key, tags, data, split, bytes, page)
      select r.k, string_to_array(r.t, ','), substring(d from r.o + 1 for r.b), r.s, r.b, r.p
        from unnest(k, t, o, s, b, p, e) as r(k, t, o, s, b, p, e)
        join page_store.epoch x on x.id = 1 and x.epoch = r.e
      on conflict (key) do update set tags = excluded.tags, data = excluded.data,
        split = excluded.split, bytes = excluded.bytes, stored_at = now();
  end $put$`;

const PUT = 'select page_store.put($1, $2::text[], $3, $4, $5, $6, $7::bigint)';

const PUT_MANY =
  'select page_store.put_many($1::text[], $2::text[], $3, $4::int[], $5::int[], $6::int[], $7::boolean[], $8::bigint[])';

/**
 * Put statements under way at once: a put asked meanwhile waits, and goes with every other put
 * waiting then in the next one. On PostgreSQL the refilling server's visitors' pages cost the
 * database ~1 ms a request more than the uncached server's, most of it the store's statements
 * (docs/decisions.md, "… session 29, refill9"); a put alone is a round trip, a transaction and a
 * function call for one row. A quiet server sends each put at once, alone.
 */
const PUT_STATEMENTS = 1;
/**
 * Puts come one at a time at a refilling server's visitors' pace (a page's and its detail JSON's,
 * ~700 a second): each was sent alone, the one before it done by then (3,484 statements for
 * ~3,500 rows in 10 s; docs/decisions.md, "… session 30, refill10"). A put statement therefore
 * goes at most once a PUT_WINDOW_MS (a put on a quiet server, the first in that long, goes at
 * once): the puts asked meanwhile wait and go together, so a page reaches the other instances at
 * most this much later (its own instance keeps it in memory meanwhile).
 */
export const PUT_WINDOW_MS = 50;
/** Rows one put statement keeps at most, and their bytes at most. */
export const PUT_BATCH = 64;
const PUT_BATCH_BYTES = 8 * 1024 * 1024;

/**
 * Statements of reads under way at once at most: a read asked while they all are waits, and goes
 * with every other read waiting then in the next one (one round trip, one statement, one pooled
 * connection for all of them: under load most of a stored page's cost on the HTTP thread was its
 * own round trip). A quiet server sends each read at once, alone.
 */
const READ_STATEMENTS = 2;
/** Keys one statement reads at most. */
const READ_BATCH = 64;

interface WaitingPut {
  key: string;
  tags: string;
  data: Buffer;
  split: number;
  page: boolean;
  epoch: string;
  done: (error?: unknown) => void;
}

interface WaitingRead {
  key: string;
  part: number;
  done: (row: Row | undefined, error?: unknown) => void;
}

/** FNV-1a of a key, never 0 (an empty slot). */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < key.length; at += 1)
    hash = Math.imul(hash ^ key.charCodeAt(at), 0x01000193);
  return hash >>> 0 || 1;
}

export class SharedStore {
  private readonly db: Db;
  private readonly options: SharedStoreOptions;
  private ready: Promise<void> | null = null;
  private puts = 0;
  private pages = 0;
  private countedAt = 0;
  /** The invalidations this instance has under way: a read waits for them (read your writes). */
  private dropping: Promise<unknown> = Promise.resolve();
  /** node-postgres's pool under `db` (drizzle's `$client`): reads go through it, prepared. */
  private readonly pool: pg.Pool;
  /**
   * The keys of pages read once, by their hash (one per slot, the last one wins): a page found here
   * is read again, whole. A wrong answer costs a whole read, or a part read, never a wrong page.
   */
  private readonly seen = new Uint32Array(SEEN_SLOTS);
  /** Reads waiting for a statement (READ_STATEMENTS under way). */
  private waiting: WaitingRead[] = [];
  private reading = 0;
  /** Puts waiting for a statement (PUT_STATEMENTS under way). */
  private waitingPuts: WaitingPut[] = [];
  private putting = 0;
  /** When the last put statement was sent (performance.now()), and the wait for the next. */
  private putSentAt = -Infinity;
  private putTimer: NodeJS.Timeout | null = null;

  constructor(db: Db, options: SharedStoreOptions) {
    this.db = db;
    this.options = options;
    const client = (db as unknown as { $client?: unknown }).$client;
    if (!(client instanceof pg.Pool))
      throw new Error('the shared page store is on PostgreSQL only');
    this.pool = client;
  }

  /** Makes the schema once per process (every instance may: an advisory lock keeps them apart). */
  open(): Promise<void> {
    this.ready ??= this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SCHEMA}))`);
      await tx.execute(sql.raw(`create schema if not exists ${SCHEMA}`));
      await tx.execute(
        sql.raw(`create unlogged table if not exists ${SCHEMA}.pages (
          key text primary key,
          tags text[] not null,
          data bytea not null,
          split integer not null default 0,
          bytes integer not null,
          page boolean not null,
          stored_at timestamptz not null default now())`),
      );
      // A table made before pages were read by their parts: its rows (split 0) are read whole.
      await tx.execute(
        sql.raw(
          `alter table ${SCHEMA}.pages add column if not exists split integer not null default 0`,
        ),
      );
      // Kept as given, never compressed again: a page's parts are Brotli and gzip already, and
      // PostgreSQL's attempt at each put cost the backend ~30 % of the put (0.18 against 0.13 ms);
      // the JSON answers it did compress were ~5 % of the bytes (docs/decisions.md, "… pg8").
      // Rows kept before stay as they are (both are read alike).
      await tx.execute(
        sql.raw(`alter table ${SCHEMA}.pages alter column data set storage external`),
      );
      await tx.execute(
        sql.raw(`create index if not exists pages_tags_idx on ${SCHEMA}.pages using gin (tags)`),
      );
      await tx.execute(
        sql.raw(`create index if not exists pages_stored_idx on ${SCHEMA}.pages (stored_at)`),
      );
      await tx.execute(
        sql.raw(
          `create table if not exists ${SCHEMA}.epoch (id integer primary key, epoch bigint not null)`,
        ),
      );
      await tx.execute(
        sql.raw(`insert into ${SCHEMA}.epoch values (1, 0) on conflict (id) do nothing`),
      );
      await tx.execute(sql.raw(PUT_FUNCTION));
      await tx.execute(sql.raw(PUT_MANY_FUNCTION));
    });
    return this.ready;
  }

  private key(key: string): string {
    return `${this.options.fingerprint} ${key}`;
  }

  private fresh() {
    return sql`stored_at > now() - make_interval(hours => ${this.options.hours})`;
  }

  /**
   * The entry kept under `key`, and the epoch to keep a new render under: whole, or with `part`
   * (of a page, the part of the encoding it is sent in) that part only.
   */
  async read(key: string, part?: 0 | 1): Promise<SharedRead> {
    await this.open();
    await this.dropping;
    const full = this.key(key);
    const row = await new Promise<Row | undefined>((resolve, reject) => {
      this.waiting.push({
        key: full,
        part: part === undefined ? 0 : part + 1,
        done: (found, error) => (error === undefined ? resolve(found) : reject(error)),
      });
      this.sendReads();
    });
    const epoch = String(row?.epoch ?? '');
    if (!row || !Buffer.isBuffer(row.data)) return { epoch };
    if (part !== undefined) {
      const hash = hashOf(full);
      this.seen[hash & (SEEN_SLOTS - 1)] = hash;
    }
    return { epoch, found: { tags: parseTags(row.tags), data: row.data } };
  }

  /** Sends the reads waiting, in one statement, unless READ_STATEMENTS are under way. */
  private sendReads(): void {
    if (this.reading >= READ_STATEMENTS || this.waiting.length === 0) return;
    const reads = this.waiting.splice(0, READ_BATCH);
    this.reading += 1;
    const [only] = reads;
    this.pool
      .query<Row>(
        reads.length === 1 && only
          ? {
              name: 'page_store_read_one',
              text: READ_ONE,
              values: [only.key, only.part, this.options.hours],
            }
          : {
              name: 'page_store_reads',
              text: READ,
              values: [
                reads.map((read) => read.key),
                reads.map((read) => read.part),
                this.options.hours,
              ],
            },
      )
      .then(
        ({ rows: found }) => {
          const byAt: (Row | undefined)[] = [];
          for (const row of found) byAt[Number(row.at) - 1] = row;
          for (const [at, read] of reads.entries()) read.done(byAt[at]);
        },
        (error: unknown) => {
          for (const read of reads)
            read.done(undefined, error ?? new Error('page store: read failed'));
        },
      )
      .finally(() => {
        this.reading -= 1;
        this.sendReads();
      });
  }

  /** Whether a part of `key` was read before (it is read whole again, and kept in memory). */
  readBefore(key: string): boolean {
    const hash = hashOf(this.key(key));
    return this.seen[hash & (SEEN_SLOTS - 1)] === hash;
  }

  /** Which of `keys` are kept (the background renderer's list, in chunks). */
  async kept(keys: readonly string[]): Promise<Set<string>> {
    await this.open();
    const found = new Set<string>();
    const prefix = `${this.options.fingerprint} `;
    for (let at = 0; at < keys.length; at += KEPT_CHUNK) {
      const chunk = keys.slice(at, at + KEPT_CHUNK).map((key) => this.key(key));
      const rows_ = await rows(
        this.db,
        sql`select key from page_store.pages
          where key in (select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))
          and ${this.fresh()}`,
      );
      for (const row of rows_) found.add(String(row.key).slice(prefix.length));
    }
    return found;
  }

  /**
   * Keeps `data` under `key`, unless a write dropped anything since `epoch` was read; `split` is
   * where its second part starts (stored-entry.ts; 0: one part).
   */
  async put(
    key: string,
    tags: readonly string[],
    data: Buffer,
    epoch: string,
    split = 0,
  ): Promise<void> {
    if (data.length > this.options.maxBytes || epoch === '') return;
    await this.open();
    // One statement (a transaction of its own): a transaction of four (begin, the epoch read for
    // share, the insert, commit) took a pooled connection for four round trips, each statement
    // parsed and planned again (docs/decisions.md, "… on PostgreSQL (issue 34, session 27, pg7)");
    // since session 28 it locks no row, so its commit does not wait for the disk (PUT_FUNCTION).
    // Puts asked while one is under way go together in the next.
    await new Promise<void>((resolve, reject) => {
      this.waitingPuts.push({
        key: this.key(key),
        tags: tags.join(','),
        data,
        split,
        page: this.options.isPage(key),
        epoch,
        done: (error) => (error === undefined ? resolve() : reject(error)),
      });
      this.sendPuts();
    });
  }

  /**
   * Sends the puts waiting, in one statement, unless PUT_STATEMENTS are under way, or one was sent
   * less than PUT_WINDOW_MS ago and fewer than PUT_BATCH wait (then once the window ends).
   */
  private sendPuts(): void {
    if (this.putting >= PUT_STATEMENTS || this.waitingPuts.length === 0) return;
    const wait = this.putSentAt + (this.options.putWindowMs ?? PUT_WINDOW_MS) - performance.now();
    if (wait > 0 && this.waitingPuts.length < PUT_BATCH) {
      this.putTimer ??= setTimeout(() => {
        this.putTimer = null;
        this.sendPuts();
      }, wait);
      return;
    }
    if (this.putTimer) clearTimeout(this.putTimer);
    this.putTimer = null;
    this.putSentAt = performance.now();
    let bytes = 0;
    let count = 0;
    while (
      count < this.waitingPuts.length &&
      count < PUT_BATCH &&
      (count === 0 ||
        bytes + (this.waitingPuts[count] as WaitingPut).data.length <= PUT_BATCH_BYTES)
    ) {
      bytes += (this.waitingPuts[count] as WaitingPut).data.length;
      count += 1;
    }
    const puts = this.waitingPuts.splice(0, count);
    // One row a key (the last put of it wins), in the keys' order.
    const byKey = new Map<string, WaitingPut>();
    for (const put of puts) byKey.set(put.key, put);
    const rows = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const offsets: number[] = [];
    let at = 0;
    for (const row of rows) {
      offsets.push(at);
      at += row.data.length;
    }
    const [only] = rows;
    this.putting += 1;
    this.pool
      .query(
        rows.length === 1 && only
          ? {
              name: 'page_store_put',
              text: PUT,
              values: [
                only.key,
                `{${only.tags}}`,
                only.data,
                only.split,
                only.data.length,
                only.page,
                only.epoch,
              ],
            }
          : {
              name: 'page_store_put_many',
              text: PUT_MANY,
              values: [
                rows.map((row) => row.key),
                rows.map((row) => row.tags),
                Buffer.concat(rows.map((row) => row.data)),
                offsets,
                rows.map((row) => row.split),
                rows.map((row) => row.data.length),
                rows.map((row) => row.page),
                rows.map((row) => row.epoch),
              ],
            },
      )
      .then(async () => {
        const before = this.puts;
        this.puts += rows.length;
        // Every TRIM_EVERY rows kept, the bound is looked at (puts wait meanwhile).
        if (Math.floor(this.puts / TRIM_EVERY) > Math.floor(before / TRIM_EVERY)) await this.trim();
      })
      .then(
        () => {
          for (const put of puts) put.done();
        },
        (error: unknown) => {
          for (const put of puts) put.done(error ?? new Error('page store: put failed'));
        },
      )
      .finally(() => {
        this.putting -= 1;
        this.sendPuts();
      });
  }

  /** Drops every row tagged with any of `tags` (of every fingerprint: a write changes them all). */
  invalidate(tags: readonly string[]): Promise<void> {
    const work = this.open().then(() =>
      this.db.transaction(async (tx) => {
        // Waits for the puts under way (they hold the lock shared) and holds off the next ones.
        await tx.execute(sql.raw(`select pg_advisory_xact_lock(${EPOCH_LOCK})`));
        await tx.execute(sql`update page_store.epoch set epoch = epoch + 1 where id = 1`);
        await tx.execute(sql`delete from page_store.pages where tags && ${tagArray(tags)}`);
      }),
    );
    this.dropping = this.dropping.then(
      () => work,
      () => work,
    );
    return work;
  }

  /** The pages kept, as last counted (read again at most every 5 s, in the background). */
  pageCount(): number {
    if (Date.now() - this.countedAt > COUNT_MS) {
      this.countedAt = Date.now();
      void this.open()
        .then(() =>
          rows(
            this.db,
            sql`select count(*)::int as n from page_store.pages
              where page and key like ${`${this.options.fingerprint} %`} and ${this.fresh()}`,
          ),
        )
        .then(([row]) => (this.pages = Number(row?.n ?? 0)))
        .catch(() => undefined);
    }
    return this.pages;
  }

  /**
   * Past the hours, rows go; past the byte bound, the oldest. The bytes kept are added up over
   * every row in order (~2.7 µs a row: ~0.5 s of the database at 200,000 rows, every 256 puts of a
   * fill), so only once the table takes more than the bound on disk: its size with its indexes
   * and TOAST (a few file sizes) holds every byte kept at least once, but what PostgreSQL
   * compressed (JSON answers) and its dead rows, so within the bound on disk nothing is due.
   */
  private async trim(): Promise<void> {
    await this.db.execute(sql`delete from page_store.pages where not ${this.fresh()}`);
    const [size] = await rows(
      this.db,
      sql`select pg_total_relation_size('page_store.pages')::float8 as bytes`,
    );
    if (Number(size?.bytes ?? Infinity) <= this.options.maxBytes) return;
    await this.db.execute(sql`delete from page_store.pages p using (
        select key, sum(bytes) over (order by stored_at desc, key) as running from page_store.pages
      ) s where p.key = s.key and s.running > ${this.options.maxBytes}`);
  }
}

/** The tags as read (joined by ','), none for a part. */
function parseTags(value: unknown): string[] {
  return typeof value === 'string' && value !== '' ? value.split(',') : [];
}

/**
 * The fingerprint of what every page is made with beyond the data: the web build (its page
 * template and renderer, when `webRoot` has them) and `settings` (the public configuration, where
 * pictures point).
 */
export function storeFingerprint(webRoot: string | null, settings: unknown): string {
  const hash = createHash('sha1').update(JSON.stringify(settings));
  for (const file of webRoot ? ['index.html', path.join('.ssr', 'render.mjs')] : []) {
    const full = path.join(webRoot as string, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('base64url').slice(0, 16);
}
