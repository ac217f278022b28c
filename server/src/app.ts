// Builds the Fastify instance: external plugins, then ours (errors, security, repositories),
// then the contract routes, the uploaded files and the built web app.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import './types.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { MAX_FILE_BYTES, MAX_FILES } from './lib/multipart.ts';
import { createTtlCache } from './lib/ttl-cache.ts';
import errorHandler from './plugins/error-handler.ts';
import repositories from './plugins/repositories.ts';
import security from './plugins/security.ts';
import { allHandlers } from './routes/index.ts';
import { API_PREFIXES, registerContractRoutes } from './routes/register.ts';
import { localDiskStorage } from './storage/local-disk.ts';
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

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.old_password',
  '*.new_password1',
  '*.new_password2',
  '*.accessToken',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT, censor: '[redacted]' } };
}

function serveFiles(app: FastifyInstance, storage: Storage, webRoot: string | null): void {
  if (storage.localRoot) {
    app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: '/storage/',
      decorateReply: false,
      index: false,
      setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
    });
  }
  if (!webRoot) return;
  // The build writes .br and .gz beside each asset; hashed assets never change, so they are
  // cached for a year, while index.html is revalidated so a new build is picked up at once.
  app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: false,
    index: 'index.html',
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

function spaFallback(app: FastifyInstance, webRoot: string | null): void {
  const isApi = (url: string) => [...API_PREFIXES, '/storage'].some((p) => url === p || url.startsWith(`${p}/`));
  app.setNotFoundHandler((request, reply) => {
    if (webRoot && request.method === 'GET' && !isApi(request.url)) return reply.sendFile('index.html', webRoot);
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
  });
  const storage = options.storage ?? localDiskStorage(path.join(config.dataDir, 'uploads'));
  const webRoot = options.webRoot && existsSync(path.join(options.webRoot, 'index.html')) ? options.webRoot : null;
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('storage', storage);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('publicCache', createTtlCache(config.publicCacheSeconds * 1000));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Any successful write may change what the public sees.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) app.publicCache.clear();
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:'] } },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 1000, parts: 1200 } });
  await app.register(errorHandler);
  await app.register(security);
  await app.register(repositories);
  registerContractRoutes(app, allHandlers);
  serveFiles(app, storage, webRoot);
  spaFallback(app, webRoot);
  return app;
}
