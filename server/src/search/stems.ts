// Stems of words by the `indonesian` text-search configuration, asked of the database once per
// word and kept: the catalogue's words for good, query words the catalogue lacks up to a bound.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from './rows.ts';

/** Stems of query words the catalogue does not have, kept for repeated queries (oldest dropped first). */
const QUERY_STEMS = 20_000;
const BATCH = 5000;

export class Stems {
  readonly map = new Map<string, string>();
  private readonly queryWords = new Set<string>();
  /** Query words waiting for their stems, asked together at the next turn of the event loop. */
  private readonly wanted = new Set<string>();
  private asked: Promise<void> | null = null;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async learn(words: string[]): Promise<void> {
    const unknown = words.filter((word) => !this.map.has(word));
    for (let i = 0; i < unknown.length; i += BATCH) {
      const batch = unknown.slice(i, i + BATCH);
      const found = await rows(
        this.db,
        sql`select w, (ts_lexize('indonesian_stem', w))[1] as stem from unnest(${`{${batch.join(',')}}`}::text[]) as w`,
      );
      for (const row of found)
        this.map.set(String(row.w), row.stem ? String(row.stem) : String(row.w));
    }
  }

  /**
   * Stems of a query's words the catalogue does not have: the searches of one turn of the event
   * loop ask in one query (under load, one round trip for dozens of searches instead of one each).
   * The oldest such stems are forgotten past QUERY_STEMS, unless the catalogue has the word by then.
   */
  async learnQuery(words: string[], catalogueHas: (word: string) => boolean): Promise<void> {
    if (words.length === 0) return;
    for (const word of words) this.wanted.add(word);
    this.asked ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const wanted = [...this.wanted];
      this.wanted.clear();
      this.asked = null;
      return this.learn(wanted);
    });
    await this.asked;
    for (const word of words) this.queryWords.add(word);
    for (const word of this.queryWords) {
      if (this.queryWords.size <= QUERY_STEMS) break;
      this.queryWords.delete(word);
      if (!catalogueHas(word)) this.map.delete(word);
    }
  }
}
