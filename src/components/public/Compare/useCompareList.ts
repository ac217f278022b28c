// The compare list as React state: read from localStorage, shared by every button and bar on the
// page, and kept in step with other tabs (the storage event). The server has no localStorage, so
// it renders an empty list; the browser shows the stored one right after hydration.
import { useCallback, useSyncExternalStore } from 'react';
import {
  addCompared,
  COMPARE_STORAGE_KEY,
  parseCompareList,
  removeCompared,
} from '../../../lib/catalogue/compareList.ts';
import type { ComparedProduct } from '../../../lib/catalogue/compareList.ts';

const listeners = new Set<() => void>();
const EMPTY: readonly ComparedProduct[] = [];
let cachedRaw: string | null = null;
let cachedList: readonly ComparedProduct[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked (a privacy setting): comparing still works within the page.
    return null;
  }
}

// The same array while the stored text is unchanged, as useSyncExternalStore requires.
function snapshot(): readonly ComparedProduct[] {
  const raw = storage()?.getItem(COMPARE_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseCompareList(raw);
  }
  return cachedList;
}

function serverSnapshot(): readonly ComparedProduct[] {
  return EMPTY;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(list: readonly ComparedProduct[]): void {
  const store = storage();
  if (list.length === 0) store?.removeItem(COMPARE_STORAGE_KEY);
  else store?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list));
  if (!store) {
    cachedRaw = null;
    cachedList = list;
  }
  for (const listener of listeners) listener();
}

/** What the compare buttons and bar use. */
export interface CompareList {
  /** The chosen products, in the order they were added. */
  products: readonly ComparedProduct[];
  /** Whether product `id` is chosen. */
  has: (id: number) => boolean;
  /** Adds a product; false when four are chosen already (the caller shows the message). */
  add: (product: ComparedProduct) => boolean;
  /** Takes a product out. */
  remove: (id: number) => void;
  /** Empties the list. */
  clear: () => void;
}

/** The visitor's compare list (localStorage 'bandingkan'). */
export function useCompareList(): CompareList {
  const products = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const has = useCallback((id: number) => products.some((entry) => entry.id === id), [products]);
  const add = useCallback((product: ComparedProduct) => {
    const result = addCompared(snapshot(), product);
    if (!result.isRefused) write(result.list);
    return !result.isRefused;
  }, []);
  const remove = useCallback((id: number) => write(removeCompared(snapshot(), id)), []);
  const clear = useCallback(() => write([]), []);
  return { products, has, add, remove, clear };
}
