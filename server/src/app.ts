// Builds the Fastify instance: external plugins, then ours (errors, security, repositories),
// then the contract routes, the uploaded files and the built web app.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import './types.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { MAX_FILE_BYTES, MAX_FILES } from './lib/multipart.ts';
import { imageSizer } from './lib/image-sizes.ts';
import { MESSAGES } from './lib/errors.ts';
import cacheBroadcast from './plugins/cache-broadcast.ts';
import errorHandler, { errorBody } from './plugins/error-handler.ts';
import health from './plugins/health.ts';
import publicCache from './plugins/public-cache.ts';
import { PUBLIC_TAGS } from './plugins/public-cache-tags.ts';
import repositories from './plugins/repositories.ts';
import security from './plugins/security.ts';
import { allHandlers } from './routes/index.ts';
import { API_PREFIXES, registerContractRoutes } from './routes/register.ts';
import storageFiles from './plugins/storage-files.ts';
import { setPublicBase } from './storage/files-service.ts';
import { storageFromConfig, storageOrigins } from './storage/from-config.ts';
import type { Storage } from './storage/storage.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  storage?: Storage;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app (index.html); null serves the API only. */
  webRoot?: string | null;
}

function serveWebApp(app: FastifyInstance, webRoot: string | null): void {
  if (!webRoot) return;
  // The build writes .br and .gz beside each asset; hashed assets never change, so they are
  // cached for a year, while index.html is revalidated so a new build is picked up at once.
  app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: false,
    // '/' goes to the page handler below like every other route, so it can be server-rendered.
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
}

/**
 * The web build's renderer of the public pages (app/ssr/render.tsx, built by `vite build` into
 * <webRoot>/.ssr/render.mjs). The server knows it only by this shape and loads it at run time.
 */
interface PageRenderer {
  render(options: {
    url: string;
    template: string;
    fetch: (request: Request) => Promise<Response>;
  }): Promise<string | null>;
}

async function loadRenderer(webRoot: string | null): Promise<PageRenderer | null> {
  const file = webRoot ? path.join(webRoot, '.ssr', 'render.mjs') : null;
  if (!file || !existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/** Answers the renderer's API calls in process, through the same routes, hooks and cache. */
function inProcessFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const body = answer.rawPayload.length > 0 ? new Uint8Array(answer.rawPayload) : null;
    return new Response(body, { status: answer.statusCode, headers });
  };
}

/**
 * index.html for rendered pages, its stylesheets inlined: the page paints from the one response,
 * without a render-blocking request first (the CSP allows inline styles).
 */
function pageTemplate(webRoot: string): string {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const css = path.join(webRoot, file);
    return existsSync(css) ? `<style>${readFileSync(css, 'utf8')}</style>` : link;
  });
}

/** A rendered page, kept compressed only (rendered once, sent many times). */
interface RenderedPage {
  br: Buffer;
  gzip: Buffer;
}

function compressedPage(html: string): RenderedPage {
  return {
    br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

function spaFallback(
  app: FastifyInstance,
  webRoot: string | null,
  renderer: PageRenderer | null,
  storage: Storage,
): void {
  const isApi = (url: string) => [...API_PREFIXES, '/storage'].some((p) => url === p || url.startsWith(`${p}/`));
  const template = webRoot && renderer ? pageTemplate(webRoot) : '';
  const sizeImages = imageSizer(storage);
  // A rendered page is public data like the API's answers: cached alike, dropped by any public write.
  const renderPage = (url: string) =>
    app.publicCache.getOrLoad(`page ${url}`, PUBLIC_TAGS, async (): Promise<RenderedPage | null> => {
      try {
        const html = (await renderer?.render({ url, template, fetch: inProcessFetch(app) })) ?? null;
        return html === null ? null : compressedPage(await sizeImages(html));
      } catch (error) {
        app.log.error({ err: error, url }, 'server rendering failed; sending the plain app');
        return null;
      }
    });
  app.setNotFoundHandler(async (request, reply) => {
    if (webRoot && (request.method === 'GET' || request.method === 'HEAD') && !isApi(request.url)) {
      const page = renderer ? await renderPage(request.url) : null;
      if (page === null) return reply.sendFile('index.html', webRoot);
      const accepted = request.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (encoding === null) return reply.send(gunzipSync(page.gzip).toString('utf8'));
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
    }
    return reply.status(404).send({ meta: { message: 'Data tidak ditemukan.' }, data: { errors: {} } });
  });
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: true,
    // The router's own refusals (a URL that is not UTF-8, a path parameter over 100 characters)
    // answer in our error shape like every other bad request.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'bad request');
      void (reply as FastifyReply).status(400).send(errorBody(MESSAGES.badRequest));
    },
  });
  const storage = options.storage ?? storageFromConfig(config);
  setPublicBase(config.storage.kind === 's3' ? config.storage.s3.publicUrl : '');
  const webRoot = options.webRoot && existsSync(path.join(options.webRoot, 'index.html')) ? options.webRoot : null;
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('storage', storage);
  app.decorate('now', options.now ?? (() => new Date()));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:', ...storageOrigins(config)] } },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 1000, parts: 1200 } });
  await app.register(errorHandler);
  await app.register(health);
  await app.register(security);
  await app.register(publicCache, { ttlSeconds: config.publicCacheSeconds });
  if (database.url) await app.register(cacheBroadcast, { databaseUrl: database.url });
  await app.register(repositories);
  registerContractRoutes(app, allHandlers);
  await app.register(storageFiles);
  serveWebApp(app, webRoot);
  spaFallback(app, webRoot, await loadRenderer(webRoot), storage);
  return app;
}
