// The page renderer on a worker thread (render-thread.ts starts it): the web build's renderer runs
// here, off the HTTP thread, and each API read it makes is asked of the main thread, which answers
// it through the same routes and cache as a visitor's render. It also compresses the pages it
// rendered, once the main thread has assembled them.
import { spawnSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { constants as os, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { LoadedAnswer, PageRenderer, RenderedPage } from '../../../contracts/page-renderer.ts';
import { BROTLI_QUALITY, GZIP_LEVEL, ownBytes } from './compression.ts';
import { latin1Bytes } from './latin1-bytes.ts';
import { STYLESHEETS_SENT } from './render-thread.ts';
import type {
  FromWorker,
  LoadAsked,
  LoadedMessage,
  ToWorker,
  WorkerPage,
} from './render-thread.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread only');

/**
 * This thread at the lowest CPU priority: on Linux a thread has a nice value of its own, and
 * /proc/thread-self names its id. Elsewhere (or refused) it keeps the process's.
 *
 * Then in Linux's idle class (SCHED_IDLE), which any thread may take for itself: at nice 19 the
 * thread still ran out its time slice when a visitor's thread woke on its core, and the scheduler
 * placed a waking thread beside it as on a busy core; a core running only SCHED_IDLE threads
 * counts as idle, and a thread waking there takes it at once. Node has no call for it: util-linux's
 * `chrt` sets it (once, as the worker starts); without it the thread stays at nice 19.
 */
function lowestPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return;
    setPriority(tid, os.priority.PRIORITY_LOW);
    spawnSync('chrt', ['--idle', '--pid', '0', String(tid)], { stdio: 'ignore', timeout: 5000 });
  } catch {
    // Not Linux, or not allowed: the worker still waits for the pace on every read.
  }
}

const { file, priority } = workerData as { file: string; priority: 'low' | 'normal' };
// The visitors' worker (pages rendered on demand) keeps the process's priority.
if (priority === 'low') lowestPriority();

/**
 * The web build's renderer, imported for the first page (or when warmed): a worker started only to
 * compress visitors' pages' copies (the background renderer's, once the store is full) never
 * loads React and the app, the most of its heap.
 */
let renderer: Promise<PageRenderer> | null = null;
const rendererOf = () => (renderer ??= import(pathToFileURL(file).href) as Promise<PageRenderer>);

/** Reads asked of the main thread: the answer's taker, and its path (a shared answer is kept). */
const waiting = new Map<number, { resolve: (answer: LoadedAnswer) => void; apiPath: string }>();
/** Shared answers (menus, footer, configuration) as last sent, by path: the main thread says when they still hold. */
const kept = new Map<string, LoadedAnswer>();
let serial = 0;
const utf8 = new TextDecoder();
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

/** A buffer's bytes as an ArrayBuffer of their own, to hand over. */
const own = (buffer: Buffer) => ownBytes(buffer).buffer as ArrayBuffer;

/** A read's answer as it arrived, taken by the read that asked for it. */
function loaded(message: LoadedMessage): void {
  const read = waiting.get(message.loadId);
  waiting.delete(message.loadId);
  if (!read) return;
  if ('json' in message) {
    // A page's own read, parsed here rather than on the HTTP thread.
    const text = utf8.decode(message.json);
    read.resolve({ status: message.status, body: JSON.parse(text) as unknown });
    return;
  }
  if ('kept' in message) {
    const answer = kept.get(read.apiPath);
    read.resolve(answer ?? { status: 500, body: { error: 'no kept answer' } });
    return;
  }
  if (message.keep) kept.set(read.apiPath, message.answer);
  read.resolve(message.answer);
}

/**
 * The shared stylesheets whose text went to the main thread, by href, in the order sent: the main
 * thread keeps the same ones (render-thread.ts, `stylesheets`), so a page linking one sends its
 * href alone (the ~9 kB text was cloned across with every page: issue 34, session 30).
 */
const sentStylesheets = new Set<string>();

/**
 * A rendered page as it goes across: its head and body as their UTF-8 bytes (`latin1Bytes`), its
 * stylesheet's text only the first time.
 */
function renderedMessage(id: number, rendered: RenderedPage | null): FromWorker {
  if (!rendered) return { kind: 'rendered', id, page: null };
  const page: WorkerPage = {
    ...rendered,
    head: latin1Bytes(rendered.head),
    body: latin1Bytes(rendered.body),
    latin1Bytes: true,
  };
  const sheet = page.stylesheet;
  if (!sheet) return { kind: 'rendered', id, page };
  if (sentStylesheets.has(sheet.href))
    return {
      kind: 'rendered',
      id,
      page: { ...page, stylesheet: null },
      stylesheetHref: sheet.href,
    };
  sentStylesheets.add(sheet.href);
  if (sentStylesheets.size > STYLESHEETS_SENT)
    sentStylesheets.delete(sentStylesheets.values().next().value as string);
  return { kind: 'rendered', id, page };
}

/** Reads a page asked for and not sent yet, by page: sent together once its render waits. */
const asking = new Map<number, LoadAsked[]>();

function ask(id: number, read: LoadAsked): void {
  const reads = asking.get(id);
  if (reads) {
    reads.push(read);
    return;
  }
  const batch = [read];
  asking.set(id, batch);
  // The renderer asks for all of a page's reads at once (render.tsx, loadAll): one message.
  queueMicrotask(() => {
    asking.delete(id);
    send({ kind: 'loads', id, loads: batch });
  });
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'loaded') {
    for (const answer of message.answers) loaded(answer);
    return;
  }
  if (message.kind === 'warm') {
    // A renderer that fails to load fails each page asked of it instead (below).
    rendererOf().catch(() => undefined);
    return;
  }
  if (message.kind === 'compress') {
    const html = Buffer.from(message.html.buffer, message.html.byteOffset, message.html.byteLength);
    try {
      const copies: Partial<Record<'br' | 'gzip', ArrayBuffer>> = {};
      if (message.encodings.includes('br'))
        copies.br = own(
          brotliCompressSync(html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
            },
          }),
        );
      if (message.encodings.includes('gzip'))
        copies.gzip = own(gzipSync(html, { level: GZIP_LEVEL }));
      send({ kind: 'compressed', id: message.id, copies }, Object.values(copies));
    } catch (error) {
      send({ kind: 'failed', id: message.id, message: String(error) });
    }
    return;
  }
  const { id, url, origin } = message;
  const load = (apiPath: string, options?: { shared?: boolean }) =>
    new Promise<LoadedAnswer>((resolve) => {
      serial += 1;
      waiting.set(serial, { resolve, apiPath });
      ask(id, { loadId: serial, apiPath, shared: options?.shared ?? false });
    });
  rendererOf()
    .then((loaded) => loaded.render({ url, origin, load }))
    .then(
      (page) => send(renderedMessage(id, page)),
      (error: unknown) => send({ kind: 'failed', id, message: String(error) }),
    );
});
