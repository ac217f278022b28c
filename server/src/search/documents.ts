// What search keeps per product and per brand, category and type: enough to rank, count facets
// and answer a page of summaries without asking the database. A product is its summary row
// without the names, which live once per brand, category and type (SearchEntity).
import type { SpecValue } from '#domain/spec/specFilters.ts';
import { summaryOf, type Cover, type ProductSummary, type SummaryRow } from './summaries.ts';

/** A product's value of one specification attribute. */
export interface ProductSpec {
  id: number;
  value: SpecValue;
}

/** Another maker's part number for a product, with its normalised form (src/lib/spec/equivalents.ts). */
export interface Equivalent {
  brand: string;
  code: string;
  normalised: string;
}

/** A product as search reads it: its summary row without the names, with what search matches on. */
export interface SearchDoc extends Omit<
  SummaryRow,
  'brandName' | 'categoryName' | 'typeName' | 'createdAt'
> {
  /** When it was created, in milliseconds since 1970 (a Date per kept product held ~9 MB at 100,000). */
  createdAt: number;
  cover: Cover;
  /** The description as plain text. */
  description: string;
  /** Its specification values (filters and facets, issue 24). */
  specs: ProductSpec[];
  /** Other makers' part numbers (a search for one finds it first). */
  equivalents: Equivalent[];
}

/** A product as the index keeps it: the description is indexed and the values are kept by attribute, not per product. */
export type IndexedDoc = Omit<SearchDoc, 'description' | 'specs'>;

export interface SearchEntity {
  id: number;
  name: string;
  isActive: boolean;
}

export type EntityKind = 'brand' | 'category' | 'type';

export const ENTITY_KINDS: readonly EntityKind[] = ['brand', 'category', 'type'];

export function entityIdOf(doc: IndexedDoc, kind: EntityKind): number {
  return kind === 'brand' ? doc.brandId : kind === 'category' ? doc.categoryId : doc.typeId;
}

/** A kept product as the public list answers it, its brand, category and type named by `nameOf`. */
export function toSummary(
  doc: IndexedDoc,
  nameOf: (kind: EntityKind, id: number) => string,
): ProductSummary {
  const row: SummaryRow = {
    ...doc,
    createdAt: new Date(doc.createdAt),
    brandName: nameOf('brand', doc.brandId),
    categoryName: nameOf('category', doc.categoryId),
    typeName: nameOf('type', doc.typeId),
  };
  return summaryOf(row, doc.cover);
}

/** A kept product as a suggestion; `equivalent` is the other maker's code it was found through, if any. */
export const toSuggestion = (
  doc: IndexedDoc,
  equivalent: { brand: string; code: string } | null = null,
) => ({
  id: doc.id,
  name: doc.name,
  harga: doc.harga,
  hargaAkhir: doc.hargaAkhir,
  image: doc.cover ? { path: doc.cover.path } : null,
  equivalent: equivalent ? { brand: equivalent.brand, code: equivalent.code } : null,
});

export const byName = new Intl.Collator('id').compare;
