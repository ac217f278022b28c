// The web app's pages: one explicit route for every path that is not the API, the uploads or a
// built file. Public pages are rendered on the server by the web build's renderer (contract:
// contracts/page-renderer.ts), cached like the public API answers and sent compressed; the staff
// side, and any page the renderer declines or fails, get the plain app (index.html).
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  STYLESHEET_PATH,
  type LoadedAnswer,
  type PageRenderer,
  type RenderedPage,
  type RenderRequest,
} from '../../../contracts/page-renderer.ts';
import { QUOTE_VIEW_PATH } from '#domain/quote/constants.ts';
import { createBoundedQueue, QueueTimeout } from '../lib/bounded-queue.ts';
import { Handoff } from '../lib/handoff.ts';
import { imageSizer } from '../pages/image-sizes.ts';
import { publicOrigin } from '../lib/public-url.ts';
import {
  chooseEncoding,
  CompressedDocument,
  giveBack,
  type Encoding,
} from '../pages/compression.ts';
import { isOnDemandPage, pageKey } from '../pages/on-demand.ts';
import { loadPageTemplate } from '../pages/template.ts';
import { Prerenderer } from '../pages/prerender.ts';
import { BACKGROUND_IDLE_MS, RenderThread, type WorkerPage } from '../pages/render-thread.ts';
import { SharedStylesheets } from '../pages/stylesheets.ts';
import { etagOf, type CachedPage } from '../pages/stored-entry.ts';
import type { Storage } from '../storage/storage.ts';
import type { PublicFiles } from '../storage/files-service.ts';
import { sendBusy } from './overload.ts';
import { crawlerPages } from './sitemap/crawler-pages.ts';
import { readTags, type CacheTag } from './public-cache-tags.ts';

export interface PagesOptions {
  /** Folder of the built web app (index.html, assets, .ssr/render.mjs). */
  webRoot: string;
  /** Where uploads live, for the pictures' sizes. */
  storage: Storage;
  /** Where picture URLs point, to find the uploads a page shows. */
  files: PublicFiles;
  /** Paths that are never pages (the API, the uploads): unknown ones there are JSON 404s. */
  isNotPage: (url: string) => boolean;
  /** Pages rendered at once (MAX_RENDERS); the others wait their turn. Null: `rendersAtOnce`. */
  maxRenders: number | null;
  /** How long a page may wait for its turn (RENDER_WAIT_MS) before it is answered 503. */
  renderWaitMs: number;
  /** Whether a background worker renders every public page into the store (PRERENDER). */
  prerender?: boolean;
  /**
   * Workers that render visitors' pages that are not stored while the background renderer runs
   * (VISITOR_RENDER_WORKERS, each page on the one with the fewest in hand); 0: on the HTTP thread.
   */
  visitorWorkers?: number;
}

/**
 * Pages rendered at once unless MAX_RENDERS says otherwise, by where they render.
 * - `thread` (no render workers: PRERENDER=0 or VISITOR_RENDER_WORKERS=0): a few, so that the
 *   pages admitted do not all render together on the HTTP thread, each as slow as all of them.
 * - `workers`: the visitors' worker renders one page at a time whatever the number, and a page in
 *   its turn also waits for its reads, its assembly and its compression on the HTTP thread and
 *   libuv's pool. With 4 in hand the threads waited on each other: the machine was 1.72 of 2 cores
 *   busy with the worker's queue often empty. 16 in hand: filtered type pages and search pages
 *   +8-15 % a second at lower p95, the HTTP thread's CPU a page 0.92 → 0.74-0.78 ms (fewer
 *   wake-ups, more done per turn of its loop); 32 added ~3 % more (docs/decisions.md, "… session
 *   37, lead").
 */
export const RENDERS_AT_ONCE = { thread: 4, workers: 16 } as const;

/** Pages rendered at once: MAX_RENDERS when set, else `RENDERS_AT_ONCE` for `workers` workers. */
export function rendersAtOnce(configured: number | null, workers: number): number {
  return configured ?? RENDERS_AT_ONCE[workers > 0 ? 'workers' : 'thread'];
}

/** How often a stylesheet no page has linked since the start may make the server render / to find it. */
const STYLESHEET_LOOKUP_MS = 10_000;

