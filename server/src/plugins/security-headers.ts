// Security headers (helmet's: Content-Security-Policy, HSTS, X-Frame-Options, …) on every answer.
// Helmet's middleware sets the same headers for every request of a configuration, but
// @fastify/helmet built that middleware again on every request (~4 % of a page's server time,
// issue 10); here helmet runs once at start-up and each request copies what it set.
import type { OutgoingHttpHeader } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet's middleware does to a response for `options`: headers to set, headers to remove. */
export function helmetHeaders(options: Readonly<HelmetOptions>): {
  set: [string, OutgoingHttpHeader][];
  removed: string[];
} {
  const set = new Map<string, OutgoingHttpHeader>();
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: OutgoingHttpHeader) => void set.set(name, value),
    removeHeader: (name: string) => void (set.delete(name) || removed.push(name)),
  };
  const middleware = helmet(options) as unknown as (
    request: unknown,
    response: unknown,
    next: (error?: unknown) => void,
  ) => void;
  let finished = false;
  middleware({}, response, (error) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet's parts are synchronous when no directive is a function; anything else would need the request.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return { set: [...set], removed };
}

async function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const { set, removed } = helmetHeaders(options);
  // On the raw response, as helmet does: the names keep helmet's spelling on the wire.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
