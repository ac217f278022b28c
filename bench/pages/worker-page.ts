// A page rendered on a worker, handed to the HTTP thread (issue 34, session 32): its head and body
// as text (a two-byte string as soon as they hold one character outside Latin-1, a large object
// past 64 k characters) against their UTF-8 bytes a character a byte (latin1-bytes.ts, as
// render-worker.ts sends them). The worker sends copies of the pages as render-worker.ts does; this thread sizes
// their pictures and assembles them as plugins/pages.ts does (the real imageSizer and template),
// keeping the last 64 documents (answers being written), over a retained heap standing in for the
// search index and the disk tier's index (~100 MB old generation on the server). Rounds alternate
// the two ways; each prints CPU ms a page: the process (V8's helper threads included), this thread,
// the worker, and this thread's GC (count and ms by kind).
//
//   node bench/pages/worker-page.ts [--pages DIR] [--pages-a-round 3000] [--rounds 6]
//     [--in-flight 8] [--heap-mb 100]
//   DIR: saved documents (*.html, e.g. `curl -H 'accept-encoding: identity'` of a server's search
//   and list pages); without it, pages like a filtered type page of the 100,000-product catalogue
//   (a ~20 kB head, ~60 k characters of body with en dashes and quotes, 24 pictures).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver, constants as perf } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { imageSizer } from '../../server/src/pages/image-sizes.ts';
import { latin1Bytes } from '../../server/src/pages/latin1-bytes.ts';
import { templateFrom } from '../../server/src/pages/template.ts';

interface Page {
  title: string;
  head: string;
  body: string;
}
type Way = 'text' | 'bytes';

function syntheticPages(): Page[] {
  const style = `<style data-styled="active">${'.sc-x{display:flex;margin:0 auto;color:#0b4f8a}'.repeat(420)}</style>`;
  return Array.from({ length: 16 }, (_, page) => {
    const cards = Array.from(
      { length: 24 },
      (_, card) =>
        `<article class="c${card}"><a href="/detail-product/${page * 24 + card}"><img src="/uploads/p-${card}.webp" alt="Katup solenoid 5/2 – ${card}" loading="lazy"></a>` +
        `<h3>Katup solenoid “${page}-${card}” 1/4″ – 24 VDC</h3><p>${'Tekanan kerja 1,5–8 bar, port G1/4, koil 24 VDC. '.repeat(30)}</p></article>`,
    ).join('');
    return {
      title: `Katup Solenoid – halaman ${page + 1}`,
      head: `${style}<script type="application/json" id="data">${JSON.stringify({ page, total: 100000 })}</script>`,
      body: `<main><h1>Katup Solenoid</h1><aside>${'<a href="?f=1">Tekanan 1–8 bar</a>'.repeat(60)}</aside>${cards}</main>`,
    };
  });
}

function savedPages(dir: string): Page[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .flatMap((html) => {
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const head = html.slice(html.indexOf('</title>') + 8, html.indexOf('</head>'));
      const open = html.indexOf('<div id="root">');
      const close = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
      return open < 0 || close < 0 ? [] : [{ title, head, body: html.slice(open + 15, close) }];
    });
}

