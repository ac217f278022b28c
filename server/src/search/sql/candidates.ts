// Which products a query can match, found by PostgreSQL: for every query word, a product must carry
// its stem, a typo correction (pg_trgm finds the catalogue's close words, as the index's
// vocabulary does), for the last word a word it starts, or a synonym of it, in its name,
// description, brand, category or type (full text over products.search_vector, the trigram index
// on names, and the ids of the brands, categories and types whose names match). This is a
// superset of the matches; sql-search.ts ranks it with the index's own rules.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EntityKind, SearchEntity } from '../documents.ts';
import { ENTITY_KINDS } from '../documents.ts';
import { startsCodes, type CodeCandidate } from '../codes.ts';
import { closeWords } from '../query-plan.ts';
import { idArray, rows } from '../rows.ts';
import type { Stems } from '../stems.ts';
import { indexWords, isAlpha, queryWords, typosAllowed } from '../text.ts';

export interface Catalogue {
  entities: Record<EntityKind, SearchEntity[]>;
  /** Active synonym groups, each a list of phrases. */
  synonyms: string[][];
}

/** The brands, categories, types and active synonym groups (a few hundred rows at most). */
export async function readCatalogue(db: Db): Promise<Catalogue> {
  const [found, groups] = await Promise.all([
    rows(
      db,
      sql`select 'brand' as kind, id, name, is_active from brands union all select 'category', id, name, is_active from categories
      union all select 'type', id, name, is_active from product_types`,
    ),
    rows(db, sql`select words from search_synonyms where is_active order by id`),
  ]);
  const entities: Catalogue['entities'] = { brand: [], category: [], type: [] };
  for (const row of found)
    entities[row.kind as EntityKind].push({
      id: Number(row.id),
      name: String(row.name),
      isActive: Boolean(row.is_active),
    });
  return { entities, synonyms: groups.map((row) => (row.words as string[]).map(String)) };
}

/** A tsquery lexeme, quoted (keys are letters, digits and '/', so nothing needs escaping). */
const lexeme = (word: string, prefix = false) => `'${word}'${prefix ? ':*' : ''}`;

/**
 * The tsquery alternatives for a key as the default parser splits text: a code "sc20" was written
 * "sc20" or "SC-20" ('sc' then '-20', a signed number), "1/4" stays one token.
 */
function keyQuery(key: string, prefix: boolean): string {
  const runs = key.match(/[a-z]+|[0-9]+(?:\/[0-9]+)*/g) ?? [];
  const whole = lexeme(key, prefix);
  if (runs.length <= 1 && isAlpha(key)) return whole;
  const parts = runs.map((run, i) => {
    const last = prefix && i === runs.length - 1;
    return /^[0-9]/.test(run)
      ? `(${lexeme(run, last)} | ${lexeme(`-${run}`, last)})`
      : lexeme(run, last);
  });
  return `(${whole} | ${parts.join(' & ')})`;
}

interface Probe {
  db: Db;
  stems: Stems;
  catalogue: Catalogue;
}

/** Whether any product carries the key (in its name, description, brand, category or type). */
async function known(probe: Probe, key: string): Promise<boolean> {
  const [row] = await rows(
    probe.db,
    sql`select exists (select 1 from products where search_vector @@ ${keyQuery(key, false)}::tsquery) as found`,
  );
  return Boolean(row?.found);
}

/** Words of product names close to `word` (pg_trgm's word similarity, a threshold loose enough for a swap in five letters). */
async function closeNameWords(db: Db, word: string, max: number): Promise<string[]> {
  const found = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.3', true)`);
    return rows(
      tx as unknown as Db,
      sql`select distinct w from products p, regexp_split_to_table(lower(p.name), '[^a-z0-9]+') as w
      where ${word} <% p.name and length(w) between ${word.length - max} and ${word.length + max}`,
    );
  });
  return found.map((row) => String(row.w));
}

/** The keys a query word stands for: its own, and its typo corrections when the catalogue lacks it. */
async function wholeKeys(
  probe: Probe,
  word: string,
  entityWords: string[],
  synonymWords: string[],
): Promise<Set<string>> {
  const key = isAlpha(word) ? (probe.stems.map.get(word) ?? word) : word;
  const keys = new Set([key]);
  const max = typosAllowed(word);
  if (
    !isAlpha(word) ||
    max === 0 ||
    entityWords.some((w) => probe.stems.map.get(w) === key) ||
    (await known(probe, key))
  )
    return keys;
  const candidates = [
    ...new Set([...(await closeNameWords(probe.db, word, max)), ...entityWords, ...synonymWords]),
  ];
  const corrections = closeWords(candidates, word, max);
  await probe.stems.learn(corrections.filter(isAlpha));
  for (const correction of corrections)
    keys.add(isAlpha(correction) ? (probe.stems.map.get(correction) ?? correction) : correction);
  return keys;
}

