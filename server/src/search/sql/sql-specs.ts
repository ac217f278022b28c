// Specification filters and facets in SQL (issue 24), for the list orders the index does not keep
// and while the index is being built: each filter is an EXISTS over product_spec_values' typed
// columns (num_min/num_max, choices, flag), by the rules of src/lib/spec/specFilters.ts; facets are
// one grouped query per attribute with every other attribute's filter applied, like the index's
// bit sets (server/test/search-specs.test.ts holds the two to the same answers).
import { and, sql, type SQL } from 'drizzle-orm';
import { byName } from '../documents.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { facetAttributes, type FacetAttribute, type SpecFacet } from '#domain/spec/specFacets.ts';
import {
  highBound,
  lowBound,
  resolveSpecFilters,
  type SpecFilter,
} from '#domain/spec/specFilters.ts';
import type { SpecQueryFilter } from '#domain/spec/specQuery.ts';
import type { Facets, FacetCount } from '../product-search.ts';
import { attributesQuery, rows, toAttribute } from '../rows.ts';

/** Every specification attribute (a small table). */
export async function readAttributes(db: Db): Promise<FacetAttribute[]> {
  return (await rows(db, attributesQuery())).map(toAttribute);
}

/** The filters of a query that apply to the attributes (unknown ones are ignored). */
export function resolveFilters(
  raw: readonly SpecQueryFilter[] | undefined,
  attributes: readonly FacetAttribute[],
): SpecFilter[] {
  if (!raw?.length) return [];
  const byId = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  return resolveSpecFilters(raw, (id) => byId.get(id));
}

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;

/** A product (`products`) passes one filter. */
export function filterCondition(filter: SpecFilter): SQL {
  const value = (condition: SQL) =>
    sql`exists (select 1 from product_spec_values v where v.product_id = ${products.id}
      and v.attribute_id = ${filter.id} and ${condition})`;
  switch (filter.kind) {
    case 'choice':
      return value(sql`v.choices && ${textArray(filter.values)}`);
    case 'boolean':
      return value(
        sql`v.flag in (${sql.join(
          filter.values.map((flag) => sql`${flag}`),
          sql`, `,
        )})`,
      );
    case 'number':
      return value(
        sql.join(
          [
            sql`v.num_min is not null`,
            ...(filter.min === null ? [] : [sql`v.num_min >= ${lowBound(filter.min)}`]),
            ...(filter.max === null ? [] : [sql`v.num_min <= ${highBound(filter.max)}`]),
          ],
          sql` and `,
        ),
      );
    case 'range': {
      const from = (filter.min ?? filter.max) as number;
      const to = (filter.max ?? filter.min) as number;
      return value(sql`v.num_min <= ${highBound(from)} and v.num_max >= ${lowBound(to)}`);
    }
  }
}

/** Matches per category and brand of `where`, most first, then by name. */
async function entityFacets(db: Db, where: SQL): Promise<Omit<Facets, 'spec'>> {
  const counted = async (column: SQL, table: SQL): Promise<FacetCount[]> => {
    const found = await rows(
      db,
      sql`select e.id, e.name, c.count from (select ${column} as id, count(*)::int as count from products where ${where} group by 1) c
        join ${table} e on e.id = c.id`,
    );
    return found
      .map((row) => ({ id: Number(row.id), name: String(row.name), count: Number(row.count) }))
      .sort((a, b) => b.count - a.count || byName(a.name, b.name));
  };
  const [category, brand] = await Promise.all([
    counted(sql`category_id`, sql`categories`),
    counted(sql`brand_id`, sql`brands`),
  ]);
  return { category, brand };
}

/** One attribute's facet over `others` (the base with every other attribute's filter). */
async function specFacet(
  db: Db,
  attribute: FacetAttribute,
  others: SQL,
  chosen: readonly (string | boolean)[],
): Promise<SpecFacet> {
  const head = { id: attribute.id, name: attribute.name, unit: attribute.unit };
  const from = sql`product_spec_values v join products on products.id = v.product_id`;
  const where = sql`v.attribute_id = ${attribute.id} and ${others}`;
  if (attribute.kind === 'number' || attribute.kind === 'range') {
    const [row] = await rows(
      db,
      sql`select min(v.num_min) as min, max(v.num_max) as max from ${from} where ${where}`,
    );
    const number = (value: unknown) =>
      value === null || value === undefined ? null : Number(value);
    return { ...head, kind: attribute.kind, min: number(row?.min), max: number(row?.max) };
  }
  const found = await rows(
    db,
    attribute.kind === 'boolean'
      ? sql`select v.flag as value, count(*)::int as count from ${from} where ${where} and v.flag is not null group by 1`
      : sql`select c.value, count(distinct v.product_id)::int as count
          from ${from} cross join lateral unnest(v.choices) as c(value) where ${where} group by 1`,
  );
  const counts = new Map(found.map((row) => [row.value as string | boolean, Number(row.count)]));
  const candidates: (string | boolean)[] =
    attribute.kind === 'boolean' ? [true, false] : [...attribute.options];
  return {
    ...head,
    kind: attribute.kind as 'choice' | 'boolean',
    values: candidates
      .map((value) => ({ value, count: counts.get(value) ?? 0 }))
      .filter((entry) => entry.count > 0 || chosen.includes(entry.value)),
  };
}

/**
 * Category and brand counts of the result (base and every filter), and the spec facets of `base`
 * (the visible products a type, category, brand narrowed to) under `filters`.
 */
export async function sqlFacets(
  db: Db,
  base: SQL,
  filters: readonly SpecFilter[],
  attributes: readonly FacetAttribute[],
): Promise<Facets> {
  const conditions = filters.map(filterCondition);
  const result = and(base, ...conditions) as SQL;
  const types = await rows(db, sql`select distinct type_id from products where ${base}`);
  const used = facetAttributes(attributes, new Set(types.map((row) => Number(row.type_id))));
  const [entities, spec] = await Promise.all([
    entityFacets(db, result),
    Promise.all(
      used.map((attribute) => {
        const own = filters.findIndex((filter) => filter.id === attribute.id);
        const others = and(base, ...conditions.filter((_, i) => i !== own)) as SQL;
        const filter = filters[own];
        const chosen = filter && 'values' in filter ? filter.values : [];
        return specFacet(db, attribute, others, chosen);
      }),
    ),
  ]);
  return { ...entities, spec };
}