if (!isMainThread) {
  // The worker: a fresh copy of each page (as a render makes one), sent either way.
  const { pages } = workerData as { pages: Page[] };
  const port = parentPort;
  if (!port) throw new Error('a worker only');
  let serial = 0;
  port.on('message', (message: { way: Way } | { cpu: true }) => {
    if ('cpu' in message) {
      port.postMessage({ cpu: process.threadCpuUsage() });
      return;
    }
    serial += 1;
    const page = pages[serial % pages.length] as Page;
    // A new string each time (a render's is new), flattened when sent.
    const body = `<!--${serial}-->${page.body}`;
    port.postMessage(
      message.way === 'bytes'
        ? { title: page.title, head: latin1Bytes(page.head), body: latin1Bytes(body), bytes: true }
        : { title: page.title, head: `${page.head}`, body, bytes: false },
    );
  });
} else {
  const { values: args } = parseArgs({
    options: {
      pages: { type: 'string' },
      'pages-a-round': { type: 'string', default: '3000' },
      rounds: { type: 'string', default: '6' },
      'in-flight': { type: 'string', default: '8' },
      'heap-mb': { type: 'string', default: '100' },
    },
  });
  const pages = args.pages ? savedPages(args.pages) : syntheticPages();
  if (pages.length === 0) throw new Error(`no documents in ${args.pages}`);
  const perRound = Number(args['pages-a-round']);
  const inFlight = Number(args['in-flight']);

  // The retained heap: small objects and strings, as the search index's maps hold.
  const retained: { id: number; name: string; words: number[] }[] = [];
  for (let i = 0; retained.length * 110 < Number(args['heap-mb']) * 2 ** 20; i++)
    retained.push({ id: i, name: `produk ${i} katup`, words: [i, i + 1] });

  const template = templateFrom(
    '<!doctype html><html><head><title>app</title><style>body{margin:0}</style></head><body><div id="root"></div><script type="module" src="/assets/a.js"></script></body></html>',
  );
  const sizeImages = imageSizer(
    { localRoot: null, get: () => Promise.resolve(null) },
    { keyOf: () => null },
  );
  const gc = { count: new Map<string, number>(), ms: 0 };
  const kinds: Record<number, string> = {
    [perf.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [perf.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [perf.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [perf.NODE_PERFORMANCE_GC_WEAKCB]: 'weak',
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind =
        kinds[(entry as PerformanceEntry & { detail: { kind: number } }).detail.kind] ?? 'other';
      gc.count.set(kind, (gc.count.get(kind) ?? 0) + 1);
      gc.ms += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });

  const worker = new Worker(new URL(import.meta.url), { workerData: { pages } });
  const workerCpu = () =>
    new Promise<NodeJS.CpuUsage>((resolve) => {
      worker.once('message', (message: { cpu: NodeJS.CpuUsage }) => resolve(message.cpu));
      worker.postMessage({ cpu: true });
    });
  const sent: Buffer[] = [];

  async function round(way: Way): Promise<void> {
    const before = {
      process: process.cpuUsage(),
      thread: process.threadCpuUsage(),
      worker: await workerCpu(),
    };
    gc.count.clear();
    gc.ms = 0;
    let asked = 0;
    let done = 0;
    await new Promise<void>((resolve) => {
      const heard = (page: Page & { bytes: boolean }) => {
        void Promise.resolve(sizeImages(page.body, page.bytes)).then((body) => {
          sent.push(template.assemble({ ...page, body, latin1Bytes: page.bytes }));
          if (sent.length > 64) sent.shift();
          done += 1;
          if (done === perRound) {
            worker.off('message', heard);
            resolve();
          } else if (asked < perRound) {
            asked += 1;
            worker.postMessage({ way });
          }
        });
      };
      worker.on('message', heard);
      for (; asked < Math.min(inFlight, perRound); asked += 1) worker.postMessage({ way });
    });
    const after = {
      process: process.cpuUsage(before.process),
      thread: process.threadCpuUsage(before.thread),
      worker: await workerCpu(),
    };
    const ms = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000 / perRound;
    const workerMs =
      (after.worker.user + after.worker.system - before.worker.user - before.worker.system) /
      1000 /
      perRound;
    const counts = [...gc.count].map(([kind, count]) => `${kind} ${count}`).join(', ');
    console.log(
      `${way.padEnd(5)} CPU ms a page: process ${ms(after.process).toFixed(3)}, this thread ${ms(after.thread).toFixed(3)}, worker ${workerMs.toFixed(3)}; this thread's GC ${(gc.ms / perRound).toFixed(3)} ms a page (${counts})`,
    );
  }

  const chars = pages.reduce((sum, page) => sum + page.head.length + page.body.length, 0);
  const wide = pages.filter((page) =>
    [...(page.head + page.body)].some((c) => c.charCodeAt(0) > 255),
  ).length;
  console.log(
    `${pages.length} pages (${Math.round(chars / pages.length)} characters of head and body on average; ${wide} with characters outside Latin-1), ${perRound} a round, ${inFlight} in flight, ~${args['heap-mb']} MB retained; Node ${process.version}`,
  );
  // Warm both ways first.
  await round('text');
  await round('bytes');
  console.log('--');
  for (let index = 0; index < Number(args.rounds); index++)
    await round(index % 2 === 0 ? 'text' : 'bytes');
  await worker.terminate();
  // (The retained heap lives to the end.)
  if (retained.length < 0) console.log(retained);
}
