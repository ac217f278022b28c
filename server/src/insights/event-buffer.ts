// Visitor events counted in memory and written as UPSERT increments, one statement per table per
// flush: a burst of events costs the database one write a second, not one per event, and a page
// answer never waits for it. Counting in memory is exact (one thread); increments are exact across
// instances (each adds its own counts to the row).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productEventDays, searchQueryDays } from '../db/schema/index.ts';

interface SearchCounts {
  searches: number;
  zeroResults: number;
  clicks: number;
  positionSum: number;
}

/** Rows per INSERT (PostgreSQL takes at most 65,535 parameters; 6 a row). */
const ROWS_PER_STATEMENT = 2000;
const SEP = '\u0001';

export class EventBuffer {
  private products = new Map<string, number>();
  private searches = new Map<string, SearchCounts>();
  private flushing: Promise<void> | null = null;

  /** Distinct rows waiting (a flush starts early past a limit, so memory stays bounded). */
  get size(): number {
    return this.products.size + this.searches.size;
  }

  countProduct(day: string, productId: number, kind: string, marketplaceId = 0, by = 1): void {
    const key = [day, productId, kind, marketplaceId].join(SEP);
    this.products.set(key, (this.products.get(key) ?? 0) + by);
  }

  countSearch(day: string, query: string, add: Partial<SearchCounts>): void {
    const key = `${day}${SEP}${query}`;
    const row = this.searches.get(key) ?? {
      searches: 0,
      zeroResults: 0,
      clicks: 0,
      positionSum: 0,
    };
    row.searches += add.searches ?? 0;
    row.zeroResults += add.zeroResults ?? 0;
    row.clicks += add.clicks ?? 0;
    row.positionSum += add.positionSum ?? 0;
    this.searches.set(key, row);
  }

  /** Writes what is counted so far; a second call while one runs waits for it, then writes the rest. */
  async flush(db: Db): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.size === 0) return;
    const products = this.products;
    const searches = this.searches;
    this.products = new Map();
    this.searches = new Map();
    this.flushing = this.write(db, products, searches)
      .catch((error: unknown) => {
        // Kept for the next flush: counts are added back, never lost to a failed write.
        for (const [key, count] of products) {
          const [day = '', id = '0', kind = '', marketplace = '0'] = key.split(SEP);
          this.countProduct(day, Number(id), kind, Number(marketplace), count);
        }
        for (const [key, row] of searches) {
          const [day = '', query = ''] = key.split(SEP);
          this.countSearch(day, query, row);
        }
        throw error;
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }

  private async write(
    db: Db,
    products: Map<string, number>,
    searches: Map<string, SearchCounts>,
  ): Promise<void> {
    const productRows = [...products].map(([key, count]) => {
      const [day = '', id = '0', kind = '', marketplace = '0'] = key.split(SEP);
      return { day, productId: Number(id), kind, marketplaceId: Number(marketplace), count };
    });
    const searchRows = [...searches].map(([key, row]) => {
      const [day = '', query = ''] = key.split(SEP);
      return { day, query, ...row };
    });
    await db.transaction(async (tx) => {
      for (let i = 0; i < productRows.length; i += ROWS_PER_STATEMENT)
        await tx
          .insert(productEventDays)
          .values(productRows.slice(i, i + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [
              productEventDays.day,
              productEventDays.productId,
              productEventDays.kind,
              productEventDays.marketplaceId,
            ],
            set: { count: sql`${productEventDays.count} + excluded.count` },
          });
      for (let i = 0; i < searchRows.length; i += ROWS_PER_STATEMENT)
        await tx
          .insert(searchQueryDays)
          .values(searchRows.slice(i, i + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [searchQueryDays.day, searchQueryDays.query],
            set: {
              searches: sql`${searchQueryDays.searches} + excluded.searches`,
              zeroResults: sql`${searchQueryDays.zeroResults} + excluded.zero_results`,
              clicks: sql`${searchQueryDays.clicks} + excluded.clicks`,
              positionSum: sql`${searchQueryDays.positionSum} + excluded.position_sum`,
            },
          });
    });
  }
}
