// The API answers a server-rendered page was built from travel in the HTML as JSON (a data
// block, which the Content-Security-Policy allows, unlike an inline script), so the browser
// hydrates the same markup from the same answers without asking the API first.
import type { PreloadedAnswers } from '../AppRoot.tsx';

/** Id of the `<script type="application/json">` block. */
export const PAGE_DATA_ID = 'page-data';

const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPED: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON made safe inside `<script>`: no `</script>`, no `<!--`, no U+2028. */
const safe = (json: string) => json.replace(UNSAFE, (character) => ESCAPED[character] as string);

/**
 * Each answer's safe JSON, kept while the answer is: the shared answers (menus, footer,
 * configuration) are the same objects page after page while they are fresh (the server keeps
 * them parsed), and a page's JSON was mostly theirs, written and escaped again for every page.
 */
const answerJson = new WeakMap<object, string>();

/** `data`'s JSON, safe inside `<script>`; an object's kept while it is (answerJson). */
export function dataJson(data: unknown): string {
  if (typeof data !== 'object' || data === null) return safe(JSON.stringify(data) ?? 'null');
  let json = answerJson.get(data);
  if (json === undefined) {
    json = safe(JSON.stringify(data));
    answerJson.set(data, json);
  }
  return json;
}

/** The JSON of the data block (the answers as `[key, data]` pairs), safe inside `<script>`. */
export function pageDataJson(answers: PreloadedAnswers): string {
  return `[${answers.map(([key, data]) => `[${safe(JSON.stringify(key))},${dataJson(data)}]`).join(',')}]`;
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
