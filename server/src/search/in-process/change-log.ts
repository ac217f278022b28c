// Keeps an index in step with the database through search_changes (migration 0005): a search that
// follows a write it heard of (`changed()`: this instance's own writes, and other instances'
// through the public cache's LISTEN/NOTIFY broadcast), or that comes more than `maxStaleMs` after
// the last check, first applies the rows past the last one it saw. Concurrent searches share one
// check, and a search waits for a check that started after it arrived, so a change heard of
// before a search is always in its answer.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../rows.ts';
import type { Loader } from './loader.ts';
import type { SearchIndex } from './search-index.ts';

const PAGE = 5000;

export class ChangeLog {
  /** Without a change heard of, how old the last check of the change log may be (0: check before every search). */
  maxStaleMs: number;
  private watermark = 0;
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private changeHeard = true;
  private lastCheck = Number.NEGATIVE_INFINITY;
  private readonly db: Db;
  private readonly loader: Loader;

  constructor(db: Db, loader: Loader, maxStaleMs: number) {
    this.db = db;
    this.loader = loader;
    this.maxStaleMs = maxStaleMs;
  }

  /** Before a build reads the catalogue: changes from here on are applied to what it reads. */
  async mark(): Promise<void> {
    const [last] = await rows(this.db, sql`select coalesce(max(id), 0) as id from search_changes`);
    this.watermark = Number(last?.id ?? 0);
  }

  /** A write committed (this instance's, answered; or another's, announced): the next search checks the change log first. */
  changed(): void {
    this.changeHeard = true;
  }

  /** Applies to `index` every change committed before this call (one shared check for concurrent callers). */
  sync(index: SearchIndex): Promise<void> {
    if (!this.changeHeard && performance.now() - this.lastCheck < this.maxStaleMs)
      return Promise.resolve();
    if (this.queued) return this.queued;
    const run = (): Promise<void> => {
      this.changeHeard = false;
      this.lastCheck = performance.now();
      const current: Promise<void> = this.apply(index)
        .catch((error: unknown) => {
          this.changeHeard = true;
          throw error;
        })
        .finally(() => {
          if (this.inFlight === current) this.inFlight = null;
        });
      this.inFlight = current;
      return current;
    };
    if (!this.inFlight) return run();
    const queued = this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return run();
      });
    this.queued = queued;
    return queued;
  }

  private async apply(index: SearchIndex): Promise<void> {
    for (;;) {
      const changes = await rows(
        this.db,
        sql`select id, entity, entity_id from search_changes where id > ${this.watermark} order by id limit ${PAGE}`,
      );
      if (changes.length === 0) return;
      const ids = (entity: string) => [
        ...new Set(
          changes.filter((row) => row.entity === entity).map((row) => Number(row.entity_id)),
        ),
      ];
      for (const kind of ['brand', 'category', 'type'] as const)
        if (ids(kind).length) await this.loader.entities(index, kind, ids(kind));
      if (ids('spec_attribute').length) await this.loader.attributes(index, ids('spec_attribute'));
      if (ids('product').length) await this.loader.products(index, ids('product'));
      if (ids('synonym').length) await this.loader.synonyms(index);
      this.watermark = Number(changes[changes.length - 1]?.id ?? this.watermark);
      if (changes.length < PAGE) return;
    }
  }
}
