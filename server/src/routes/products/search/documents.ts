import type { SummaryRow } from '../read.ts';

// What the search index keeps per product and per brand, category and type: enough to rank,
// count facets and answer a page of summaries without asking the database. A product is its
// summary row without the names, which live once per brand, category and type (SearchEntity).
export type SearchDoc = Omit<SummaryRow, 'brandName' | 'categoryName' | 'typeName'> & {
  cover: { id: number; path: string } | null;
  /** The description as plain text. */
  description: string;
};

export interface SearchEntity {
  id: number;
  name: string;
  isActive: boolean;
}

export type EntityKind = 'brand' | 'category' | 'type';

/** SPEC's public order: urutan ascending with empty last, then newest, then highest id. */
export function specOrder(a: Pick<SearchDoc, 'urutan' | 'createdAt' | 'id'>, b: Pick<SearchDoc, 'urutan' | 'createdAt' | 'id'>): number {
  if (a.urutan !== b.urutan) {
    if (a.urutan === null) return 1;
    if (b.urutan === null) return -1;
    return a.urutan - b.urutan;
  }
  return b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
}
