// The server's renderer of the public pages (built by `vite build` into <outDir>/.ssr/render.mjs
// and loaded by the server at run time): the page's HTML, styles and API answers arrive in the
// first response, so the browser paints the page before any script runs, then hydrates it.
// One pass: the route table says which API reads a page makes; they are loaded first, together,
// and the page is rendered once with all of them.
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { unstable_serialize } from 'swr';
import type { Middleware } from 'swr';
import type { LoadedAnswer, RenderedPage, RenderRequest } from '../../contracts/page-renderer.ts';
import type { ApiKey } from '../../src/api/hooks/keys.ts';
import { AppRoot } from '../AppRoot.tsx';
import { isAdminPath } from '../App.tsx';
import { matchPublicRoute, sharedData } from '../public/publicRoutes.tsx';
import { DEFAULT_PRODUCT_NAME } from '../runtimeConfig.ts';
import { PAGE_DATA_ID, pageDataJson } from './pageData.ts';

export type { PageRenderer, RenderedPage, RenderRequest } from '../../contracts/page-renderer.ts';

const ORIGIN = 'http://ssr.internal';

/** The API path (under /api-web) of an SWR key: `{name}` filled in, the query appended. */
export function apiPathOf([path, params]: ApiKey): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params.path?.[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params.query ?? {})) query.set(name, String(value));
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/** An SWR middleware that notes every key a render asks for. */
function recordKeys(keys: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (Array.isArray(key)) keys.add(unstable_serialize(key));
    return useSWRNext(key, fetcher, config);
  };
}

async function renderToString(element: ReactElement): Promise<string> {
  // One complete document: no part held back behind a script that swaps it in later (React does
  // that to large Suspense boundaries past progressiveChunkSize; the CSP would block the script).
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

type Answers = ReadonlyArray<readonly [ApiKey, unknown]>;

/** Loads every key at once; a call that fails is left out, so the browser shows its own states. */
async function loadAll(keys: readonly ApiKey[], shared: number, load: RenderRequest['load']): Promise<Answers> {
  const answers = await Promise.all(
    keys.map(async (key, index): Promise<readonly [ApiKey, LoadedAnswer | null]> => {
      try {
        return [key, await load(apiPathOf(key), { shared: index < shared })];
      } catch {
        return [key, null];
      }
    }),
  );
  return answers.flatMap(([key, answer]) => (answer && answer.status === 200 ? [[key, answer.body] as const] : []));
}

function productNameOf(answers: Answers): string {
  const config = answers.find(([[path]]) => path === '/config')?.[1] as { data?: { appName?: string } } | undefined;
  return config?.data?.appName ?? DEFAULT_PRODUCT_NAME;
}

/** Renders the app once at `url` with `answers`; notes the keys the screens asked for. */
async function renderOnce(url: string, answers: Answers, asked: Set<string>) {
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={url}>
            <AppRoot preloaded={answers} use={[recordKeys(asked)]} />
          </StaticRouter>
        </StrictMode>,
      ),
    );
    // React puts the preloads of the page's images first; they belong in the head.
    const preloads = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
    return { body: html.slice(preloads.length), head: preloads + sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * The parts of a public page, or null for what the browser renders alone (the staff side, and
 * unknown paths, which the browser sends to /404).
 */
export async function render({ url, load }: RenderRequest): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, ORIGIN);
  const match = isAdminPath(pathname) ? null : matchPublicRoute(pathname);
  if (match === null) return null;
  const shared = sharedData();
  const known = new Set<string>();
  // The layout's reads first (they are the shared ones), each key once (home reads the about text too).
  const declared = [...shared, ...match.route.data({ params: match.params, query: searchParams })].filter((key) => {
    const id = unstable_serialize(key);
    return known.has(id) ? false : Boolean(known.add(id));
  });
  const answers = await loadAll(declared, shared.length, load);
  const asked = new Set<string>();
  const { body, head } = await renderOnce(url, answers, asked);
  return {
    status: 200,
    title: `${match.route.title} | ${productNameOf(answers)}`,
    head: `${head}<script type="application/json" id="${PAGE_DATA_ID}">${pageDataJson(answers)}</script>`,
    body,
    undeclared: [...asked].filter((key) => !known.has(key)),
  };
}
