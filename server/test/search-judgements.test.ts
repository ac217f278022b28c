// The relevance judgements of bench/search/judgements.json (the demo catalogue's) through both
// implementations of ProductSearch: the in-process index and SQL rank by the same rules, so each
// passes every judgement, and they answer each query alike (page, total and facets). Part numbers
// (issue 32): with the maker's name, by their start, without the option suffix and spaced; the
// first suggestion names the other maker's code it was found through ('Padanan untuk <code>').
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { openDemoDatabase } from './helpers/demo-database.ts';
import { SqlSearch } from '../src/search/sql/sql-search.ts';
import { Stems } from '../src/search/stems.ts';
import type { ProductSearch, SearchPage } from '../src/search/product-search.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

interface Judgement {
  catalogue: 'demo' | 'bulk';
  kind: string;
  query: string;
  relevant?: string;
  count?: number;
  none?: boolean;
  /** The other maker's code the first suggestion names. */
  equivalent?: string;
}

const file = path.join(import.meta.dirname, '../../bench/search/judgements.json');
const judgements = (
  JSON.parse(readFileSync(file, 'utf8')) as { judgements: Judgement[] }
).judgements.filter((j) => j.catalogue === 'demo');

let database: Database;
let t: TestApp;
let implementations: Record<'index' | 'sql', ProductSearch>;

beforeAll(async () => {
  database = await openDemoDatabase();
  t = await buildTestApp({}, { database });
  // A fresh SQL search (no stems learnt by the index) and the index with the demo catalogue in it.
  implementations = {
    index: t.app.productSearch.index,
    sql: new SqlSearch(t.app.db, new Stems(t.app.db)),
  };
  await t.app.productSearch.index.ready();
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

/**
 * Whether a page passes a judgement: nothing at all for `none`; else the first result relevant and
 * no irrelevant one before a relevant one (the relevant products the catalogue has come first).
 */
function passes(judgement: Judgement, page: SearchPage): boolean {
  if (judgement.none) return page.total === 0;
  const pattern = new RegExp(judgement.relevant ?? '$^');
  const relevant = page.rows.map((row) => pattern.test(row.name));
  const firstIrrelevant = relevant.indexOf(false);
  return (
    relevant[0] === true && (firstIrrelevant === -1 || relevant.lastIndexOf(true) < firstIrrelevant)
  );
}

describe('relevance judgements through both implementations', () => {
  it('has the demo judgements to run, part numbers in every form among them', () => {
    expect(judgements.length).toBeGreaterThan(40);
    const kinds = new Set(judgements.map((j) => j.kind));
    for (const kind of ['maker + code', 'code prefix', 'code without suffix', 'spaced code'])
      expect(kinds, kind).toContain(kind);
  });

  it.each(judgements.map((j) => [`${j.kind}: ${j.query}`, j] as const))(
    '%s',
    async (_label, judgement) => {
      const request = { text: judgement.query, offset: 0, size: 10 };
      const [index, sql] = await Promise.all([
        implementations.index.search(request),
        implementations.sql.search(request),
      ]);
      expect({
        query: judgement.query,
        index: passes(judgement, index),
        sql: passes(judgement, sql),
      }).toEqual({ query: judgement.query, index: true, sql: true });
      expect(sql).toEqual(index);
      const [indexSuggestions, sqlSuggestions] = await Promise.all([
        implementations.index.suggest(judgement.query, 6),
        implementations.sql.suggest(judgement.query, 6),
      ]);
      expect(sqlSuggestions).toEqual(indexSuggestions);
      if (judgement.equivalent)
        expect(indexSuggestions.products[0]?.equivalent?.code, judgement.query).toBe(
          judgement.equivalent,
        );
      else if (judgement.kind !== 'maker + code' && !judgement.kind.startsWith('code'))
        // Found by words, not by another maker's code: no 'Padanan untuk'.
        expect(indexSuggestions.products.every((product) => product.equivalent === null)).toBe(
          true,
        );
    },
  );
});
