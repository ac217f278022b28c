// Public reads (no token, JSON answers) are cached per process as the finished body: a hit is
// answered from the route's onRequest hook, before validation, the handler and serialisation.
// The key is the raw URL: an entry exists only after that exact URL passed validation and
// answered 200, and validation depends on nothing else, so a hit skips nothing that could fail.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Operation } from '../openapi/document.ts';
import type { Handler } from './register.ts';

interface CachedBody {
  body: Buffer;
  etag: string;
  /** The security headers helmet set on the miss, replayed as they are on every hit. */
  headers: OutgoingHttpHeaders;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function isCacheable(op: Operation): boolean {
  return op.method === 'GET' && !op.needsAuth && op.operationId !== 'downloadPortfolio';
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: CachedBody): FastifyReply {
  reply.headers(entry.headers);
  reply.header('etag', entry.etag);
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type(JSON_TYPE).send(entry.body);
}

// @fastify/helmet rebuilds its middleware on every request; cached routes opt out of the global
// hook (`helmet: false`) and apply it only on a miss, keeping what it set for the hits.
function applySecurityHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const before = new Set(reply.raw.getHeaderNames());
  reply.helmet();
  const headers: OutgoingHttpHeaders = {};
  for (const name of reply.raw.getHeaderNames()) if (!before.has(name)) headers[name] = reply.raw.getHeader(name);
  return headers;
}

const headersOfMiss = new WeakMap<FastifyRequest, OutgoingHttpHeaders>();

/** Route hook: answers a fresh cached body at once; a miss goes on to validation and the handler. */
export const serveCachedHit: onRequestHookHandler = function (request, reply, done) {
  const entry = request.server.publicCache.get(request.url) as CachedBody | undefined;
  if (entry !== undefined) {
    sendEntry(request, reply, entry);
    return;
  }
  headersOfMiss.set(request, applySecurityHeaders(reply));
  done();
};

/** The handler for a miss: runs once per URL even when many requests miss together. */
export function cachingHandler(handler: Handler): Handler {
  return async (request, reply) => {
    const load = async () => {
      const body = Buffer.from(JSON.stringify(await handler(request, reply)));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      return { body, etag, headers: headersOfMiss.get(request) ?? {} };
    };
    const entry = await request.server.publicCache.getOrLoad(request.url, load);
    return sendEntry(request, reply, entry);
  };
}
