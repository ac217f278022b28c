// The products a visitor chose to compare (issue 24): at most four, kept in localStorage so the
// choice survives pages and visits. Pure rules here; the React side subscribes through
// src/components/public/Compare/useCompareList.ts.

/** At most this many products are compared side by side. */
export const COMPARE_MAX = 4;

/** Shown when a fifth product is added (DECISIONS, third phase). */
export const COMPARE_LIMIT_MESSAGE = `Maksimal ${COMPARE_MAX} produk untuk dibandingkan`;

/** localStorage key of the chosen products. */
export const COMPARE_STORAGE_KEY = 'bandingkan';

/** What the compare bar shows of a chosen product without asking the API again. */
export interface ComparedProduct {
  id: number;
  name: string;
  /** The cover picture's path, or null. */
  image: string | null;
}

function isCompared(value: unknown): value is ComparedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Number.isInteger(entry.id) &&
    (entry.id as number) > 0 &&
    typeof entry.name === 'string' &&
    (entry.image === null || typeof entry.image === 'string')
  );
}

/** The stored list; anything unreadable (hand-edited, an older shape) reads as empty or is skipped. */
export function parseCompareList(raw: string | null): ComparedProduct[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<number>();
  return parsed
    .filter(isCompared)
    .filter((entry) => {
      if (seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    })
    .slice(0, COMPARE_MAX);
}

/** The outcome of adding a product: the new list, or refused because four are chosen. */
export type AddResult = { list: ComparedProduct[]; isRefused: boolean };

/** Adds a product at the end (already there: unchanged); a fifth is refused. */
export function addCompared(list: readonly ComparedProduct[], product: ComparedProduct): AddResult {
  if (list.some((entry) => entry.id === product.id)) return { list: [...list], isRefused: false };
  if (list.length >= COMPARE_MAX) return { list: [...list], isRefused: true };
  return { list: [...list, product], isRefused: false };
}

/** The list without product `id`. */
export function removeCompared(list: readonly ComparedProduct[], id: number): ComparedProduct[] {
  return list.filter((entry) => entry.id !== id);
}

/** The ids of `/bandingkan?id=1,2,3`: positive whole numbers, each once, at most four. */
export function readCompareIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const id = Number(part.trim());
    if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_MAX) break;
  }
  return ids;
}
