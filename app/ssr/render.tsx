// The server's renderer of the public pages (built by `vite build` into <outDir>/.ssr/render.mjs
// and loaded by the server at run time): the page's HTML, styles and API answers arrive in the
// first response, so the browser paints the page before any script runs, then hydrates it.
// One pass: the route table says which API reads a page makes; they are loaded first, together,
// and the page is rendered once with all of them.
import { StrictMode } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { renderToString as renderSynchronously } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { unstable_serialize } from 'swr';
import type { Cache, Middleware } from 'swr';
import { SWRGlobalState } from 'swr/_internal';
import type { LoadedAnswer, RenderedPage, RenderRequest } from '../../contracts/page-renderer.ts';
import type { ApiKey } from '../../src/api/hooks/keys.ts';
import { AppRoot } from '../AppRoot.tsx';
import { isAdminPath } from '../App.tsx';
import { PAGE_TITLES } from '../public/pageTitles.ts';
import { matchPublicRoute, sharedData } from '../public/publicRoutes.tsx';
import { headTags } from '../seo/headTags.ts';
import { pageHead } from '../seo/pageHead.ts';
import { pageRecord } from '../seo/records.ts';
import type { RecordOf } from '../seo/records.ts';
import { DEFAULT_PRODUCT_NAME } from '../runtimeConfig.ts';
import { lastPageOf } from '../../src/lib/format/pagination.ts';
import { FrameSlotsContext } from '../../src/screens/public/PublicLayout/frameSlots.tsx';
import type { FrameSlots } from '../../src/screens/public/PublicLayout/frameSlots.tsx';
import { IslandContext, ISLAND_SLOT_ATTRIBUTE, ISLAND_TAG } from '../../src/ui/islands/Island.tsx';
import { KeptPartsContext } from '../../src/ui/islands/keptParts.tsx';
import type { IslandCollector, IslandSeen } from '../../src/ui/islands/Island.tsx';
import { EARLY_PRESS_ATTRIBUTE } from '../../src/ui/dom/earlyPresses.ts';
import { IslandRoot } from '../islands/IslandRoot.tsx';
import { ISLANDS_ATTRIBUTE } from '../islands/islandPage.ts';
import { preloadedCache } from '../preloaded.ts';
import { FrameCache, escapeAttribute, frameAddress, frameOf, splice } from './frame.ts';
import type { Frame } from './frame.ts';
import { dataJson, PAGE_DATA_ID, pageDataJson } from './pageData.ts';
import { inPrerenderOrder, leadingLinks, linksOf, preloadsFor } from './preloadOrder.ts';
import { sheetParts } from './sheetParts.ts';
import { recordSheet, sheetPageStyle } from './sheetRecord.ts';
import type { SheetRecord } from './sheetRecord.ts';
import { RememberedStyles } from './styleCache.tsx';
import { KeptPage, KeptStore } from './keptParts.tsx';
import {
  ID_STAND_IN,
  internInsertions,
  isReusable,
  KeptIslands,
  recordInsertions,
  MetOnce,
  replayInsertions,
  withId,
} from './reusedIslands.ts';
import type { KeptIsland } from './reusedIslands.ts';

export type { PageRenderer, RenderedPage, RenderRequest } from '../../contracts/page-renderer.ts';
export { keptCounts } from './keptParts.tsx';
export { inlineStyleCounts } from './sheetParts.ts';

const ORIGIN = 'http://ssr.internal';

/** An address as read: its path and its query (read only). */
interface ReadAddress {
  url: string;
  pathname: string;
  searchParams: URLSearchParams;
}

let lastAddress: ReadAddress | null = null;

/**
 * `url`'s path and query, the last one kept: a page's render read its address four times (its
 * route, its frame, its search, its pages' island), a `URL` parsed each time (~1 % of a type page's
 * render; issue 34, session 33). Its query is never changed.
 */
function addressOf(url: string): ReadAddress {
  if (lastAddress?.url !== url) {
    const { pathname, searchParams } = new URL(url, ORIGIN);
    lastAddress = { url, pathname, searchParams };
  }
  return lastAddress;
}

/** The API path (under /api-web) of an SWR key: `{name}` filled in, the query appended. */
export function apiPathOf([path, params]: ApiKey): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params.path?.[name] ?? '')),
  );
  const query = new URLSearchParams();
  // Values as openapi-fetch writes them; spec filters are flat keys already (src/lib/spec/specQuery.ts).
  for (const [name, value] of Object.entries(params.query ?? {}))
    if (value !== undefined && value !== null) query.set(name, String(value));
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

