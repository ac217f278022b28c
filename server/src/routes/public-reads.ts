// The public API's reads answered in process, for the pages' renderer (issue 34, item 3): the path
// finds its contract operation, and the request runs what its HTTP route runs for a public read —
// the public cache's hit, the contract's validation, the handler (through the same cache) and the
// error handler's mapping — with a stand-in request instead of an HTTP request (app.inject cost
// a request, a reply, the hooks and a serialised answer parsed again, per read).
// The hooks that do not run, and why (docs/decisions.md, "Pages read the API in process"):
// overload shedding and in-flight counting (they leave in-process requests alone already), the
// security headers, XSRF cookie and x-request-id (headers of an answer no one receives), rate limits
// (no public read has one). The answer is the plain JSON the route sends: the cached body parsed,
// or the handler's answer through JSON, as Fastify's serialiser makes it.
import { parse as parseQuery } from 'node:querystring';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoadedAnswer } from '../../../contracts/page-renderer.ts';
import type { Handler } from '../lib/handler.ts';
import type { Operation } from '../openapi/document.ts';
import { MESSAGES } from '../lib/errors.ts';
import { errorAnswer, errorBody } from '../plugins/error-handler.ts';
import { loadCachedAnswer } from '../plugins/public-cache.ts';
import { readTags, type CacheTag } from '../plugins/public-cache-tags.ts';
import type { CachedBody } from '../pages/stored-entry.ts';

/**
 * A read's answer as its JSON text (UTF-8, what the route sends) and the tags of what it shows:
 * for a renderer on a worker, which parses it there. Parsing a kept answer here and cloning the
 * object across cost the HTTP thread ~10 % of its time under type pages (docs/decisions.md, "Pages
 * rendered on demand: the HTTP thread's part").
 */
export interface PublicReadText {
  status: number;
  json: Buffer;
  tags: readonly CacheTag[];
}

/** Both ways of answering a public read in process: parsed, and as JSON text with its tags. */
export interface PublicReaders {
  read(apiPath: string): Promise<LoadedAnswer>;
  readText(apiPath: string): Promise<PublicReadText>;
}

/** What a public read's HTTP route runs, besides its hooks. */
export interface PublicRead {
  op: Operation;
  /** The contract's validation of params and query (coerced, defaults filled in, in place). */
  validate: (request: FastifyRequest) => Promise<void>;
  /** The operation's handler as the route wraps it (audit). */
  handler: Handler;
  /** Whether the route answers from the public cache (it has the cache's hit hook). */
  cached: boolean;
}

/** Where the reads live; the cache keys of their answers start with it, as their URLs do. */
const PREFIX = '/api-web';

/**
 * Whether an operation is a public read of JSON: a GET without a token or rate limit, that the
 * public cache may keep (`x-public-cache: false` marks files and private links).
 */
export const isPublicRead = (op: Operation): boolean =>
  op.method === 'GET' && !op.needsAuth && op.publicCacheAllowed && !op.rateLimitedPerIp;

/** A path segment of a route: a fixed name, or a `:param`. */
type Segment = { name: string } | { param: string };

const segmentsOf = (routePath: string): Segment[] =>
  routePath
    .split('/')
    .slice(1)
    .map((part) => (part.startsWith(':') ? { param: part.slice(1) } : { name: part }));

/** The route's `:params` of `parts`, or null when the route does not match them. */
function matchSegments(segments: readonly Segment[], parts: readonly string[]) {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] as string;
    // An empty part is a `:param` too (then refused by validation), as Fastify's router has it.
    if (!('name' in segment)) params[segment.param] = part;
    else if (segment.name !== part) return null;
  }
  return params;
}

/** Fastify's router takes a fixed segment before a `:param` at the same place: so do these. */
const byFixedFirst = (a: readonly Segment[], b: readonly Segment[]): number => {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const kinds = Number('param' in a[index]!) - Number('param' in b[index]!);
    if (kinds !== 0) return kinds;
  }
  return 0;
};

/** The handler's answer as the client gets it: JSON (Dates as strings, undefined left out). */
const asSent = (answer: unknown): unknown =>
  answer === undefined ? null : (JSON.parse(JSON.stringify(answer)) as unknown);

