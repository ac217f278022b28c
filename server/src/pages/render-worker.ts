// The page renderer on a worker thread (render-thread.ts starts it): the web build's renderer runs
// here, off the HTTP thread, and each API read it makes is asked of the main thread, which answers
// it through the same routes and cache as a visitor's render.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { LoadedAnswer, PageRenderer } from '../../../contracts/page-renderer.ts';
import type { FromWorker, ToWorker } from './render-thread.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread only');
const renderer = (await import(
  pathToFileURL((workerData as { file: string }).file).href
)) as PageRenderer;

const waiting = new Map<number, (answer: LoadedAnswer) => void>();
let serial = 0;
const send = (message: FromWorker) => port.postMessage(message);

port.on('message', (message: ToWorker) => {
  if (message.kind === 'loaded') {
    waiting.get(message.loadId)?.(message.answer);
    waiting.delete(message.loadId);
    return;
  }
  const { id, url, origin } = message;
  const load = (apiPath: string, options?: { shared?: boolean }) =>
    new Promise<LoadedAnswer>((resolve) => {
      serial += 1;
      waiting.set(serial, resolve);
      send({ kind: 'load', id, loadId: serial, apiPath, shared: options?.shared ?? false });
    });
  renderer.render({ url, origin, load }).then(
    (page) => send({ kind: 'rendered', id, page }),
    (error: unknown) => send({ kind: 'failed', id, message: String(error) }),
  );
});