/**
 * The document of `element` in one synchronous pass (React's synchronous renderer writes strings
 * straight into one document; prerender renders every Suspense boundary's content as a task of its
 * own, encodes every chunk to bytes and streams them, to be decoded again: 15-20 % of a page's
 * render), its preloads in React's order; or null when anything in it suspended (a lazy screen
 * whose chunk has not loaded yet) or failed.
 */
function renderSynchronouslyOrNull(
  element: ReactElement,
  identifierPrefix?: string,
): string | null {
  try {
    const html = renderSynchronously(element, { identifierPrefix });
    // A boundary that suspended or failed is sent as its fallback, marked for the browser.
    return html.includes('<!--$!') ? null : html;
  } catch {
    // Something outside every Suspense boundary suspended or failed.
    return null;
  }
}

/**
 * The whole document of `element` in one synchronous pass, the same as prerender's (preloadOrder.ts),
 * its kept parts put in, or null when anything in it suspended or failed, or its preloads' order is
 * not certain.
 */
function renderAtOnce(element: ReactElement, parts: KeptPage | null): string | null {
  const rendered = renderSynchronouslyOrNull(element);
  const html = parts ? parts.fill(rendered) : rendered;
  return html === null ? null : inPrerenderOrder(html);
}

/** The whole document of `element`, once everything in it has loaded. */
async function renderWhenReady(element: ReactElement): Promise<string> {
  // One complete document: no part held back behind a script that swaps it in later (React does
  // that to large Suspense boundaries past progressiveChunkSize; the CSP would block the script).
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

type Answers = ReadonlyArray<readonly [ApiKey, unknown]>;

/** Every read's answer by its serialised key; null where the call itself failed. */
type Loaded = ReadonlyMap<string, LoadedAnswer | null>;

/** Loads every key at once; a call that fails is null, so the browser shows its own states. */
async function loadAll(
  keys: readonly ApiKey[],
  shared: number,
  load: RenderRequest['load'],
): Promise<Loaded> {
  const answers = await Promise.all(
    keys.map(async (key, index): Promise<readonly [string, LoadedAnswer | null]> => {
      try {
        return [unstable_serialize(key), await load(apiPathOf(key), { shared: index < shared })];
      } catch {
        return [unstable_serialize(key), null];
      }
    }),
  );
  return new Map(answers);
}

/** The answers the screens start from: the successful ones. */
function preloadedOf(keys: readonly ApiKey[], loaded: Loaded): Answers {
  return keys.flatMap((key) => {
    const answer = loaded.get(unstable_serialize(key));
    return answer && answer.status === 200 ? [[key, answer.body] as const] : [];
  });
}

function productNameOf(answers: Answers): string {
  const config = answers.find(([[path]]) => path === '/config')?.[1] as
    { data?: { appName?: string } } | undefined;
  return config?.data?.appName ?? DEFAULT_PRODUCT_NAME;
}

/**
 * Seals a sheet whose styles were read, and empties it (its names and rules): a finished page's
 * sheet outlived the next scavenge (what held it was not found; a full collection frees it), and
 * its name sets and rules went to the visitors' worker's old generation with it: ~13 of the ~18 kB
 * a filtered type page moved there, rendered in a loop (issue 34, session 36). Nothing reads a
 * sheet once sealed (its styles are in the page; kept parts and islands note their own).
 */
function finished(sheet: ServerStyleSheet): void {
  sheet.seal();
  sheet.instance.names.clear();
  sheet.instance.clearTag();
}

/**
 * The SWR caches of one page's renders (the app's in each pass, its islands'). SWR keeps a
 * cache's state in a WeakMap by the cache (SWRGlobalState), and that state holds the cache
 * (`mutate`, `setter`); V8's young-generation collector keeps a WeakMap's values whatever their
 * keys, so every page's caches, their answers and the `use` middleware's page state outlived
 * every scavenge until a full collection: ~10 of the ~28 kB a filtered type page moved to the
 * visitors' worker's old generation (issue 34, session 36). Dropped once the page is rendered.
 */
class PageCaches {
  private readonly made: Cache[] = [];

  /** Makes a cache of `answers` for SWR (each call a fresh one, as preloadedCache's) and notes it. */
  provider(answers: Answers): () => Cache {
    return () => this.noted(preloadedCache(answers)());
  }

  noted(cache: Cache): Cache {
    this.made.push(cache);
    return cache;
  }

  /** SWR's state of every cache made dropped: nothing reads them once the page is rendered. */
  forget(): void {
    for (const cache of this.made) SWRGlobalState.delete(cache);
    this.made.length = 0;
  }
}

/**
 * The app at `url` with `answers`, its styles collected in `sheet`, its SWR caches noted in
 * `caches`; `slots`: which parts of the layout; `parts`: the page's parts kept (keptParts.tsx),
 * when its HTML is put together at once.
 */
function appAt(
  url: string,
  answers: Answers,
  missing: boolean,
  asked: Set<string>,
  sheet: ServerStyleSheet,
  caches: PageCaches,
  slots: FrameSlots = 'whole',
  islands: IslandCollector | null = null,
  parts: KeptPage | null = null,
): ReactElement {
  return sheet.collectStyles(
    <RememberedStyles>
      <IslandContext.Provider value={islands}>
        <KeptPartsContext.Provider value={parts}>
          <FrameSlotsContext.Provider value={slots}>
            <StrictMode>
              <StaticRouter location={url}>
                <AppRoot
                  preloaded={answers}
                  provider={caches.provider(answers)}
                  use={[recordKeys(asked)]}
                  missing={missing ? url : null}
                />
              </StaticRouter>
            </StrictMode>
          </FrameSlotsContext.Provider>
        </KeptPartsContext.Provider>
      </IslandContext.Provider>
    </RememberedStyles>,
  );
}

/** Product cards kept (keptParts.tsx); past this many the least recently used go (~1.5 kB each). */
const keptParts = new KeptStore(4000);

/**
 * Renders every card of every page (false) or keeps their HTML (true, the default; the tests
 * compare with pages rendered without). Off too once a page could not be put together.
 */
export function keepParts(on: boolean): void {
  keptParts.on = on;
  keptIslandParts.on = on;
}

/** The parts one synchronous render of a page into `sheet` takes from the kept ones, or keeps. */
const keptPageOf = (sheet: ServerStyleSheet) =>
  keptParts.on ? new KeptPage(keptParts, sheet) : null;

/**
 * The public pages rendered in islands (issue 34): the browser hydrates only their interactive
 * parts, each when touched or seen (app/islands/). The others hydrate whole, as before.
 */
const ISLAND_ROUTES: ReadonlySet<string> = new Set([
  'l-home',
  'l-kategori-produk',
  'l-brand',
  'l-tipe',
  'l-new-product',
  // The search, as the lists (its events are sent from marks: app/islands/reports.ts).
  'l-search',
  // The product page, news and the about page (issue 34, item 4's second increment).
  'l-detail-product',
  'l-news',
  'l-news-detail',
  'l-tentang-kami',
]);

/** The islands one render met, by React's id, in the order met. */
class IslandsMet implements IslandCollector {
  readonly byId = new Map<string, IslandSeen>();

  add(id: string, island: IslandSeen): void {
    if (!this.byId.has(id)) this.byId.set(id, island);
  }
}

/** What renders the islands of one page: its address, the keys they ask for, its sheet and answers. */
interface IslandPage {
  url: string;
  asked: Set<string>;
  sheet: ServerStyleSheet;
  /** One SWR cache of the page's answers for all its islands (the browser's islands share one too). */
  provider: () => Cache;
}

function islandPageOf(
  url: string,
  answers: Answers,
  asked: Set<string>,
  sheet: ServerStyleSheet,
  caches: PageCaches,
): IslandPage {
  const cache = caches.noted(preloadedCache(answers)());
  return { url, asked, sheet, provider: () => cache };
}

/**
 * One island alone, in the tree the browser hydrates it in (app/islands/hydrate.tsx); `parts`:
 * the parts of it kept (keptParts.tsx: the filter panel's filters), when its HTML is filled in.
 */
function islandAt(
  { url, provider }: IslandPage,
  asked: Set<string>,
  sheet: ServerStyleSheet,
  island: IslandSeen,
  parts: KeptPage | null = null,
) {
  const Component = island.component as ComponentType<object>;
  return sheet.collectStyles(
    <RememberedStyles>
      <KeptPartsContext.Provider value={parts}>
        <StrictMode>
          <StaticRouter location={url}>
            <IslandRoot config={{ provider, use: [recordKeys(asked)] }}>
              <Component {...island.props} />
            </IslandRoot>
          </StaticRouter>
        </StrictMode>
      </KeptPartsContext.Provider>
    </RememberedStyles>,
  );
}

/** The holder of an island's HTML: its name, React id prefix and props for the browser. */
function islandHolder(id: string, name: string, props: string, html: string): string {
  return (
    `<${ISLAND_TAG} data-island="${escapeAttribute(name)}" data-island-id="${escapeAttribute(id)}"` +
    `${props === '{}' ? '' : ` data-props="${escapeAttribute(props)}"`} ${EARLY_PRESS_ATTRIBUTE}="">` +
    `${html}</${ISLAND_TAG}>`
  );
}

/**
 * Islands whose HTML is a function of their props and React id alone, never of the address nor
 * of an API answer: a card's quote control and 'Bandingkan', and the compare tray. Rendered once
 * per props and kept (reusedIslands.ts).
 */
const REUSED_ISLANDS: ReadonlySet<string> = new Set([
  'card-quote',
  'compare-button',
  'compare-tray',
]);

/**
 * Islands whose HTML is a function of their props, React id and the page's address alone, never
 * of an API answer, and which write the search only in their links' query: the filter panel and
 * the pagination of a list or the search. Rendered once per props and address with the search
 * as a stand-in, and kept: a search page's panel shows the facets of its products, which many
 * searches share (26 panels for 300 searches captured at 100,000 products).
 */
const ADDRESS_ISLANDS: ReadonlySet<string> = new Set(['spec-filters', 'list-pagination']);

/**
 * Of the islands kept per props (REUSED_ISLANDS), those whose HTML shows little of their props:
 * kept once per kind instead of once per product (a filtered list or a search shows products met
 * once, whose two card islands were each rendered alone). `shape` gives the key (what the HTML
 * depends on), the props to render the kept one with (each value the HTML writes as text stood in
 * for by a mark) and those values; null: kept per props as before. The whole props still go into
 * the holder's `data-props` for the browser. The first island of each name is rendered both ways
 * and compared (standInChecked), and a mark must be written exactly once, as React writes text.
 */
const ISLAND_SHAPES: Readonly<
  Record<string, (props: Record<string, unknown>, url: string) => IslandShape | null>
> = {
  // A list's pages (not a search's: those are address islands) write of their props the number of
  // pages alone, and of the address its page: kept once per both, where a filtered list's total
  // is its own (its island was rendered alone on every page).
  'list-pagination': ({ total, pageSize, ...rest }, url) =>
    typeof total === 'number' && typeof pageSize === 'number'
      ? {
          key: JSON.stringify([
            lastPageOf(total, pageSize),
            rest,
            addressOf(url).searchParams.get('page'),
          ]),
          props: { total, pageSize, ...rest },
          marks: [],
        }
      : null,
  // 'Bandingkan' writes nothing of its product on the server (the visitor's list is the
  // browser's: the server's snapshot is empty), only its size.
  'compare-button': ({ product, ...rest }) =>
    product === undefined
      ? null
      : { key: JSON.stringify(rest), props: { product, ...rest }, marks: [] },
  // The quote control writes its product's name into its button's accessible name, nothing else.
  'card-quote': ({ product, ...rest }) => {
    const shown = product as { name?: unknown } | undefined;
    return typeof shown?.name === 'string' && shown.name !== ''
      ? {
          key: JSON.stringify(rest),
          props: { ...rest, product: { ...shown, name: markStandIn(0) } },
          marks: [shown.name],
        }
      : null;
  },
};

interface IslandShape {
  key: string;
  props: Record<string, unknown>;
  marks: string[];
}

/** Stands for an island's props (their JSON, escaped) in the holder of a shaped island kept. */
const PROPS_STAND_IN = 'KpIslandPropsStandIn';

/** Stands for the `index`th mark of a shaped island kept. */
function markStandIn(index: number): string {
  return `KpIslandMark${index}StandIn`;
}

/** Stands for the search of the page's address in an address island's HTML kept. */
const SEARCH_STAND_IN = 'KpSearchStandIn';

/** Islands kept; past this many the least recently used go (a card's two are ~1.9 kB of HTML). */
const keptIslands = new KeptIslands(4000);

/** Address islands kept (a filter panel's holder is ~10 kB). */
const keptAddressIslands = new KeptIslands(500);

/** Address islands met once: kept the second time (a panel of one search's facets is only rendered). */
const metAddressIslands = new MetOnce(1000);

/**
 * Per name, whether its first island rendered with the stand-in for its id gave what it gave with
 * its id (a component that did more with its id than write it would not): only then are they kept.
 */
const standInChecked = new Map<string, boolean>();

/** Islands rendered, and islands taken from the kept ones, since the start (for tests). */
export const islandCounts = { rendered: 0, reused: 0 };

/** Whether islands are kept and reused (the tests compare with pages rendered without). */
let reusing = true;

/** Renders every island of every page (false) or keeps those that can be (true, the default). */
export function reuseIslands(on: boolean): void {
  reusing = on;
}

interface RenderedIsland {
  holder: string;
  /** The image preloads it adds to the page. */
  links: string[];
}

/**
 * Parts of islands kept (keptParts.tsx): each filter of a filter panel, ~1-2.5 kB of HTML. A
 * filtered list's panel is its address's alone (its chips' links, the chosen bounds, the counts
 * of what the other filters keep), but each filter in it is met again on other addresses.
 */
const keptIslandParts = new KeptStore(1500);

/** The island rendered alone into the page's sheet, its React ids prefixed by its own id. */
function islandAlone(page: IslandPage, id: string, island: IslandSeen, props: string) {
  islandCounts.rendered += 1;
  const parts = keptIslandParts.on ? new KeptPage(keptIslandParts, page.sheet, true) : null;
  let rendered = renderSynchronouslyOrNull(
    islandAt(page, page.asked, page.sheet, island, parts),
    id,
  );
  if (parts) {
    const filled = parts.fill(rendered);
    // Parts that could not be put together (then none are kept again): rendered whole.
    rendered =
      filled ??
      (rendered === null
        ? null
        : renderSynchronouslyOrNull(islandAt(page, page.asked, page.sheet, island), id));
  }
  if (rendered === null) return null;
  const own = leadingLinks(rendered);
  return {
    holder: islandHolder(id, island.name, props, rendered.slice(own.length)),
    links: linksOf(own),
  };
}

/**
 * The page's address with its search as a stand-in, for an island whose HTML reads the address
 * (ADDRESS_ISLANDS); null when it has no search (or one the stand-in cannot stand for).
 */
function standInAddress(url: string): { url: string; search: string } | null {
  const at = url.indexOf('?');
  if (at < 0) return null;
  const params = new URLSearchParams(url.slice(at + 1));
  const searches = params.getAll('search');
  const [search = ''] = searches;
  if (searches.length !== 1 || search === '' || search.includes(SEARCH_STAND_IN)) return null;
  params.set('search', SEARCH_STAND_IN);
  return { url: `${url.slice(0, at)}?${params.toString()}`, search };
}

/** The island with React id `id`: kept from an earlier page, or rendered (and kept if it can be). */
function islandOf(page: IslandPage, id: string, island: IslandSeen): RenderedIsland | null {
  const props = JSON.stringify(island.props);
  const { name } = island;
  // Kept only for a search: another address is one list's, whose page the store keeps.
  const address = ADDRESS_ISLANDS.has(name) ? standInAddress(page.url) : null;
  const store = address ? keptAddressIslands : keptIslands;
  const shapeOf = ISLAND_SHAPES[name];
  const shape =
    shapeOf && address === null && props !== '{}' && !props.includes('KpIsland')
      ? shapeOf(island.props as Record<string, unknown>, page.url)
      : null;
  if (
    !reusing ||
    !(REUSED_ISLANDS.has(name) || address !== null || shape !== null) ||
    standInChecked.get(name) === false ||
    !isReusable(id, props)
  )
    return islandAlone(page, id, island, props);
  // The search as the island's links write it (a form-encoded query value: nothing to escape).
  const search = address ? new URLSearchParams({ q: address.search }).toString().slice(2) : '';
  const filled = (holder: readonly string[]) => {
    let text = withId(holder, id);
    if (address) text = text.split(SEARCH_STAND_IN).join(search);
    if (shape) {
      text = text.split(PROPS_STAND_IN).join(escapeAttribute(props));
      shape.marks.forEach((mark, index) => {
        text = text.split(markStandIn(index)).join(escapeAttribute(mark));
      });
    }
    return text;
  };
  const key = address
    ? `${name}\u0000${props}\u0000${address.url}`
    : shape
      ? `${name}\u0000shape\u0000${shape.key}`
      : `${name}\u0000${props}`;
  const kept = store.get(key);
  if (kept) {
    islandCounts.reused += 1;
    replayInsertions(page.sheet, kept.insertions);
    return { holder: filled(kept.holder), links: [...kept.links] };
  }
  if (address && !metAddressIslands.again(key)) return islandAlone(page, id, island, props);
  // Rendered with the stand-ins, into a sheet of its own (every style it adds is noted).
  const sheet = new ServerStyleSheet();
  const asked = new Set<string>();
  const recording = recordInsertions(sheet);
  let html: string | null;
  try {
    islandCounts.rendered += 1;
    const at = address ? { ...page, url: address.url } : page;
    const rendered = shape ? { ...island, props: shape.props } : island;
    html = renderSynchronouslyOrNull(islandAt(at, asked, sheet, rendered), ID_STAND_IN);
  } finally {
    finished(sheet);
  }
  const insertions = recording.done();
  const own = html === null ? '' : leadingLinks(html);
  if (html === null || insertions === null || asked.size > 0 || own.includes(ID_STAND_IN)) {
    // It reads an answer, or its styles are not only added: not one to keep.
    standInChecked.set(name, false);
    return islandAlone(page, id, island, props);
  }
  // Each mark written once, where React writes the value (text or attribute, escaped alike).
  if (shape && !shape.marks.every((_, index) => html.split(markStandIn(index)).length === 2))
    return islandAlone(page, id, island, props);
  const made: KeptIsland = {
    holder: islandHolder(
      ID_STAND_IN,
      name,
      shape ? PROPS_STAND_IN : props,
      html.slice(own.length),
    ).split(ID_STAND_IN),
    links: linksOf(own),
    insertions: internInsertions(insertions),
  };
  if (!standInChecked.has(name)) {
    const alone = islandAlone(page, id, island, props);
    const same =
      alone !== null &&
      alone.holder === filled(made.holder) &&
      alone.links.join('') === made.links.join('');
    standInChecked.set(name, same);
    if (same) store.set(key, made);
    return alone;
  }
  store.set(key, made);
  replayInsertions(page.sheet, insertions);
  return { holder: filled(made.holder), links: [...made.links] };
}

/** An island's marker in the page (Island.tsx), its id captured. */
const ISLAND_MARKER = new RegExp(`<template ${ISLAND_SLOT_ATTRIBUTE}="([^"]*)"></template>`, 'g');

/**
 * `html` with each island's marker replaced by the island rendered alone (its React ids prefixed
 * by its own id, as the browser hydrates it), the islands' image preloads joined to the page's in
 * prerender's order; `html` itself when it met no islands; null when an island could not be
 * rendered at once, its marker is missing or the preloads' order is not certain.
 */
function withIslands(html: string | null, met: IslandsMet | null, page: IslandPage): string | null {
  if (html === null || !met || met.byId.size === 0) return html;
  const leading = leadingLinks(html);
  const links = linksOf(leading);
  const body = html.slice(leading.length);
  const holders = new Map<string, string>();
  for (const [id, island] of met.byId) {
    const rendered = islandOf(page, id, island);
    if (rendered === null) return null;
    links.push(...rendered.links);
    holders.set(id, rendered.holder);
  }
  // One pass over the page: each island's (first) marker replaced by its holder.
  const parts: string[] = [];
  let from = 0;
  for (const marker of body.matchAll(ISLAND_MARKER)) {
    const id = marker[1] as string;
    const holder = holders.get(id);
    if (holder === undefined) continue;
    holders.delete(id);
    parts.push(body.slice(from, marker.index), holder);
    from = marker.index + marker[0].length;
  }
  if (holders.size > 0) return null;
  parts.push(body.slice(from));
  const whole = parts.join('');
  if (links.length === 0) return whole;
  const preloads = preloadsFor(links, whole);
  return preloads === null ? null : preloads + whole;
}

/**
 * A number for each JSON of a shared answer, so that a frame's key is short: the key of every
 * page was its shared answers' whole JSON (~10 kB), a new string whose hash was computed for each
 * page, where the JSON kept for an answer object (dataJson) is the same string page after page,
 * its hash computed once. Equal JSON, equal number; numbers are not used again once forgotten.
 */
const jsonNumbers = new Map<string, number>();
let nextJsonNumber = 0;

function jsonNumber(json: string): number {
  let number = jsonNumbers.get(json);
  if (number === undefined) {
    // Past a few hundred versions of the shared data the oldest are forgotten: a frame of theirs
    // would be rendered again.
    if (jsonNumbers.size >= 256) jsonNumbers.delete(jsonNumbers.keys().next().value as string);
    number = nextJsonNumber++;
    jsonNumbers.set(json, number);
  }
  return number;
}

/** The frames of the latest versions of the shared data (menus, footer, configuration). */
const frames = new FrameCache();

/** Frames rendered apart, and pages the frame was spliced into, since the start (for tests). */
export const frameCounts = { frames: 0, spliced: 0 };

/** Whether pages splice the frame rendered apart (the tests compare with the whole page). */
let splicing = true;

/** Renders every page whole (false) or with the frame rendered apart (true, the default). */
export function spliceFrames(on: boolean): void {
  splicing = on;
}

/** The frame of the page at `url` with `answers`, rendered apart at its first page. */
function frameFor(
  url: string,
  answers: Answers,
  sharedAnswers: string,
  islands: boolean,
  caches: PageCaches,
): Frame | null {
  const { pathname, searchParams } = addressOf(url);
  const address = frameAddress(pathname, searchParams.get('search') ?? '');
  return frames.get(`${address.key}\u0000${islands ? 'islands' : ''}\u0000${sharedAnswers}`, () => {
    const markersSheet = new ServerStyleSheet();
    const sheet = new ServerStyleSheet();
    try {
      const asked = new Set<string>();
      const markers = renderSynchronouslyOrNull(
        appAt(address.url, answers, false, asked, markersSheet, caches, 'markers'),
      );
      const met = islands ? new IslandsMet() : null;
      const whole = withIslands(
        renderSynchronouslyOrNull(
          appAt(address.url, answers, false, asked, sheet, caches, 'frame', met),
        ),
        met,
        islandPageOf(address.url, answers, asked, sheet, caches),
      );
      frameCounts.frames += 1;
      return markers === null || whole === null
        ? null
        : frameOf(markers, whole, sheetParts(sheet.getStyleTags()));
    } finally {
      finished(markersSheet);
      finished(sheet);
    }
  });
}

/** The page's styles: the shared stylesheet's link and its own rules inline (all inline without a frame). */
function stylesOf(sheet: ServerStyleSheet, record: SheetRecord, frame: Frame | null): string {
  if (!frame) return sheet.getStyleTags();
  return `<link rel="stylesheet" href="${frame.stylesheet.href}">${sheetPageStyle(sheet, record, frame.styles)}`;
}

/**
 * Renders the app once at `url` with `answers`; notes the keys the screens asked for. With the
 * frame rendered apart, the page without it and the frame spliced in; else once the page's screen
 * has loaded that is one synchronous render; before (the first page of each screen after a
 * start), or when anything suspends or fails, the page is rendered again, into a fresh sheet, by
 * the renderer that waits for everything.
 */
async function renderOnce(
  url: string,
  answers: Answers,
  missing: boolean,
  asked: Set<string>,
  frame: Frame | null,
  islands: boolean,
  caches: PageCaches,
) {
  const search = addressOf(url).searchParams.get('search') ?? '';
  let sheet = new ServerStyleSheet();
  // The rule sets the page's sheet is given: its inline style is found by them (sheetParts.ts).
  let record = recordSheet(sheet);
  const met = () => (islands ? new IslandsMet() : null);
  try {
    let html: string | null = null;
    if (frame) {
      const screenIslands = met();
      const parts = keptPageOf(sheet);
      const screen = renderSynchronouslyOrNull(
        appAt(url, answers, missing, asked, sheet, caches, 'screen', screenIslands, parts),
      );
      const page = withIslands(
        parts ? parts.fill(screen) : screen,
        screenIslands,
        islandPageOf(url, answers, asked, sheet, caches),
      );
      html = page === null ? null : splice(page, frame, search);
      if (html !== null) frameCounts.spliced += 1;
      else {
        finished(sheet);
        sheet = new ServerStyleSheet();
        record = recordSheet(sheet);
        asked.clear();
      }
    }
    if (html === null) {
      const wholeIslands = met();
      const parts = keptPageOf(sheet);
      html = withIslands(
        renderAtOnce(
          appAt(url, answers, missing, asked, sheet, caches, 'whole', wholeIslands, parts),
          parts,
        ),
        wholeIslands,
        islandPageOf(url, answers, asked, sheet, caches),
      );
    }
    if (html === null) {
      finished(sheet);
      sheet = new ServerStyleSheet();
      record = recordSheet(sheet);
      asked.clear();
      const lateIslands = met();
      const page = islandPageOf(url, answers, asked, sheet, caches);
      html = withIslands(
        await renderWhenReady(
          appAt(url, answers, missing, asked, sheet, caches, 'whole', lateIslands),
        ),
        lateIslands,
        page,
      );
      // An island that could not be rendered alone: the page hydrates whole instead.
      if (html === null) return null;
    }
    // React puts the preloads of the page's images first; they belong in the head.
    const preloads = leadingLinks(html);
    return { body: html.slice(preloads.length), head: preloads + stylesOf(sheet, record, frame) };
  } finally {
    finished(sheet);
  }
}

/**
 * Whether the page's record is missing or hidden: the address names none, or its read answered
 * 404 (or 422: an id the API refuses) or lacks it. A read that failed otherwise is not a 404 (the
 * screen shows its error).
 */
function isRecordMissing(record: RecordOf, loaded: Loaded): boolean {
  if (record === 'missing') return true;
  if (record === null) return false;
  const answer = loaded.get(unstable_serialize(record.key));
  if (!answer) return false;
  if (answer.status === 404 || answer.status === 422) return true;
  return answer.status === 200 && record.name(answer.body) === null;
}

/**
 * The parts of a public page, or null for what the browser renders alone (the staff side).
 * Unknown paths, /404 and pages whose record is missing or hidden are the 404 page with HTTP 404.
 */
export async function render({ url, origin, load }: RenderRequest): Promise<RenderedPage | null> {
  const { pathname, searchParams } = addressOf(url);
  if (isAdminPath(pathname)) return null;
  const match = matchPublicRoute(pathname);
  const address = { params: match?.params ?? {}, query: searchParams };
  const record = match ? pageRecord(match.route.name, address) : null;
  const shared = sharedData();
  const known = new Set<string>();
  // The layout's reads first (they are the shared ones), then the screen's and the record's, each
  // key once (home reads the about text too).
  const declared = [
    ...shared,
    ...(match ? match.route.data(address) : []),
    ...(record && record !== 'missing' ? [record.key] : []),
  ].filter((key) => {
    const id = unstable_serialize(key);
    return known.has(id) ? false : Boolean(known.add(id));
  });
  const loaded = await loadAll(declared, shared.length, load);
  const answers = preloadedOf(declared, loaded);
  const missing = match === null || match.route.name === '404' || isRecordMissing(record, loaded);
  const asked = new Set<string>();
  // What the frame shows: the shared answers' statuses and JSON (each kept while its answer is),
  // each JSON by its number.
  const sharedAnswers = shared
    .map((key) => {
      const answer = loaded.get(unstable_serialize(key));
      return answer ? `${answer.status} ${jsonNumber(dataJson(answer.body))}` : 'failed';
    })
    .join(' ');
  const caches = new PageCaches();
  const frameOfPage = (islands: boolean) =>
    splicing ? frameFor(url, answers, sharedAnswers, islands, caches) : null;
  // In islands where the route is converted and every read answered (a failed block's retry
  // button is the whole app's).
  let islands =
    !missing &&
    match !== null &&
    ISLAND_ROUTES.has(match.route.name) &&
    declared.every((key) => loaded.get(unstable_serialize(key))?.status === 200);
  let frame: Frame | null;
  let rendered: Awaited<ReturnType<typeof renderOnce>>;
  try {
    frame = frameOfPage(islands);
    rendered = await renderOnce(url, answers, missing, asked, frame, islands, caches);
    if (rendered === null) {
      islands = false;
      asked.clear();
      frame = frameOfPage(false);
      rendered = await renderOnce(url, answers, missing, asked, frame, false, caches);
    }
  } finally {
    caches.forget();
  }
  if (rendered === null) throw new Error(`the page ${url} could not be rendered`);
  const { body, head } = rendered;
  const recordAnswer =
    record && record !== 'missing' && !missing ? loaded.get(unstable_serialize(record.key)) : null;
  const recordName =
    record && record !== 'missing' && recordAnswer?.status === 200
      ? record.name(recordAnswer.body)
      : null;
  const appName = productNameOf(answers);
  const title = `${missing ? PAGE_TITLES.notFound : (recordName ?? match.route.title)} | ${appName}`;
  const described = pageHead({
    route: match?.route.name ?? '404',
    address,
    missing,
    title,
    answer: (key) => {
      const answer = loaded.get(unstable_serialize(key));
      return answer?.status === 200 ? answer.body : undefined;
    },
    origin,
    appName,
  });
  return {
    status: missing ? 404 : 200,
    title,
    head: `${head}${headTags(described)}<script type="application/json" id="${PAGE_DATA_ID}"${missing ? ' data-status="404"' : ''}${islands ? ` ${ISLANDS_ATTRIBUTE}=""` : ''}>${pageDataJson(answers)}</script>`,
    body,
    undeclared: [...asked].filter((key) => !known.has(key)),
    stylesheet: frame?.stylesheet ?? null,
  };
}
