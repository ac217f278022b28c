// Query plans of the public catalogue's queries on the bench database, to see which index each
// uses and what it costs without the cache:  npm exec -- node bench/api/explain.ts [pglite dir]
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client.ts';

const dir = process.argv[2] ?? path.resolve('data/bench/pglite');
const started = Date.now();
const database = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: dir });
console.log(`open and migrate: ${Date.now() - started} ms`);

const SPEC_ORDER = 'urutan asc nulls last, created_at desc, id desc';
const searched = (term: string) =>
  `select id, count(*) over () from products where is_public and search_vector @@ websearch_to_tsquery('indonesian', '${term}')
   order by ts_rank(search_vector, websearch_to_tsquery('indonesian', '${term}')) desc, ${SPEC_ORDER} limit 12`;
const QUERIES = [
  `select coalesce(sum(total), 0) from product_public_counts`,
  `select id from products where is_public order by ${SPEC_ORDER} limit 12 offset 228`,
  `select id from products where is_public and category_id = 3 order by ${SPEC_ORDER} limit 12 offset 36`,
  `select id from products where is_public order by created_at desc, id desc limit 12`,
  searched('silinder'),
  searched('regulator presisi'),
];

for (const text of QUERIES) {
  const query: SQL = sql.raw(`explain (analyze, costs off) ${text}`);
  const result = (await database.db.execute(query)) as unknown as {
    rows: Record<string, string>[];
  };
  console.log(`\n${text.replace(/\s+/g, ' ')}`);
  for (const row of result.rows) console.log(`  ${Object.values(row)[0]}`);
}
await database.close();
