// The page template: the build's index.html with its stylesheets inlined (the page paints from
// the one response, without a render-blocking request first; the CSP allows inline styles), cut
// once at the places a rendered page's parts go.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderedPage } from '../../../contracts/page-renderer.ts';

export interface PageTemplate {
  /**
   * The whole document of a rendered page, as UTF-8: the template's parts encoded once, the page's
   * parts each on its own. Joined as one string first, a page was flattened and encoded whole, and
   * one character outside Latin-1 in its body (the quotes round a search, “katup”) made all of it,
   * stylesheet and template included, a two-byte string (docs/decisions.md, "Pages rendered on
   * demand: the HTTP thread's part").
   */
  assemble(page: AssembledPage): Buffer;
}

/**
 * A page's parts for the template; with `latin1Bytes`, its head and body are their UTF-8 bytes, a
 * character a byte (as a worker sends them: render-thread.ts, `WorkerPage`), copied as they are.
 */
export type AssembledPage = Pick<RenderedPage, 'title' | 'head' | 'body'> & {
  latin1Bytes?: boolean;
};

/** Text that is already UTF-8 bytes, a character a byte. */
interface Bytes {
  latin1: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * `parts` as one buffer of UTF-8, each string encoded straight into it: one allocation, and no
 * string made of them all first (measured alone on a 64 kB page: the same time as one string
 * encoded whole when it is all Latin-1, 100 against 230 µs when the body is not).
 */
function joinBytes(parts: ReadonlyArray<string | Buffer | Bytes>): Buffer {
  let length = 0;
  for (const part of parts)
    length +=
      typeof part === 'string'
        ? Buffer.byteLength(part)
        : Buffer.isBuffer(part)
          ? part.length
          : part.latin1.length;
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts)
    at +=
      typeof part === 'string'
        ? bytes.write(part, at)
        : Buffer.isBuffer(part)
          ? part.copy(bytes, at)
          : bytes.write(part.latin1, at, 'latin1');
  return bytes;
}

/** Splits `html` around its first match of `pattern`; throws when the template lacks it. */
function cut(html: string, pattern: RegExp | string): [string, string] {
  const at =
    typeof pattern === 'string' ? { index: html.indexOf(pattern), 0: pattern } : pattern.exec(html);
  if (!at || at.index < 0) throw new Error(`index.html has no ${String(pattern)}`);
  return [html.slice(0, at.index), html.slice(at.index + at[0].length)];
}

export function templateFrom(html: string): PageTemplate {
  // Each rendered page brings its own description (with its other head tags). The tag may span
  // lines, as Prettier writes index.html.
  const [beforeTitle, afterTitle] = cut(
    html.replace(/<meta\s+name="description"[^>]*>\s*/, ''),
    /<title>[^<]*<\/title>/,
  );
  const [beforeHeadEnd, afterHeadEnd] = cut(afterTitle, '</head>');
  const [beforeRoot, afterRoot] = cut(afterHeadEnd, '<div id="root"></div>');
  const opening = Buffer.from(`${beforeTitle}<title>`);
  const afterTitleTag = Buffer.from(`</title>${beforeHeadEnd}`);
  const rootOpening = Buffer.from(`</head>${beforeRoot}<div id="root">`);
  const closing = Buffer.from(`</div>${afterRoot}`);
  return {
    // Plain concatenation: page text can not be read as a replacement pattern ($&, $').
    assemble: ({ title, head, body, latin1Bytes }) =>
      joinBytes([
        opening,
        escapeHtml(title),
        afterTitleTag,
        latin1Bytes ? { latin1: head } : head,
        rootOpening,
        latin1Bytes ? { latin1: body } : body,
        closing,
      ]),
  };
}

/**
 * Preloads for the web fonts a stylesheet declares (each @font-face's WOFF2): the browser fetches
 * them while it parses the page, not first when a layout meets their text. Otherwise each weight
 * arrives after the first layout and lays the whole page out again (`font-display: swap`): four
 * weights, four more layouts, the bulk of a phone's blocking on a page that runs no script.
 */
export function fontPreloads(css: string): string {
  const files = [
    ...css.matchAll(/@font-face\s*\{[^}]*?url\(\s*["']?([^"')\s]+\.woff2)["']?\s*\)/g),
  ];
  return [...new Set(files.map(([, href]) => href))]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

export function loadPageTemplate(webRoot: string): PageTemplate {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const inlined = html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const css = path.join(webRoot, file);
      if (!existsSync(css)) return link;
      const text = readFileSync(css, 'utf8');
      return `${fontPreloads(text)}<style>${text}</style>`;
    },
  );
  return templateFrom(inlined);
}
