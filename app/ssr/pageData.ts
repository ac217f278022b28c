// The API answers a server-rendered page was built from travel in the HTML as JSON (a data
// block, which the Content-Security-Policy allows, unlike an inline script), so the browser
// hydrates the same markup from the same answers without asking the API first.
import type { PreloadedAnswers } from '../AppRoot.tsx';

/** Id of the `<script type="application/json">` block. */
export const PAGE_DATA_ID = 'page-data';

/** The JSON of the data block, safe inside `<script>`: no `</script>`, no `<!--`, no U+2028. */
export function pageDataJson(answers: PreloadedAnswers): string {
  return JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The data block of a server-rendered page, or null in the plain shell (dev server, staff side). */
export function readPageData(doc: Document): PreloadedAnswers | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const answers: unknown = JSON.parse(text);
    return Array.isArray(answers) ? (answers as PreloadedAnswers) : null;
  } catch {
    return null;
  }
}

/** The status the server answered a rendered page with (its data block's `data-status`), or 200. */
export function readPageStatus(doc: Document): number {
  const status = Number(doc.getElementById(PAGE_DATA_ID)?.dataset.status);
  return Number.isInteger(status) && status > 0 ? status : 200;
}