/** The ETag of one encoding's copy: a strong ETag names one representation. */
function etagFor(etag: string, encoding: Encoding): string {
  return encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/** Whether If-None-Match names `etag` (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The renderer `file` (<webRoot>/.ssr/render.mjs) on this thread, or null when the build has none.
 * It is imported for its first page here: with the render workers that is only when one fails, and
 * the app (React, the screens, styled-components) stays off this thread's heap, ~7 MB of it
 * (docs/decisions.md, "The HTTP thread's renderer loaded when it renders").
 */
function rendererOn(
  file: string,
): ((request: RenderRequest) => Promise<RenderedPage | null>) | null {
  if (!existsSync(file)) return null;
  let loaded: Promise<PageRenderer> | null = null;
  return async (request) => {
    loaded ??= import(pathToFileURL(file).href) as Promise<PageRenderer>;
    return (await loaded).render(request);
  };
}

/**
 * Answers the renderer's API reads in process: the same validation, handlers, error answers and
 * answer cache as the routes, without an HTTP request each (routes/public-reads.ts).
 */
function apiLoader(app: FastifyInstance, tags: Set<CacheTag>) {
  const shared = sharedLoader(app, tags);
  return async (apiPath: string, options?: { shared?: boolean }): Promise<LoadedAnswer> => {
    if (options?.shared) return shared(apiPath);
    const answer = await app.readPublic(apiPath);
    // The page is tagged with what each answer shows, records included (known from its body).
    for (const tag of readTags(apiPath, answer.body)) tags.add(tag);
    return answer;
  };
}

/**
 * The same for a renderer on a worker: a page's own reads answered as their JSON text, parsed
 * there, with the tags of what they show (known when the answer was kept).
 */
function workerLoader(app: FastifyInstance, tags: Set<CacheTag>) {
  const shared = sharedLoader(app, tags);
  return async (apiPath: string, options?: { shared?: boolean }) => {
    if (options?.shared) return shared(apiPath);
    const answer = await app.readPublicText(apiPath);
    for (const tag of answer.tags) tags.add(tag);
    return answer;
  };
}

/** The tags of a shared answer, read from its body once while it is the answer kept. */
const sharedTags = new WeakMap<LoadedAnswer, readonly CacheTag[]>();

/** Menus, footer and configuration: read once, parsed, and reused by every page while fresh. */
function sharedLoader(app: FastifyInstance, tags: Set<CacheTag>) {
  const get = (apiPath: string): Promise<LoadedAnswer> => app.readPublic(apiPath);
  // The page is tagged with what each answer shows, records included (known from its body).
  const tagged = (apiPath: string, answer: LoadedAnswer) => {
    let shown = sharedTags.get(answer);
    if (!shown) sharedTags.set(answer, (shown = readTags(apiPath, answer.body)));
    for (const tag of shown) tags.add(tag);
    return answer;
  };
  return async (apiPath: string): Promise<LoadedAnswer> => {
    for (const tag of readTags(apiPath)) tags.add(tag);
    let answerTags = readTags(apiPath);
    const answer = await app.publicCache
      .getOrLoad(
        `answer ${apiPath}`,
        () => answerTags,
        async () => {
          const loaded = await get(apiPath);
          if (loaded.status !== 200)
            throw Object.assign(new Error('not cached'), { answer: loaded });
          answerTags = readTags(apiPath, loaded.body);
          return loaded;
        },
      )
      .catch((error: { answer?: LoadedAnswer }) => {
        if (error.answer) return error.answer;
        throw error;
      });
    return tagged(apiPath, answer);
  };
}

async function pages(app: FastifyInstance, options: PagesOptions) {
  const { webRoot, isNotPage } = options;
  const rendererFile = path.join(webRoot, '.ssr', 'render.mjs');
  const renderer = rendererOn(rendererFile);
  // The background renderer's pace (prerender.ts): its worker's reads and the HTTP thread's part
  // of each of its pages wait for it.
  const paced = async () => void (await prerender?.idle());
  const thread =
    renderer && options.prerender && app.publicCache.keepsUntilChanged
      ? new RenderThread({
          file: rendererFile,
          gate: paced,
          idleMs: BACKGROUND_IDLE_MS,
        })
      : null;
  // A visitor's page that is not stored (a search or a filtered list, rendered on demand:
  // on-demand.ts; a page not stored yet or just dropped) is rendered on a worker of its own at the
  // process's priority, never behind the background renderer's, so that the HTTP thread only
  // reads, assembles, compresses and sends it (issue 34, session 24).
  const visitors = thread
    ? Array.from(
        { length: options.visitorWorkers ?? 1 },
        () => new RenderThread({ file: rendererFile, priority: 'normal' }),
      )
    : [];
  const template = renderer ? loadPageTemplate(webRoot) : null;
  const sizeImages = imageSizer(options.storage, options.files);
  const renders = createBoundedQueue(
    rendersAtOnce(options.maxRenders, visitors.length),
    options.renderWaitMs,
  );
  const stylesheets = new SharedStylesheets();

  /**
   * Renders `url` once (on the background renderer's worker for its turns, on the visitors' worker
   * for a visitor, or on this thread when there are no workers: PRERENDER=0); the first
   * request's encoding is the first copy made. A page the worker rendered is assembled here once
   * the pace allows and compressed in both encodings on the worker.
   */
  async function renderPage(
    url: string,
    origin: string,
    encoding: Encoding,
    tags: Set<CacheTag>,
    how: { onWorker?: boolean; onDemand?: boolean } = {},
  ): Promise<{ page: CachedPage; html: Buffer | null } | null> {
    const { onWorker = false, onDemand = false } = how;
    if (!renderer || !template) return null;
    let rendered: RenderedPage | WorkerPage | null;
    try {
      // A worker's page is taken from its handoff at once (lib/handoff.ts).
      rendered =
        onWorker && thread
          ? ((await thread.render(url, origin, workerLoader(app, tags)))?.take() ?? null)
          : visitors.length > 0
            ? ((await onVisitorsWorker(url, origin, tags))?.take() ?? null)
            : await renderer({ url, origin, load: apiLoader(app, tags) });
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed; sending the plain app');
      return null;
    }
    if (rendered === null) return null;
    if (onWorker) await paced();
    stylesheets.keep(rendered.stylesheet);
    if (rendered.undeclared.length > 0)
      app.log.warn(
        { url, undeclared: rendered.undeclared },
        'page read data its route does not declare',
      );
    // A worker's page comes as its UTF-8 bytes, a character a byte (render-thread.ts, WorkerPage).
    const latin1Bytes = 'latin1Bytes' in rendered;
    // Its pictures sized at once when their sizes are known (image-sizes.ts): the page's text is
    // assembled with no await after it came, so this function, suspended there and old by then,
    // does not keep the text until the next full collection (lib/handoff.ts).
    const sized = sizeImages(rendered.body, latin1Bytes);
    const html = template.assemble({
      ...rendered,
      body: typeof sized === 'string' ? sized : await sized,
      latin1Bytes,
    });
    const etag = etagOf(html);
    const status = rendered.status;
    // The HTML comes back only for a client that takes no encoding (it is sent as it is). Handed
    // to the others, it was held by this function's promise, old by then, until the next full
    // collection, and V8 counts the bytes of buffers allocated since the last one against the old
    // generation's limit: that started the next full collection sooner (lib/handoff.ts).
    const sent = encoding === 'identity' ? html : null;
    if (onWorker && thread) {
      const document = new CompressedDocument(await thread.compress(html));
      return { page: { status, document, etag }, html: sent };
    }
    // Rendered on demand (a search, a filtered list), a page is sent once and kept briefly: one
    // copy, compressed quickly (on-demand.ts).
    const document = new CompressedDocument(html, encoding, onDemand ? 'quick' : 'kept');
    // Its one copy made, a page made on demand is not read as HTML again (its other copies are
    // made from that copy, and a client that takes no encoding was handed `sent`): its memory is
    // given back then, not at the next full collection (compression.ts, `giveBack`).
    if (onDemand && sent === null)
      void document.settled().then(
        () => giveBack(html),
        () => undefined,
      );
    // Kept until a write changes it, a page is kept ready in both encodings (it is weighed again
    // then). (A failure shows where the copies are awaited: settled().)
    if (app.publicCache.keepsUntilChanged && !onDemand)
      void secondCopy(document, html)
        .then(() => app.publicCache.remeasure(pageKey(origin, url)))
        .catch(() => undefined);
    return { page: { status, document, etag }, html: sent };
  }

  /**
   * A visitor's page, rendered on the visitors' worker; on this thread when the worker failed
   * (it is started again for the next page).
   */
  async function onVisitorsWorker(
    url: string,
    origin: string,
    tags: Set<CacheTag>,
  ): Promise<Handoff<RenderedPage | WorkerPage> | null> {
    if (!renderer || visitors.length === 0) return null;
    // The worker with the fewest pages in hand.
    const worker = visitors.reduce((best, each) => (each.jobCount < best.jobCount ? each : best));
    try {
      return await worker.render(url, origin, workerLoader(app, tags));
    } catch (error) {
      app.log.warn({ err: error, url }, "the visitors' render worker failed; rendering here");
      const page = await renderer({ url, origin, load: apiLoader(app, tags) });
      return page && new Handoff(page);
    }
  }

  /**
   * A visitor's page's other encoding: made on the background renderer's worker at the lowest CPU
   * priority when there is one (visitors' threads go first; none of it on this thread but a
   * message), else at once. Too many pages waiting there: made when a client first asks for it.
   */
  async function secondCopy(document: CompressedDocument, html: Buffer): Promise<void> {
    if (!thread) return document.complete();
    const missing = document.missing();
    const copies = thread.later(html, missing);
    // Announced at once: the shared table's put (public-cache.ts, `share`) waits for it.
    await Promise.all(
      missing.map((copy) =>
        document.adoptLater(
          copy,
          copies.then((made) => made?.[copy]),
        ),
      ),
    );
    await document.settled();
  }

  /**
   * Renders `url` into the store on the worker (the background renderer's turn) and sets it aside
   * to the disk; a page a visitor's render kept already stays where it is.
   */
  async function storePage(url: string, origin: string): Promise<void> {
    const tags = new Set<CacheTag>();
    const key = pageKey(origin, url);
    let stored = false;
    await app.publicCache.getOrLoad(
      key,
      () => [...tags],
      async () => {
        const rendered = await renderPage(url, origin, 'br', tags, { onWorker: true });
        await rendered?.page.document.settled();
        stored = rendered !== null;
        return rendered?.page ?? null;
      },
    );
    if (stored) app.publicCache.setAside(key);
  }

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const shared = app.publicCache.stats().shared;
  const prerender: Prerenderer | null = thread
    ? new Prerenderer({
        list: () => crawlerPages(app.db),
        stored: (url, origin) => app.publicCache.has(pageKey(origin, url)),
        // Only the shared table knows more than `stored` (this instance's memory and disk): on
        // PGlite asking it again made a key for each of the 100,000 pages a second time.
        ...(shared
          ? {
              storedOf: async (urls: readonly string[], origin: string) => {
                const keys = urls.map((url) => pageKey(origin, url));
                const kept = await app.publicCache.storedOf(keys);
                return new Set(urls.filter((url) => kept.has(pageKey(origin, url))));
              },
            }
          : {}),
        spread: shared,
        render: storePage,
        busy: () => app.inFlight(),
        quietFor: () => app.quietFor(),
        loopDelay: () => {
          const ms = loopDelay.max / 1e6;
          loopDelay.reset();
          return ms;
        },
        log: app.log,
      })
    : null;
  if (prerender) {
    loopDelay.enable();
    // The worker loads the renderer while the server starts, not under its first visitors.
    app.addHook('onReady', async () => {
      thread?.warm();
      for (const worker of visitors) worker.warm();
    });
    app.publicCache.onInvalidate(() => prerender.refill());
    if (app.config.publicUrl)
      app.addHook('onReady', async () => prerender.useOrigin(app.config.publicUrl));
    app.lifecycle.report('pages', () => ({
      stored: app.publicCache.pageCount(),
      waiting: prerender.waiting,
    }));
    app.addHook('onClose', async () => {
      loopDelay.disable();
      await prerender.stop();
      await thread?.close();
      await Promise.all(visitors.map((worker) => worker.close()));
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (isNotPage(request.url)) return reply.callNotFound();
    // The buyer's quotation (issue 35): the plain app, never rendered, stored, indexed or cached.
    if (request.url.startsWith(QUOTE_VIEW_PATH))
      return reply
        .header('x-robots-tag', 'noindex')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(createReadStream(path.join(webRoot, 'index.html')));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    // Absolute URLs in the page start here; without PUBLIC_URL it is the request's Host, so the
    // cache keeps a copy per origin (one Host can never put its URLs in another's pages).
    const origin = publicOrigin(app.config, request);
    prerender?.useOrigin(origin);
    // The page in the background renderer's hands: it goes on at once for this visitor.
    prerender?.hurry(request.url);
    const tags = new Set<CacheTag>();
    // The HTML this request rendered, if it did: sent as it is to a client that takes no encoding.
    const made: { html?: Buffer } = {};
    // A rendered page is public data like the API's answers: cached alike, dropped when any data
    // it was built from changes (known once it is rendered).
    let page: CachedPage | null;
    const key = pageKey(origin, request.url);
    // Decided once per request (on-demand.ts), for the render and its compression.
    const onDemand = isOnDemandPage(request.url);
    const load = async () => {
      // A few pages render at once; one that waits too long for its turn is answered 503.
      const rendered = await renders.run(async () => {
        const result = await renderPage(request.url, origin, encoding, tags, { onDemand });
        made.html = result?.html ?? undefined;
        return result?.page ?? null;
      });
      // Kept once its first copy is compressed (outside the render's turn): the cache weighs
      // pages by their compressed bytes.
      await rendered?.document.settled();
      return rendered;
    };
    try {
      // A page made on demand is kept from its second ask within PUBLIC_CACHE_SECONDS (the
      // reads' doorkeeper): asked once, as a crawler and most searches are, it is sent and not
      // kept, and its copy dies young instead of outliving 30 s in the memory tier.
      page =
        onDemand && !app.publicCache.worthKeeping(key)
          ? await load()
          : await app.publicCache.getOrLoad(key, () => [...tags], load, encoding);
    } catch (error) {
      if (error instanceof QueueTimeout) return sendBusy(reply);
      throw error;
    }
    if (page === null) return reply.sendFile('index.html', webRoot);
    // Read from the disk onto a lent buffer: given back once the answer is handed to the system
    // (an answer not finished leaves it to the collector).
    if (page.giveBack) reply.raw.once('finish', page.giveBack);
    const etag = etagFor(page.etag, encoding);
    reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', etag)
      .type('text/html; charset=utf-8');
    if (page.status === 200 && matches(request.headers['if-none-match'], etag))
      return reply.code(304).send();
    if (encoding === 'identity')
      return reply.send(made.html ?? (await page.document.get('identity')));
    const copies = page.document.encodings.length;
    const body = await page.document.get(encoding);
    // A copy in another encoding makes the kept page heavier.
    if (page.document.encodings.length !== copies) app.publicCache.remeasure(key);
    return reply.header('content-encoding', encoding).send(body);
  }

  /**
   * Looks for the stylesheet of a stored page in a render of / (after a start, or another
   * instance's): at most one such render at once and one per STYLESHEET_LOOKUP_MS, so that asking
   * for made-up names does not make the server render a page each time.
   */
  let lookup: { at: number; done: Promise<void> } | null = null;
  function findStylesheets(request: FastifyRequest): Promise<void> {
    if (!renderer) return Promise.resolve();
    if (!lookup || Date.now() - lookup.at > STYLESHEET_LOOKUP_MS) {
      const origin = publicOrigin(app.config, request);
      const tags = new Set<CacheTag>();
      // On a visitors' worker when there is one: this thread loads the renderer only when it must.
      const [worker] = visitors;
      const done = (
        worker
          ? worker.render('/', origin, workerLoader(app, tags)).then((page) => page?.take())
          : renderer({ url: '/', origin, load: apiLoader(app, tags) })
      )
        .then((rendered) => stylesheets.keep(rendered?.stylesheet))
        .catch(() => undefined);
      lookup = { at: Date.now(), done };
    }
    return lookup.done;
  }

  /** A stylesheet the pages share: named by its content, so cached for good. */
  async function sendStylesheet(request: FastifyRequest, reply: FastifyReply) {
    const href = request.url.split('?')[0] as string;
    if (!stylesheets.get(href)) await findStylesheets(request);
    const sheet = stylesheets.get(href);
    if (!sheet) return reply.callNotFound();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'accept-encoding')
      .type('text/css; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await sheet.get(encoding));
  }

  if (renderer) app.get(`${STYLESHEET_PATH}*`, sendStylesheet);
  // The page route: every GET (and HEAD) that no built file, API route or upload answers.
  app.get('/*', sendPage);
}

export default pages;