/** The condition one query word puts on a product. */
async function wordCondition(
  probe: Probe,
  word: string,
  last: boolean,
  entityWords: string[],
  synonymWords: string[],
): Promise<SQL> {
  const { stems, catalogue } = probe;
  const keyOf = (w: string) => (isAlpha(w) ? (stems.map.get(w) ?? w) : w);
  const keys = await wholeKeys(probe, word, entityWords, synonymWords);
  // A synonym group with a phrase carrying one of the word's keys brings every key of the group.
  for (const group of catalogue.synonyms) {
    const phrases = group.map((phrase) => queryWords(phrase).map(keyOf));
    if (phrases.some((phrase) => phrase.some((key) => keys.has(key))))
      for (const phrase of phrases) for (const key of phrase) keys.add(key);
  }
  const startsWith = (w: string) => last && w.startsWith(word);
  const texts = [...keys].map((key) => keyQuery(key, false));
  if (last) texts.push(keyQuery(word, true));
  const ids: Record<EntityKind, number[]> = { brand: [], category: [], type: [] };
  for (const kind of ENTITY_KINDS) {
    for (const entity of catalogue.entities[kind])
      if (indexWords(entity.name).some((w) => keys.has(keyOf(w)) || startsWith(w)))
        ids[kind].push(entity.id);
  }
  const any: SQL[] = [sql`p.search_vector @@ ${texts.join(' | ')}::tsquery`];
  // A word the last one starts whose stem does not (the trigram index on names answers it).
  if (last && isAlpha(word) && word.length >= 3)
    any.push(sql`p.name ~* ${`(^|[^[:alnum:]])${word}`}`);
  if (ids.brand.length) any.push(sql`p.brand_id = any(${idArray(ids.brand)})`);
  if (ids.category.length) any.push(sql`p.category_id = any(${idArray(ids.category)})`);
  if (ids.type.length) any.push(sql`p.type_id = any(${idArray(ids.type)})`);
  return sql`(${sql.join(any, sql` or `)})`;
}

/** The condition a query puts on products (every word's), or null when it has no word. */
export async function candidatesWhere(
  db: Db,
  stems: Stems,
  catalogue: Catalogue,
  text: string,
): Promise<SQL | null> {
  const words = queryWords(text).slice(0, 12);
  if (words.length === 0) return null;
  const entityWords = [
    ...new Set(
      ENTITY_KINDS.flatMap((kind) =>
        catalogue.entities[kind].flatMap((entity) => indexWords(entity.name)),
      ),
    ),
  ];
  const synonymWords = [
    ...new Set(catalogue.synonyms.flat().flatMap((phrase) => queryWords(phrase))),
  ];
  await stems.learn([...new Set([...words, ...entityWords, ...synonymWords])].filter(isAlpha));
  const conditions = await Promise.all(
    words.map((word, i) =>
      wordCondition(
        { db, stems, catalogue },
        word,
        i === words.length - 1,
        entityWords,
        synonymWords,
      ),
    ),
  );
  return sql.join(conditions, sql` and `);
}

/** A LIKE pattern for the values that start with `text`. */
const startsPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A text[] parameter. */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * ` or ` the products carrying a code that is, or (for a start codes.ts accepts) starts with, one
 * of the candidates: an equivalent's (its index), or a word of the name written as codes.ts
 * compares them; empty when there is no candidate.
 */
export function codeCondition(candidates: readonly CodeCandidate[]): SQL {
  const codes = [...new Set(candidates.map((candidate) => candidate.code))];
  if (codes.length === 0) return sql``;
  const starts = codes.filter(startsCodes).map(startsPattern);
  const matches = (column: SQL) =>
    starts.length
      ? sql`(${column} = any(${textArray(codes)}) or ${column} like any(${textArray(starts)}))`
      : sql`${column} = any(${textArray(codes)})`;
  const equivalents = sql` or p.id in (select product_id from product_equivalents e where ${matches(sql`e.code_normalised`)})`;
  // A name's own part numbers have a digit (code-store.ts ownCodes).
  if (!codes.some((code) => /\d/.test(code))) return equivalents;
  const word = sql`regexp_replace(lower(normalize(w, NFKC)), '[[:space:]._/\u2010-\u2015\u2212-]+', '', 'g')`;
  return sql`${equivalents} or exists (select 1 from regexp_split_to_table(p.name, '[[:space:]]+') w where ${matches(word)})`;
}
