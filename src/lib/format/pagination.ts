// Page-button windows for the public product lists (SPEC 4) and the admin data tables (SPEC 9).

/** Options for a page-button window; pages are 1-based. */
export interface PageWindowOptions {
  /** The page being shown (1-based); out-of-range values are clamped. */
  current: number;
  /** The number of the last page (0 when there is nothing to show). */
  lastPage: number;
  /** How many buttons to show at most (SPEC: 5). */
  size?: number;
}

/** Buttons shown by both windows (SPEC 4 and SPEC 9). */
export const PAGE_BUTTONS = 5;

type NormalisedWindow = { current: number; lastPage: number; size: number };

/** Whole, in-range numbers, so a NaN or 3.7 from a URL cannot produce a broken window. */
function normalise({
  current,
  lastPage,
  size = PAGE_BUTTONS,
}: PageWindowOptions): NormalisedWindow {
  const last = Number.isFinite(lastPage) ? Math.max(0, Math.floor(lastPage)) : 0;
  const count = Number.isFinite(size) ? Math.max(0, Math.floor(size)) : 0;
  const page = Number.isFinite(current) ? Math.floor(current) : 1;
  return { current: Math.min(Math.max(page, 1), Math.max(last, 1)), lastPage: last, size: count };
}

/** The consecutive pages from `start`, as many as fit in `size` and in [1, lastPage]. */
function windowFrom(start: number, { lastPage, size }: NormalisedWindow): number[] {
  const first = Math.max(1, Math.min(start, lastPage - size + 1));
  const length = Math.min(size, lastPage - first + 1);
  return Array.from({ length: Math.max(0, length) }, (_, i) => first + i);
}

/**
 * Public product pagination (SPEC 4): the window starts at the page before the current one, but
 * never so late that fewer than `size` buttons remain, so the last page shows the last 5 pages.
 * 10 pages: page 1 → 1–5, page 4 → 3–7, page 9 → 6–10, page 10 → 6–10. 3 pages → 1–3; 0 → [].
 */
export function publicPageWindow(options: PageWindowOptions): number[] {
  const state = normalise(options);
  return windowFrom(state.current - 1, state);
}

/**
 * Admin data-table pagination (SPEC 9: 5 buttons): the current page centred where possible.
 * 10 pages: page 1 → 1–5, page 5 → 3–7, page 10 → 6–10.
 */
export function adminPageWindow(options: PageWindowOptions): number[] {
  const state = normalise(options);
  return windowFrom(state.current - Math.floor(state.size / 2), state);
}

/** The last page number for `total` rows at `pageSize` per page; 0 when there are no rows. */
export function lastPageOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || total <= 0 || pageSize <= 0)
    return 0;
  return Math.ceil(total / pageSize);
}

/** The "No" shown in a table row, continuing across pages: page 2 at 10 per page starts at 11. */
export function rowNumber(page: number, pageSize: number, indexOnPage: number): number {
  // page is 1-based like the API's `page` query; indexOnPage is the 0-based row index.
  return (page - 1) * pageSize + indexOnPage + 1;
}