const parsed = (entry: CachedBody): unknown => JSON.parse(entry.body.toString('utf8'));

/** What answering a read found: a kept body, or an answer as a value (an error, an unkept read). */
type Found = { entry: CachedBody } | { status: number; value: unknown };

/**
 * Answers `apiPath` (a path under /api-web with its query, e.g. `/product?page=2`) as its route
 * would: status and parsed body (or its JSON text). Only the public reads are answered; any other path is 404, as a
 * page shows public data only (a staff read or a file is never a page's data).
 */
export function publicReader(app: FastifyInstance, reads: readonly PublicRead[]): PublicReaders {
  const table = reads
    .filter(({ op }) => isPublicRead(op))
    .map((read) => ({ ...read, segments: segmentsOf(read.op.routePath) }))
    .sort((a, b) => byFixedFirst(a.segments, b.segments));
  // Never sent: a handler of a public read answers with its return value.
  const reply = { statusCode: 200 } as FastifyReply;
  const failed = (error: unknown): Found => {
    const { status, body } = errorAnswer(error as FastifyError, app.log);
    return { status, value: body };
  };
  // The app's not-found handler's answer, and the router's to a path that is not UTF-8 (app.ts).
  const notFound = (): Found => ({ status: 404, value: errorBody(MESSAGES.notFound) });
  const badPath = (): Found => ({ status: 400, value: errorBody(MESSAGES.badRequest) });

  const answer = async (apiPath: string): Promise<Found> => {
    const url = `${PREFIX}${apiPath}`;
    const mark = apiPath.indexOf('?');
    const pathname = mark === -1 ? apiPath : apiPath.slice(0, mark);
    const parts = pathname.split('/').slice(1);
    let found: { read: (typeof table)[number]; params: Record<string, string> } | null = null;
    for (const read of table) {
      const params = matchSegments(read.segments, parts);
      if (params) {
        found = { read, params };
        break;
      }
    }
    if (!found) return notFound();
    const { read } = found;
    // The route's hit hook runs before validation: a kept answer passed it already.
    if (read.cached) {
      const entry = app.publicCache.get(url) as CachedBody | undefined;
      if (entry !== undefined) return { entry };
    }
    try {
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(found.params))
        params[name] = decodeURIComponent(value);
      const request = {
        server: app,
        url,
        method: 'GET',
        params,
        query: mark === -1 ? {} : parseQuery(apiPath.slice(mark + 1)),
        headers: {},
        user: null,
        log: app.log,
      } as unknown as FastifyRequest;
      await read.validate(request);
      // A search or filtered read kept from its second ask, as through its route: the read of
      // a page made on demand that is not kept either would outlive the page in the memory tier.
      if (read.cached && app.publicCache.worthKeeping(url))
        return { entry: await loadCachedAnswer(request, reply, read.handler) };
      return { status: 200, value: await read.handler(request, reply) };
    } catch (error) {
      if (error instanceof URIError) return badPath();
      return failed(error);
    }
  };

  return {
    async read(apiPath) {
      const found = await answer(apiPath);
      if ('entry' in found) return { status: 200, body: parsed(found.entry) };
      return {
        status: found.status,
        body: found.status === 200 ? asSent(found.value) : found.value,
      };
    },
    async readText(apiPath) {
      const found = await answer(apiPath);
      const url = `${PREFIX}${apiPath}`;
      if ('entry' in found) {
        const { body, tags } = found.entry;
        // Kept by this process, the entry carries its tags; read back from the disk tier or the
        // shared table, they are read from the body again.
        const kept = tags as readonly CacheTag[] | undefined;
        return { status: 200, json: body, tags: kept ?? readTags(url, parsed(found.entry)) };
      }
      // As Fastify's serialiser sends it (no answer is `null`).
      return {
        status: found.status,
        json: Buffer.from(JSON.stringify(found.value ?? null)),
        tags: readTags(url, found.value),
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a public API read in process (routes/public-reads.ts). */
    readPublic(apiPath: string): Promise<LoadedAnswer>;
    /** The same, as its JSON text with the tags of what it shows (for a renderer on a worker). */
    readPublicText(apiPath: string): Promise<PublicReadText>;
  }
}
