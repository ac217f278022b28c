// The rows of the comparison table: the facts every product has, then every specification any of
// the compared products has (in the order the first of them lists it), each cell as it reads.
import { priceText } from '@/lib/catalogue/price.ts';
import { orDash } from '@/lib/format/orDash.ts';
import { SPEC_EMPTY, specValueText } from '@/lib/spec/specDisplay.ts';
import type { SpecEntry } from '@/lib/spec/specDisplay.ts';
import { COMPARE_TEXT } from '@/components/public/Compare/texts.ts';

/** What a compared product brings to the table (GET product/{id} data). */
export interface ComparedRecord {
  id: number;
  name: string;
  harga: number | string | null;
  hargaAkhir?: number | string | null;
  brand: { name: string };
  category: { name: string };
  type: { name: string };
  specifications?: ReadonlyArray<SpecEntry>;
}

/** One row: its heading and one text per product (null while that product loads). */
export interface CompareRow {
  key: string;
  label: string;
  cells: ReadonlyArray<string | null>;
}

/** The rows for `products` (null: not loaded yet, or failed). */
export function compareRows(products: ReadonlyArray<ComparedRecord | null>): CompareRow[] {
  const fact = (key: string, label: string, read: (product: ComparedRecord) => string) => ({
    key,
    label,
    cells: products.map((product) => (product ? read(product) : null)),
  });
  const rows: CompareRow[] = [
    fact('harga', COMPARE_TEXT.price, (product) => priceText(product.harga, product.hargaAkhir)),
    fact('brand', COMPARE_TEXT.brand, (product) => orDash(product.brand.name)),
    fact('category', COMPARE_TEXT.category, (product) => orDash(product.category.name)),
    fact('type', COMPARE_TEXT.type, (product) => orDash(product.type.name)),
  ];
  const attributes = new Map<number, { name: string; unit: string | null }>();
  for (const product of products) {
    for (const entry of product?.specifications ?? []) {
      if (!attributes.has(entry.id))
        attributes.set(entry.id, { name: entry.name, unit: entry.unit });
    }
  }
  for (const [id, attribute] of attributes) {
    rows.push({
      key: `spec-${id}`,
      label: attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name,
      cells: products.map((product) => {
        if (!product) return null;
        const entry = product.specifications?.find((item) => item.id === id);
        return entry ? specValueText(entry) : SPEC_EMPTY;
      }),
    });
  }
  return rows;
}

/** Whether a row tells the products apart (a loading cell counts as no difference yet). */
export function isDifferent(row: CompareRow): boolean {
  const known = row.cells.filter((cell): cell is string => cell !== null);
  return known.some((cell) => cell !== known[0]);
}
