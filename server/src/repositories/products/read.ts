// Read side of products: the full record for detail pages (the summary it extends, and the lists'
// summaries, come from server/src/search/summaries.ts), public search ranked by relevance.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { found } from '../../db/queries.ts';
import {
  ecommerces,
  files,
  productColors,
  productEcommerces,
  productImages,
  productSizes,
  productEquivalents,
  productSpecValues,
  products,
  specAttributes,
} from '../../db/schema/index.ts';
import type { SpecKind, SpecValue } from '#domain/spec/specValues.ts';
import { notFound } from '../../lib/errors.ts';
import type { PublicFiles } from '../../storage/files-service.ts';
import {
  joinedProducts,
  summaryColumns,
  summaryOf,
  type SummaryRow,
} from '../../search/summaries.ts';

/** Where picture URLs point (app.publicFiles). */
type Files = Pick<PublicFiles, 'pathOf'>;

export function countJoined(db: Db, activeOnly: boolean, where: SQL | undefined) {
  return joinedProducts(db, activeOnly, { value: count() }).where(where) as unknown as Promise<
    { value: number }[]
  >;
}

/**
 * The detail's lists (pictures, sizes, colours, shop links) as JSON arrays beside the product's
 * row: one query instead of five, since each query costs PGlite a round of protocol messages and
 * planning (issue 10: a distinct product page within 5 ms of server time).
 */
function detailLists(activeOnly: boolean) {
  const activeShop = activeOnly ? sql`and ${ecommerces.isActive}` : sql``;
  return {
    images: sql<DetailImage[]>`coalesce((
      select json_agg(json_build_object('id', ${productImages.id}, 'key', ${files.storageKey}, 'isCover', ${productImages.isCover})
        order by ${productImages.position}, ${productImages.id})
      from ${productImages} inner join ${files} on ${files.id} = ${productImages.fileId}
      where ${productImages.productId} = ${products.id}), '[]')`,
    sizes: sql<{ name: string }[]>`coalesce((
      select json_agg(json_build_object('name', ${productSizes.name}) order by ${productSizes.position})
      from ${productSizes} where ${productSizes.productId} = ${products.id}), '[]')`,
    colors: sql<{ name: string }[]>`coalesce((
      select json_agg(json_build_object('name', ${productColors.name}) order by ${productColors.position})
      from ${productColors} where ${productColors.productId} = ${products.id}), '[]')`,
    links: sql<DetailLink[]>`coalesce((
      select json_agg(json_build_object('id', ${ecommerces.id}, 'name', ${ecommerces.name}, 'key', ${files.storageKey}, 'link', ${productEcommerces.link})
        order by ${productEcommerces.position})
      from ${productEcommerces}
        inner join ${ecommerces} on ${ecommerces.id} = ${productEcommerces.ecommerceId} ${activeShop}
        left join ${files} on ${files.id} = ${ecommerces.imageFileId}
      where ${productEcommerces.productId} = ${products.id}), '[]')`,
    // Active attributes only, by urutan (empty last) then name (issue 24).
    specifications: sql<DetailSpecification[]>`coalesce((
      select json_agg(json_build_object('id', ${specAttributes.id}, 'name', ${specAttributes.name}, 'unit', ${specAttributes.unit}, 'kind', ${specAttributes.kind}, 'value', ${productSpecValues.value})
        order by ${specAttributes.urutan} asc nulls last, ${specAttributes.name}, ${specAttributes.id})
      from ${productSpecValues}
        inner join ${specAttributes} on ${specAttributes.id} = ${productSpecValues.attributeId} and ${specAttributes.isActive}
      where ${productSpecValues.productId} = ${products.id}), '[]')`,
    equivalents: sql<{ brand: string; code: string }[]>`coalesce((
      select json_agg(json_build_object('brand', ${productEquivalents.brand}, 'code', ${productEquivalents.code}) order by ${productEquivalents.position})
      from ${productEquivalents} where ${productEquivalents.productId} = ${products.id}), '[]')`,
  };
}

interface DetailSpecification {
  id: number;
  name: string;
  unit: string | null;
  kind: SpecKind;
  value: SpecValue;
}

interface DetailImage {
  id: number;
  key: string;
  isCover: boolean;
}

interface DetailLink {
  id: number;
  name: string;
  key: string | null;
  link: string;
}

/** The columns of a full product: the summary's plus the long texts and the lists. */
export const detailColumns = (activeOnly: boolean) => ({
  ...summaryColumns,
  garansi: products.garansi,
  berat: products.berat,
  keterangan: products.keterangan,
  ...detailLists(activeOnly),
});

export type DetailRow = SummaryRow & {
  garansi: string;
  berat: string;
  keterangan: string;
  images: DetailImage[];
  sizes: { name: string }[];
  colors: { name: string }[];
  links: DetailLink[];
  specifications: DetailSpecification[];
  equivalents: { brand: string; code: string }[];
};

/** A row of `detailColumns` as the API's full product. */
export function toDetail(row: DetailRow, files: Files) {
  const { images, sizes, colors, links } = row;
  const cover = images.find((image) => image.isCover);
  return {
    ...summaryOf(row, cover ? { id: cover.id, path: files.pathOf(cover.key) } : null),
    garansi: row.garansi,
    berat: row.berat,
    keterangan: row.keterangan,
    image: images.map((image) => ({
      id: image.id,
      path: files.pathOf(image.key),
      isCover: image.isCover,
    })),
    size: sizes,
    color: colors,
    ecommerces: links.map((link) => ({
      ecommerces: {
        id: link.id,
        name: link.name,
        image: link.key ? { path: files.pathOf(link.key) } : null,
      },
      link: link.link,
    })),
    specifications: row.specifications,
    equivalents: row.equivalents,
  };
}

function prepareDetail(db: Db, activeOnly: boolean) {
  const where = and(
    eq(products.id, sql.placeholder('id')),
    activeOnly ? eq(products.isActive, true) : undefined,
  );
  return joinedProducts(db, activeOnly, detailColumns(activeOnly))
    .where(where)
    .prepare(activeOnly ? 'product_detail_public' : 'product_detail');
}

/**
 * The detail query, built once per database and visibility: drizzle built its SQL again for every
 * product page (~0.5 ms of the HTTP thread, issue 10); PostgreSQL keeps it as a named statement.
 */
const detailQueries = new WeakMap<Db, Map<boolean, ReturnType<typeof prepareDetail>>>();

function detailQuery(db: Db, activeOnly: boolean) {
  let byVisibility = detailQueries.get(db);
  if (!byVisibility) detailQueries.set(db, (byVisibility = new Map()));
  let query = byVisibility.get(activeOnly);
  if (!query) byVisibility.set(activeOnly, (query = prepareDetail(db, activeOnly)));
  return query;
}

/** The full product; public callers (`activeOnly`) get 404 for anything hidden. */
export async function productDetail(db: Db, id: number, activeOnly: boolean, files: Files) {
  const rows = await detailQuery(db, activeOnly).execute({ id });
  const row = found(rows) as DetailRow | undefined;
  if (!row) throw notFound();
  return toDetail(row, files);
}
