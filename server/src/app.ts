// Builds the Fastify instance: external plugins, then ours (errors, security, repositories),
// then the contract routes, the uploaded files and the built web app.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import './types.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { MAX_FILE_BYTES, MAX_FILES } from './lib/multipart.ts';
import { MESSAGES } from './lib/errors.ts';
import cacheBroadcast from './plugins/cache-broadcast.ts';
import errorHandler, { answerClientError, errorBody } from './plugins/error-handler.ts';
import health from './plugins/health.ts';
import insights from './plugins/insights.ts';
import publicCache from './plugins/public-cache.ts';
import repositories from './plugins/repositories.ts';
import mailer from './plugins/mailer.ts';
import quotePdf from './plugins/quote-pdf.ts';
import overload from './plugins/overload.ts';
import pages from './plugins/pages.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import securityHeaders from './plugins/security-headers.ts';
import { allHandlers } from './routes/index.ts';
import { API_PREFIXES, registerContractRoutes } from './routes/register.ts';
import { settleImportJobs } from './repositories/products/import/jobs.ts';
import storageFiles from './plugins/storage-files.ts';
import { publicFiles } from './storage/files-service.ts';
import { storageFromConfig, storageOrigins } from './storage/from-config.ts';
import { registerSitemap } from './plugins/sitemap/plugin.ts';
import { storeFingerprint } from './pages/shared-store.ts';
import productSearch from './search/plugin.ts';
import type { Storage } from './storage/storage.ts';
import { setScryptCost } from './lib/passwords.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  storage?: Storage;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app (index.html); null serves the API only. */
  webRoot?: string | null;
  /** Runs before the search index build starts (a test holds the build to see /readyz `indexing`). */
  searchBeforeBuild?: () => Promise<void>;
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
    // robots.txt is served by the sitemap routes, with a Sitemap line naming this site's origin.
    globIgnore: ['robots.txt'],
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

/** Paths that are never pages: the API and the uploads (unknown ones there are JSON 404s). */
function isNotPage(url: string): boolean {
  return [...API_PREFIXES, '/storage'].some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Password hashes are made by plain functions (sign-in, the seed, users, recovery codes).
  setScryptCost(config.passwordScryptN);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      // How often Node looks for requests past those limits (its default is 30 s).
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(1000, Math.floor(config.headersTimeoutMs / 4)),
      ),
    },
    // What the HTTP parser refuses before there is a request (a header section over 16 kB) is
    // answered in the error shape as well.
    clientErrorHandler: answerClientError,
    // The router's own refusals (a URL that is not UTF-8, a path parameter over 100 characters)
    // answer in our error shape like every other bad request.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'bad request');
      void (reply as FastifyReply).status(400).send(errorBody(MESSAGES.badRequest));
    },
  });
  const storage = options.storage ?? storageFromConfig(config);
  const publicBase = config.storage.kind === 's3' ? config.storage.s3.publicUrl : '';
  const webRoot =
    options.webRoot && existsSync(path.join(options.webRoot, 'index.html'))
      ? options.webRoot
      : null;
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('storage', storage);
  app.decorate('publicFiles', publicFiles(publicBase));
  app.decorate('now', options.now ?? (() => new Date()));
  // A callback, not an async hook: one promise less on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // Before every other plugin: a request past capacity is answered 503 before any work.
  await app.register(overload, {
    maxInFlight: config.maxInFlight,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
  });

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:', ...storageOrigins(config)] },
    },
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 1000, parts: 1200 },
  });
  await app.register(errorHandler);
  await app.register(health);
  await app.register(security);
  await app.register(publicCache, {
    ttlSeconds: config.publicCacheSeconds,
    maxBytes: config.publicCacheMb * 1024 * 1024,
    store: {
      hours: config.pageStoreHours,
      // Instances on one machine share DATA_DIR (deploy/systemd): each keeps its own folder.
      dir: path.join(config.dataDir, 'page-store', String(config.port)),
      diskBytes: config.pageStoreDiskMb * 1024 * 1024,
      // On PostgreSQL one table serves every instance (docs/decisions.md).
      ...(database.url
        ? {
            shared: {
              fingerprint: storeFingerprint(webRoot, {
                appName: config.appName,
                chatPhone: config.chatPhone,
                publicBase,
                publicUrl: config.publicUrl,
              }),
            },
          }
        : {}),
    },
  });
  if (database.url) await app.register(cacheBroadcast, { databaseUrl: database.url });
  await app.register(productSearch, {
    maxStaleMs: config.searchMaxStaleMs,
    beforeBuild: options.searchBeforeBuild,
  });
  await app.register(repositories);
  await app.register(mailer);
  await app.register(quotePdf);
  await app.register(insights, { flushMs: config.eventsFlushMs });
  await app.register(rateLimitPlugin);
  registerContractRoutes(app, allHandlers);
  // A running product import commits or rolls back before the database closes.
  app.addHook('preClose', async () => settleImportJobs(app));
  registerSitemap(app, { webRoot });
  await app.register(storageFiles);
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ meta: { message: MESSAGES.notFound }, data: { errors: {} } }),
  );
  serveWebApp(app, webRoot);
  if (webRoot)
    await app.register(pages, {
      webRoot,
      storage,
      isNotPage,
      files: app.publicFiles,
      maxRenders: config.maxRenders,
      renderWaitMs: config.renderWaitMs,
      prerender: config.prerender,
      visitorWorkers: config.visitorRenderWorkers,
    });
  return app;
}
