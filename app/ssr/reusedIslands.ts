// Islands whose HTML is rendered once and reused (issue 34, item 3: what is rendered on demand).
// A search or a filtered list page holds ~25 islands, two per card ('Bandingkan' and the quote
// control), each rendered alone (render.tsx); a card's two are the same HTML on every page that
// shows the product, but for the island's React id. Such an island is rendered once with a
// stand-in for its id, kept with the styles it added to its sheet, and put into later pages with
// their own id and its styles added to their sheets as rendering it would have added them.
import type { ServerStyleSheet } from 'styled-components';

/** Stands for an island's React id (its identifierPrefix) in the HTML kept. */
export const ID_STAND_IN = 'KpIslandIdStandIn';

/** What an island's id may be to be put in for the stand-in as it is (React writes it unescaped). */
const PLAIN_ID = /^[A-Za-z0-9_]+$/;

/** Whether an island with React id `id` and props `propsJson` can be kept or taken from the kept ones. */
export function isReusable(id: string, propsJson: string): boolean {
  return PLAIN_ID.test(id) && !propsJson.includes(ID_STAND_IN);
}

/** One `insertRules(id, name, rules)` of styled-components' sheet. */
export type Insertion = readonly [id: string, name: string, rules: string[]];

/** An island kept: its holder and the image preloads it added, cut where its id goes; its styles. */
export interface KeptIsland {
  holder: readonly string[];
  links: readonly string[];
  insertions: readonly Insertion[];
}

/**
 * Notes every rule set `sheet` is given (a fresh sheet: all the island's styles); null from
 * `done()` when the sheet was asked for anything else than adding rules.
 */
export function recordInsertions(sheet: ServerStyleSheet): { done: () => Insertion[] | null } {
  const instance = sheet.instance;
  const insertions: Insertion[] = [];
  let other = false;
  const insertRules = instance.insertRules.bind(instance);
  const clearRules = instance.clearRules.bind(instance);
  const clearNames = instance.clearNames.bind(instance);
  instance.insertRules = (id, name, rules) => {
    insertions.push([id, name, rules]);
    insertRules(id, name, rules);
  };
  instance.clearRules = (id) => {
    other = true;
    clearRules(id);
  };
  instance.clearNames = (id) => {
    other = true;
    clearNames(id);
  };
  return { done: () => (other ? null : insertions) };
}

/**
 * Per sheet, the insertions replayed into it: a page shows a kept part or island of one shape many
 * times (its cards, each card's two islands), each its kept insertions (~15 a card), all of whose
 * names the sheet holds after the first (~3 % of a filtered type page's render; issue 34, session
 * 34). A sheet never drops a name a kept part added: a part whose components clear or register
 * names themselves (a global style) is not kept (keptParts.tsx, reusedIslands' `recordInsertions`).
 */
const replayedInto = new WeakMap<ServerStyleSheet, WeakSet<readonly Insertion[]>>();

/** Insertions replayed, and replays skipped as done into that sheet already (for tests). */
export const replayCounts = { replayed: 0, skipped: 0 };

/** Adds `insertions` to `sheet` as the components that made them do: a name it has is not added again. */
export function replayInsertions(sheet: ServerStyleSheet, insertions: readonly Insertion[]): void {
  let replayed = replayedInto.get(sheet);
  if (!replayed) {
    replayed = new WeakSet();
    replayedInto.set(sheet, replayed);
  }
  if (replayed.has(insertions)) {
    replayCounts.skipped += 1;
    return;
  }
  replayed.add(insertions);
  replayCounts.replayed += 1;
  const instance = sheet.instance;
  for (const [id, name, rules] of insertions)
    if (!instance.hasNameForId(id, name)) instance.insertRules(id, name, rules);
}

/**
 * Insertion lists kept by their content (`internInsertions`): 17 over the 3,000 captured type
 * pages (~2 kB each); past this many, lists are not interned.
 */
const INTERNED_LIMIT = 256;

const internedInsertions = new Map<string, readonly Insertion[]>();

/**
 * The one list of `insertions`' content: kept parts and islands of the same components (a page's
 * bounds filters, each kept for its own shape) made equal lists, each replayed into a page's sheet
 * in full, where one of them (`replayInsertions`: once a sheet) does. A list made once per kept
 * part, so its content key is written once, not per page (issue 34, session 35).
 */
export function internInsertions(insertions: readonly Insertion[]): readonly Insertion[] {
  const key = JSON.stringify(insertions);
  const interned = internedInsertions.get(key);
  if (interned) return interned;
  if (internedInsertions.size < INTERNED_LIMIT) internedInsertions.set(key, insertions);
  return insertions;
}

/** `parts` (text cut at the stand-in) with `id` in its place. */
export const withId = (parts: readonly string[], id: string) => parts.join(id);

/**
 * The islands (or parts) kept, by name and props; past `limit` the least recently used go first,
 * roughly: two generations of `limit / 2`, the older dropped whole when the younger is full, an
 * entry met in the older moved to the younger. A hit in the younger only looks it up, where moving
 * every hit to the end of one Map (a `delete` and a `set` of its long key) was ~2.5 % of a filtered
 * type page's render (its panel's filters and bars, its cards: ~15 hits a page; issue 34,
 * session 35).
 */
export class KeptIslands<T = KeptIsland> {
  private young = new Map<string, T>();
  private old = new Map<string, T>();
  private readonly half: number;

  constructor(limit: number) {
    this.half = Math.max(1, Math.floor(limit / 2));
  }

  get(key: string): T | undefined {
    const found = this.young.get(key);
    if (found !== undefined) return found;
    const aged = this.old.get(key);
    // `set` takes it out of the older generation.
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: string, island: T): void {
    this.old.delete(key);
    this.young.set(key, island);
    if (this.young.size >= this.half) {
      this.old = this.young;
      this.young = new Map();
    }
  }

  get size(): number {
    return this.young.size + this.old.size;
  }
}

/**
 * Keys met once, the oldest forgotten past `limit`: a part is kept only the second time it is met,
 * so that what a page shows once (most products of 100,000 on a filtered list) costs no more than
 * rendering it, and the memory that keeping it would turn over (V8's full collections of a large
 * heap) is not spent.
 */
export class MetOnce {
  private readonly met = new Set<string>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** Whether `key` was met before (then it is forgotten); notes it when not. */
  again(key: string): boolean {
    if (this.met.delete(key)) return true;
    this.met.add(key);
    if (this.met.size > this.limit) this.met.delete(this.met.values().next().value as string);
    return false;
  }
}
