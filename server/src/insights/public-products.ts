// Whether a product is public (shown to visitors), for `POST event`: answers from memory, and the
// ids not known yet are looked up together, one query per turn of the event loop, so 2,000 events
// a second cost a few queries, not 2,000. Forgotten on any product, brand, category or type write
// (the public cache's invalidation, heard from other instances too) and after `maxAgeMs`.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/index.ts';

/** More ids than this and the memory starts over (a boolean per id: a few MB at most). */
const MAX_KNOWN = 500_000;

export class PublicProducts {
  private known = new Map<number, boolean>();
  private knownSince = 0;
  private waiting = new Map<number, ((isPublic: boolean) => void)[]>();
  private failures = new Map<number, ((error: unknown) => void)[]>();
  private scheduled = false;

  private readonly db: Db;
  private readonly now: () => number;
  private readonly maxAgeMs: number;

  constructor(db: Db, now: () => number, maxAgeMs: number) {
    this.db = db;
    this.now = now;
    this.maxAgeMs = maxAgeMs;
  }

  forget(): void {
    this.known = new Map();
    this.knownSince = this.now();
  }

  isPublic(id: number): boolean | Promise<boolean> {
    if (this.now() - this.knownSince > this.maxAgeMs || this.known.size > MAX_KNOWN) this.forget();
    const known = this.known.get(id);
    if (known !== undefined) return known;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, [...(this.waiting.get(id) ?? []), resolve]);
      this.failures.set(id, [...(this.failures.get(id) ?? []), reject]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.lookUp());
      }
    });
  }

  private async lookUp(): Promise<void> {
    this.scheduled = false;
    const waiting = this.waiting;
    const failures = this.failures;
    this.waiting = new Map();
    this.failures = new Map();
    const generation = this.knownSince;
    try {
      const rows = await this.db
        .select({ id: products.id, isPublic: products.isPublic })
        .from(products)
        .where(inArray(products.id, [...waiting.keys()]));
      const found = new Map(rows.map((row) => [row.id, row.isPublic]));
      // A write heard meanwhile made this answer old: it is used once, not remembered.
      const remember = generation === this.knownSince;
      for (const [id, resolvers] of waiting) {
        const isPublic = found.get(id) ?? false;
        if (remember) this.known.set(id, isPublic);
        for (const resolve of resolvers) resolve(isPublic);
      }
    } catch (error) {
      for (const rejects of failures.values()) for (const reject of rejects) reject(error);
    }
  }
}
