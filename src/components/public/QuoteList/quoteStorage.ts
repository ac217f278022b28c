// Where the visitor's quote list is kept (useQuoteList.ts), apart from the hook so that the
// islands' loader can tell whether a list exists without loading React (app/islands/loader.ts).

/** The localStorage key of the list. */
export const QUOTE_STORAGE_KEY = 'daftar-penawaran';

/** Whether a non-empty list is stored (the top bar then shows its count at once). */
export function hasStoredQuoteLines(): boolean {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(QUOTE_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) && stored.length > 0;
  } catch {
    return false;
  }
}
