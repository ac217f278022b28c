// Overload is shed, not queued: past capacity a client's request is answered at once with 503,
// `Retry-After` and the usual error shape, instead of waiting behind the others (a plain read once
// waited 21 s after a 10-second burst). Two measures of capacity:
// - requests from clients in progress at once (MAX_IN_FLIGHT): a bounded queue;
// - the event loop's mean delay (MAX_EVENT_LOOP_DELAY_MS), measured as @fastify/under-pressure
//   measured it (loopDelay below): the process is too busy to answer anything quickly.
// The renderer's own reads (in-process `inject`) and /healthz are never shed: a page that was let
// in is finished whole, and the liveness probe must answer while the process is busy. Nor is staff
// work: sign-in calls and `admin/*` writes carrying a bearer token (a visitor burst must not lose
// a staff save). They still count as in flight, so they take capacity from public reads first.
import { IncomingMessage } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../lib/errors.ts';
import { LIVENESS_PATH, READINESS_PATH } from './health.ts';

export interface OverloadOptions {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
}

/** Seconds a shed client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

const BUSY = { meta: { message: MESSAGES.busy }, data: { errors: {} } };

const API_PATH = /^\/api(?:-web)?(\/[^?]*)/;
const BEARER = /^Bearer\s+\S+$/i;

/**
 * Staff work, never shed: the auth calls (sign-in, sign-out, profile, and what follows them under
 * `auth/` or `admin/auth/`) and `admin/*` writes with a bearer token. The token is only looked at,
 * not checked: a forged one is refused 401 by the auth hook right after, which costs one session
 * read, and sign-in itself stays rate-limited per address.
 */
export function isStaffWork(
  method: string,
  url: string,
  authorization: string | undefined,
): boolean {
  const path = API_PATH.exec(url)?.[1];
  if (path === undefined) return false;
  if (path.startsWith('/auth/') || path.startsWith('/admin/auth/')) return true;
  return (
    path.startsWith('/admin/') &&
    method !== 'GET' &&
    method !== 'HEAD' &&
    BEARER.test(authorization ?? '')
  );
}

/**
 * The readiness probe (`/readyz`): a load balancer asks it every few seconds, and a deploy or a
 * test polls it while the store fills. Not a visitor to the background renderer's pace
 * (`quietFor`): polled often enough it would keep the renderer waiting for ever.
 */
export function isReadinessProbe(url: string): boolean {
  return url === READINESS_PATH || url.startsWith(`${READINESS_PATH}?`);
}

/** Requests from a client (not `inject`), other than the liveness probe. */
function isFromClient(request: FastifyRequest): boolean {
  return request.raw instanceof IncomingMessage && request.url !== LIVENESS_PATH;
}

/** Requests that may be shed: from a client, and not staff work. */
function isSheddable(request: FastifyRequest): boolean {
  return (
    isFromClient(request) &&
    !isStaffWork(request.method, request.url, request.headers.authorization)
  );
}

/** Sets the 503's status and headers; the caller sends the body. */
function busyHeaders(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
}

/** Answers 503 'busy' with Retry-After: for work refused later on (a render that waited too long). */
export function sendBusy(reply: FastifyReply) {
  return busyHeaders(reply).send(BUSY);
}

/** The histogram's resolution (ms), which its mean counts on top of the real delay. */
const LOOP_RESOLUTION_MS = 10;

/**
 * The event loop's mean delay (ms) over the last `everyMs`, as @fastify/under-pressure 9 reads it
 * (its sampler, kept here so that the check is part of the hook below instead of a hook of its
 * own that read the route's options, an object Fastify builds at each read, on every request):
 * the histogram's mean less its resolution, and Infinity for a span without a sample (the loop was
 * blocked all along).
 */
export function loopDelayOf(meanNs: number): number {
  const delay = Math.max(0, meanNs / 1e6 - LOOP_RESOLUTION_MS);
  return Number.isNaN(delay) ? Infinity : delay;
}

/** Samples the loop's delay every `everyMs`: `delay()` is the last reading, `stop()` ends it. */
function loopDelay(everyMs: number): { delay: () => number; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  histogram.enable();
  let delay = 0;
  const timer = setInterval(() => {
    delay = loopDelayOf(histogram.mean);
    histogram.reset();
  }, everyMs);
  timer.unref();
  return {
    delay: () => delay,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

async function overload(app: FastifyInstance, options: OverloadOptions) {
  let inFlight = 0;
  /** When the last client request ended (performance.now()); none yet: -Infinity. */
  let lastEnded = -Infinity;
  app.decorate('inFlight', () => inFlight);
  app.decorate('quietFor', () => (inFlight > 0 ? 0 : performance.now() - lastEnded));
  // 'close' comes once for every response, finished or aborted: one listener for all answers, not
  // a closure (and `once`'s wrapper) per answer.
  function visitorEnded() {
    inFlight -= 1;
    lastEnded = performance.now();
  }
  function probeEnded() {
    inFlight -= 1;
  }
  const loop = options.maxEventLoopDelayMs > 0 ? loopDelay(1000) : null;
  if (loop) app.addHook('onClose', async () => loop.stop());
  // First of all hooks: a shed request costs no cookie, session or cache work.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isFromClient(request)) return done();
    if (inFlight >= options.maxInFlight && isSheddable(request))
      return void busyHeaders(reply).send(BUSY);
    inFlight += 1;
    reply.raw.on('close', isReadinessProbe(request.url) ? probeEnded : visitorEnded);
    // Under pressure: answer what may be shed, let the rest through.
    if (loop && loop.delay() > options.maxEventLoopDelayMs && isSheddable(request))
      return void busyHeaders(reply).send(BUSY);
    done();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Client requests in progress now. */
    inFlight(): number;
    /**
     * Milliseconds since a client request was last in progress: 0 while one is, Infinity before
     * the first (the background renderer's pace: a visitor between two of its looks counts).
     */
    quietFor(): number;
  }
}

export default fp(overload, { name: 'overload' });
