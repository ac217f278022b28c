// A rendered page's way back from the render worker to the HTTP thread (issue 34, session 31): as
// strings cloned across (sessions 24-30) or as the UTF-8 bytes of its head and body handed over
// (render-worker.ts now), then on the HTTP thread its pictures sized (image-sizes.ts) and the page
// assembled (template.ts), as pages.ts does. Pages: the identity HTML files of a folder (head and
// body cut out as the template puts them in). Prints CPU ms a page of the HTTP thread, of the worker
// and of the process, and the HTTP thread's scavenges a 1,000 pages, rounds alternating.
// Figures, not pass/fail.
//
//   node bench/pages/worker-page.ts --pages <folder of .html> [--count 2000] [--rounds 6]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { imageSizer } from '../../server/src/pages/image-sizes.ts';
import { templateFrom } from '../../server/src/pages/template.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    count: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '6' },
  },
});
if (!values.pages) throw new Error('--pages <folder of .html files>');
const folder = values.pages;
const count = Number(values.count);
const rounds = Number(values.rounds);

const pages = readdirSync(folder)
  .filter((name) => name.endsWith('.html'))
  .map((name) => readFileSync(path.join(folder, name), 'utf8'))
  .filter((html) => html.includes('</head>') && html.includes('<div id="root">'))
  .map((html) => ({
    title: 'x',
    head: html.slice(html.indexOf('</title>') + 8, html.indexOf('</head>')),
    body: html.slice(html.indexOf('<div id="root">') + 15, html.lastIndexOf('</div>')),
  }));
if (pages.length === 0) throw new Error(`no page in ${folder}`);

const worker = new Worker(
  `const { parentPort, workerData } = require('node:worker_threads');
  const pages = workerData.pages;
  parentPort.on('message', ({ mode, count }) => {
    const before = process.threadCpuUsage();
    for (let n = 0; n < count; n++) {
      const page = pages[n % pages.length];
      if (mode === 'strings') { parentPort.postMessage({ page }); continue; }
      const headBytes = Buffer.byteLength(page.head);
      const html = Buffer.allocUnsafeSlow(headBytes + Buffer.byteLength(page.body));
      html.write(page.head, 0);
      html.write(page.body, headBytes);
      parentPort.postMessage({ page: { ...page, head: '', body: '' }, html: html.buffer, headBytes }, [html.buffer]);
    }
    const used = process.threadCpuUsage(before);
    parentPort.postMessage({ done: (used.user + used.system) / 1000 });
  });`,
  { eval: true, workerData: { pages } },
);

const template = templateFrom(
  '<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body><div id="root"></div></body></html>',
);
// The bench catalogue shows no uploads: every <img> is read and left as it is.
const sizeImages = imageSizer({ localRoot: null, get: async () => null }, { keyOf: () => null });

let scavenges = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (
      (entry as unknown as { detail?: { kind?: number } }).detail?.kind ===
      constants.NODE_PERFORMANCE_GC_MINOR
    )
      scavenges += 1;
}).observe({ entryTypes: ['gc'] });

type Message =
  | { done: number }
  | { page: { title: string; head: string; body: string }; html?: ArrayBuffer; headBytes?: number };

async function round(mode: 'strings' | 'bytes') {
  let sink = 0;
  let workerMs = 0;
  const scavengesBefore = scavenges;
  const cpu = process.cpuUsage();
  const main = process.threadCpuUsage();
  await new Promise<void>((resolve) => {
    const pending: Promise<void>[] = [];
    const onMessage = (message: Message) => {
      if ('done' in message) {
        workerMs = message.done;
        worker.off('message', onMessage);
        void Promise.all(pending).then(() => resolve());
        return;
      }
      const { page, html, headBytes = 0 } = message;
      const bytes = html ? Buffer.from(html) : null;
      const head = bytes ? bytes.subarray(0, headBytes) : page.head;
      const body = bytes ? bytes.subarray(headBytes) : page.body;
      pending.push(
        sizeImages(body).then((sized) => {
          sink += template.assemble({ title: page.title, head, body: sized }).length;
        }),
      );
    };
    worker.on('message', onMessage);
    worker.postMessage({ mode, count });
  });
  const mainUsed = process.threadCpuUsage(main);
  const all = process.cpuUsage(cpu);
  return {
    mode,
    main: (mainUsed.user + mainUsed.system) / 1000 / count,
    worker: workerMs / count,
    all: (all.user + all.system) / 1000 / count,
    scavenges: ((scavenges - scavengesBefore) * 1000) / count,
    sink,
  };
}

const fmt = (value: number) => value.toFixed(3);
console.log(
  `${pages.length} pages (${Math.round(pages.reduce((sum, page) => sum + page.body.length + page.head.length, 0) / pages.length / 1000)} k characters each), ${count} a round`,
);
await round('strings');
await round('bytes');
for (let index = 0; index < rounds; index++)
  for (const mode of index % 2 === 0
    ? (['strings', 'bytes'] as const)
    : (['bytes', 'strings'] as const)) {
    const figures = await round(mode);
    console.log(
      `${mode.padEnd(8)} HTTP thread ${fmt(figures.main)} ms, worker ${fmt(figures.worker)} ms, process ${fmt(figures.all)} ms a page; HTTP thread's scavenges ${figures.scavenges.toFixed(1)} a 1,000 pages`,
    );
  }
await worker.terminate();
