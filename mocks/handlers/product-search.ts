// Public product search for the mocks, a small model of the server's engine
// (server/src/search/): every query word must match (the last one also as a
// prefix, one typo from 5 letters, active synonym groups widen a word), ranked exact name first,
// then every word in the name, the name by prefix, brand/category/type, description.
import { db } from '../db.ts';
import type { ProductRow } from '../rows.ts';

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/<[^>]*>/g, ' ')
    .split(/[^\p{L}\p{N}/]+/u)
    .filter(Boolean);

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return (
    rest(a, 1) === rest(b, 1) ||
    rest(a, 1) === rest(b, 0) ||
    rest(a, 0) === rest(b, 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2) === rest(b, 2))
  );
}

/** The word and its active synonyms. */
function variants(word: string): string[] {
  const groups = db.synonyms.filter((group) => group.isActive && group.words.includes(word));
  return [word, ...groups.flatMap((group) => group.words.flatMap(words))];
}

function matches(queryWord: string, field: string[], last: boolean): boolean {
  return variants(queryWord).some((variant) =>
    field.some(
      (word) =>
        word === variant ||
        (last && word.startsWith(variant)) ||
        (variant.length >= 5 && withinOneEdit(variant, word)),
    ),
  );
}

const nameOf = (rows: readonly { id: number; name: string }[], id: number) =>
  rows.find((row) => row.id === id)?.name ?? '';

/** 5 exact name, 4 every word in the name, 3 name by prefix, 2 brand/category/type, 1 description, 0 no match. */
export function searchTier(row: ProductRow, term: string): number {
  const query = words(term);
  if (query.length === 0) return 0;
  const name = words(row.name);
  if (name.join(' ') === query.join(' ')) return 5;
  const meta = words(
    [
      nameOf(db.brands, row.brandId),
      nameOf(db.categories, row.categoryId),
      nameOf(db.types, row.typeId),
    ].join(' '),
  );
  const description = words(row.keterangan ?? '');
  const lastIndex = query.length - 1;
  const inName = query.map(
    (word, i) => matches(word, name, false) || (i === lastIndex && matches(word, name, true)),
  );
  if (inName.every(Boolean) && query.every((word) => matches(word, name, false))) return 4;
  if (inName.every(Boolean)) return 3;
  const found = query.map((word, i) => inName[i] || matches(word, meta, i === lastIndex));
  if (found.every(Boolean)) return 2;
  return query.every((word, i) => found[i] || matches(word, description, i === lastIndex)) ? 1 : 0;
}

/** Matches per category and brand, most first, then by name. */
export function facetsOf(rows: readonly ProductRow[]) {
  const tally = (key: 'categoryId' | 'brandId', names: readonly { id: number; name: string }[]) => {
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
    return [...counts.entries()]
      .map(([id, count]) => ({ id, name: nameOf(names, id), count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'id'));
  };
  return { category: tally('categoryId', db.categories), brand: tally('brandId', db.brands) };
}

/** Active categories or brands whose name matches every query word. */
export function matchingNames(
  rows: readonly { id: number; name: string; isActive: boolean }[],
  term: string,
) {
  const query = words(term);
  return rows
    .filter(
      (row) =>
        row.isActive &&
        query.every((word, i) => matches(word, words(row.name), i === query.length - 1)),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'id'))
    .slice(0, 5)
    .map(({ id, name }) => ({ id, name }));
}
