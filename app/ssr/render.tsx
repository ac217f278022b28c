// The server's renderer of the public pages (built by `vite build` into <outDir>/.ssr/render.mjs
// and loaded by the server at run time): the page's HTML, styles and API answers arrive in the
// first response, so the browser paints the page before any script runs, then hydrates it.
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { unstable_serialize } from 'swr';
import type { Middleware } from 'swr';
import { createApiClient } from '../../src/api/client.ts';
import type { ApiKey } from '../../src/api/hooks/keys.ts';
import { unwrap } from '../../src/api/request.ts';
import { AppRoot } from '../AppRoot.tsx';
import { isAdminPath } from '../App.tsx';
import { publicPageTitle } from '../public/pageTitles.ts';
import { DEFAULT_PRODUCT_NAME } from '../runtimeConfig.ts';
import { PAGE_DATA_ID, pageDataJson } from './pageData.ts';

/** What the server hands the renderer for one page. */
export interface RenderOptions {
  /** The request's path and query string. */
  url: string;
  /** The build's index.html. */
  template: string;
  /** Answers an API request in process (the server's own router). */
  fetch: (request: Request) => Promise<Response>;
}

// A page whose calls depend on earlier answers needs one pass per step; ours need two at most.
const MAX_PASSES = 4;

const ORIGIN = 'http://ssr.internal';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An SWR middleware that notes every key a render asks for. */
function recordKeys(keys: Map<string, ApiKey>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (Array.isArray(key)) keys.set(unstable_serialize(key), key as unknown as ApiKey);
    return useSWRNext(key, fetcher, config);
  };
}

async function renderToString(element: ReactElement): Promise<string> {
  // One complete document: no part held back behind a script that swaps it in later (React does
  // that to large Suspense boundaries past progressiveChunkSize; the CSP would block the script).
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

interface Pass {
  html: string;
  head: string;
  keys: Map<string, ApiKey>;
}

async function renderPass(url: string, answers: Map<string, readonly [ApiKey, unknown]>): Promise<Pass> {
  const keys = new Map<string, ApiKey>();
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={url}>
            <AppRoot preloaded={[...answers.values()]} use={[recordKeys(keys)]} />
          </StaticRouter>
        </StrictMode>,
      ),
    );
    // React puts the preloads of the page's images first; they belong in the head.
    const preloads = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
    return { html: html.slice(preloads.length), head: preloads + sheet.getStyleTags(), keys };
  } finally {
    sheet.seal();
  }
}

function productNameOf(answers: Map<string, readonly [ApiKey, unknown]>): string {
  const config = answers.get(unstable_serialize(['/config', {}]))?.[1] as { data?: { appName?: string } } | undefined;
  return config?.data?.appName ?? DEFAULT_PRODUCT_NAME;
}

/**
 * The full HTML of a public page, or null for what the browser renders alone (the staff side,
 * unknown paths that redirect to /404). A call that fails is left to the browser, which shows
 * its error state exactly as without server rendering.
 */
export async function render({ url, template, fetch }: RenderOptions): Promise<string | null> {
  const { pathname } = new URL(url, ORIGIN);
  const page = publicPageTitle(pathname);
  if (isAdminPath(pathname) || page === null) return null;
  const client = createApiClient({ baseUrl: `${ORIGIN}/api-web`, fetch, storage: null, cookie: () => '' });
  const get = client.GET as unknown as (path: string, init: { params: ApiKey[1] }) => ReturnType<typeof client.GET>;
  const answers = new Map<string, readonly [ApiKey, unknown]>();
  const failed = new Set<string>();
  for (let pass = 1; ; pass += 1) {
    const result = await renderPass(url, answers);
    const missing = [...result.keys].filter(([id]) => !answers.has(id) && !failed.has(id));
    if (missing.length === 0 || pass === MAX_PASSES) {
      const title = `${page} | ${productNameOf(answers)}`;
      const data = pageDataJson([...answers.values()]);
      const head = `${result.head}<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`;
      // Replacer functions: a string replacement would read `$&` or `$'` in page text as patterns.
      return template
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${result.html}</div>`);
    }
    await Promise.all(
      missing.map(async ([id, key]) => {
        try {
          answers.set(id, [key, await unwrap(get(key[0], { params: key[1] }))]);
        } catch {
          failed.add(id);
        }
      }),
    );
  }
}
