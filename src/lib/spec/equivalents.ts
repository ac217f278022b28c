// Other makers' part numbers for a product ('Padanan', issue 24): the rules and messages the
// server, the mocks, the product form and the import share, and the one normalisation a search
// compares codes by (lower case; spaces, dashes, dots, slashes and underscores removed), so
// 'cdq2b 32-50' finds what 'CDQ2B32-50' names.
import { FORBIDDEN_HTML_MESSAGE, hasForbiddenHtml } from '../forms/forbiddenHtml.ts';
import { maxItemsMessage, maxLengthMessage } from '../forms/messages.ts';

/** Another maker's part number for a product. */
export interface Equivalent {
  brand: string;
  code: string;
}

/** Most equivalents per product (openapi.yaml: indices 0 to 29). */
export const MAX_EQUIVALENTS = 30;
/** Longest brand and code (openapi.yaml). */
export const MAX_EQUIVALENT_LENGTH = 60;

export const EQUIVALENT_MESSAGES = {
  brand: 'Merek padanan tidak boleh kosong',
  code: 'Kode padanan tidak boleh kosong',
  twice: 'Padanan sudah ada',
  cell: "Tulis padanan sebagai 'Merek:Kode', dipisah titik koma",
} as const;

/**
 * A part number as searches compare it: 'CDQ2B 32-50' → 'cdq2b3250'. Any dash counts as one: a
 * code copied from a maker's PDF often carries an en dash (U+2013) or a minus sign (U+2212) where
 * the part says '-' (migration 0018 strips them from codes stored before).
 */
export function normalisePartCode(code: string): string {
  return code
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{Pd}\u2212._/]+/gu, '');
}

/** Field messages of a list of equivalents, keyed `[i][brand]` / `[i][code]` (the caller prefixes). */
export function equivalentErrors(list: readonly Equivalent[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (list.length > MAX_EQUIVALENTS) errors[''] = maxItemsMessage(MAX_EQUIVALENTS);
  const seen = new Set<string>();
  list.forEach(({ brand, code }, index) => {
    const brandText = brand.trim();
    const codeText = code.trim();
    if (!brandText) errors[`[${index}][brand]`] = EQUIVALENT_MESSAGES.brand;
    else if (brandText.length > MAX_EQUIVALENT_LENGTH)
      errors[`[${index}][brand]`] = maxLengthMessage(MAX_EQUIVALENT_LENGTH);
    else if (hasForbiddenHtml(brandText)) errors[`[${index}][brand]`] = FORBIDDEN_HTML_MESSAGE;
    if (!codeText) errors[`[${index}][code]`] = EQUIVALENT_MESSAGES.code;
    else if (codeText.length > MAX_EQUIVALENT_LENGTH)
      errors[`[${index}][code]`] = maxLengthMessage(MAX_EQUIVALENT_LENGTH);
    else if (hasForbiddenHtml(codeText)) errors[`[${index}][code]`] = FORBIDDEN_HTML_MESSAGE;
    else {
      const key = `${brandText.toLowerCase()}\u0000${normalisePartCode(codeText)}`;
      if (seen.has(key)) errors[`[${index}][code]`] = EQUIVALENT_MESSAGES.twice;
      seen.add(key);
    }
  });
  return errors;
}

/** The list as stored: brand and code trimmed, inner spaces of the brand collapsed. */
export function normaliseEquivalents(list: readonly Equivalent[]): Equivalent[] {
  return list.map(({ brand, code }) => ({
    brand: brand.trim().replace(/\s+/g, ' '),
    code: code.trim(),
  }));
}

/** The import/export cell: 'SMC:CDQ2B32-50; Festo:ADN-32-50'. */
export function equivalentsCellText(list: readonly Equivalent[]): string {
  return list.map(({ brand, code }) => `${brand}:${code}`).join('; ');
}

/** An import cell read back: the list, or the message when an entry is not 'Brand:Code'. */
export function equivalentsFromCell(
  cell: string,
): { ok: true; value: Equivalent[] } | { ok: false; message: string } {
  const entries = cell
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const value: Equivalent[] = [];
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    if (colon <= 0 || colon === entry.length - 1)
      return { ok: false, message: EQUIVALENT_MESSAGES.cell };
    value.push({ brand: entry.slice(0, colon).trim(), code: entry.slice(colon + 1).trim() });
  }
  const errors = equivalentErrors(value);
  const first = Object.values(errors)[0];
  return first ? { ok: false, message: first } : { ok: true, value: normaliseEquivalents(value) };
}

const EQUIVALENT_FIELD = /^equivalents\[(\d+)\]\[(brand|code)\]$/;

/** The `equivalents[i][brand|code]` fields of a product form, in index order. */
export function equivalentFormFields(fields: Iterable<readonly [string, string]>): Equivalent[] {
  const byIndex = new Map<number, Equivalent>();
  for (const [name, value] of fields) {
    const match = EQUIVALENT_FIELD.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const item = byIndex.get(index) ?? { brand: '', code: '' };
    if (match[2] === 'brand') item.brand = value;
    else item.code = value;
    byIndex.set(index, item);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
}
