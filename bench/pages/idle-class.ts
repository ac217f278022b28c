// What a background thread at nice 19 costs a visitor's thread hops, against the same thread in
// Linux's idle class (SCHED_IDLE, render-worker.ts): the HTTP thread hands a page to a worker and
// back (a render's hops), in a closed loop, while a third thread compresses pages without end (as
// the background renderer's worker does with visitors' second copies), at nice 19, in SCHED_IDLE,
// or not at all. Prints round trips a second, their p50/p95/p99, and the CPU each thread used.
// Modes alternate (none, nice, idle, nice, idle, …) so a machine getting busier weighs on each.
//
//   node bench/pages/idle-class.ts [--seconds 5 --rounds 2 --work-ms 1 --visitors 2]
import { spawnSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { percentile } from '../lib/percentile.ts';
import { statFields, TICK_MS } from '../lib/process-cpu.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    'work-ms': { type: 'string', default: '1' },
    // Visitors' loops at once (each: this thread's part, then a worker's, then back).
    visitors: { type: 'string', default: '2' },
  },
});
const SECONDS = Number(args.seconds);
const WORK_MS = Number(args['work-ms']);

/** Busy work of about `ms` on the calling thread (what a hop's share of a render stands for). */
const SPIN = `const spin = (ms) => { const until = performance.now() + ms; let x = 0; while (performance.now() < until) x += Math.sqrt(x + 1); return x; };`;

const tidOf = () => Number(readlinkSync('/proc/thread-self').split('/').pop());
const cpuMs = (tid: number) => {
  try {
    const fields = statFields(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8'));
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
};

/** The background thread: gzip of a 40 kB page over and over, at the priority asked. */
function burner(mode: 'nice' | 'idle'): Promise<{ worker: Worker; tid: number }> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
    const { readlinkSync } = require('node:fs');
    const { setPriority } = require('node:os');
    const { spawnSync } = require('node:child_process');
    const { gzipSync } = require('node:zlib');
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(tid, 19);
    if (${JSON.stringify(mode)} === 'idle') spawnSync('chrt', ['--idle', '--pid', '0', String(tid)]);
    parentPort.postMessage(tid);
    const page = Buffer.from('<div class="card">Silinder pneumatik 4711</div>'.repeat(900));
    let stop = false;
    parentPort.on('message', () => { stop = true; });
    const loop = () => { for (let i = 0; i < 4; i++) gzipSync(page, { level: 6 }); if (!stop) setImmediate(loop); };
    loop();`,
    { eval: true },
  );
  return new Promise((resolve) =>
    worker.once('message', (tid: number) => resolve({ worker, tid })),
  );
}

/** A visitors' worker: answers each message after WORK_MS of work. */
function hop(): Promise<{ worker: Worker; tid: number }> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
    const { readlinkSync } = require('node:fs');
    ${SPIN}
    parentPort.postMessage(Number(readlinkSync('/proc/thread-self').split('/').pop()));
    parentPort.on('message', (n) => { spin(${WORK_MS}); parentPort.postMessage(n); });`,
    { eval: true },
  );
  return new Promise((resolve) =>
    worker.once('message', (tid: number) => resolve({ worker, tid })),
  );
}

const spin = (ms: number) => {
  const until = performance.now() + ms;
  let x = 0;
  while (performance.now() < until) x += Math.sqrt(x + 1);
  return x;
};

async function phase(mode: 'none' | 'nice' | 'idle') {
  const background = mode === 'none' ? null : await burner(mode);
  const hops = await Promise.all(Array.from({ length: Number(args.visitors) }, hop));
  const main = tidOf();
  const before = {
    main: cpuMs(main),
    hops: hops.map((h) => cpuMs(h.tid)),
    background: background ? cpuMs(background.tid) : 0,
  };
  const load = loadavg()[0] ?? 0;
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    hops.map(
      ({ worker }) =>
        new Promise<void>((resolve) => {
          let sent = 0;
          const next = () => {
            if (performance.now() >= until) return resolve();
            sent = performance.now();
            // This thread's part of the page, then the worker's.
            spin(WORK_MS / 2);
            worker.postMessage(0);
          };
          worker.on('message', () => {
            times.push(performance.now() - sent);
            setImmediate(next);
          });
          next();
        }),
    ),
  );
  const used = {
    main: cpuMs(main) - before.main,
    hops: hops.reduce((total, h, at) => total + cpuMs(h.tid) - (before.hops[at] ?? 0), 0),
    background: background ? cpuMs(background.tid) - before.background : 0,
  };
  background?.worker.postMessage('stop');
  await Promise.all([...hops.map((h) => h.worker.terminate()), background?.worker.terminate()]);
  times.sort((a, b) => a - b);
  const n = times.length;
  console.log(
    `${mode.padEnd(5)} ${(n / SECONDS).toFixed(0).padStart(6)}/s  p50 ${percentile(times, 50).toFixed(2)}  p95 ${percentile(times, 95).toFixed(2)}  p99 ${percentile(times, 99).toFixed(2)} ms  CPU ms a round trip: this thread ${(used.main / n).toFixed(3)}, the workers ${(used.hops / n).toFixed(3)}, background ${(used.background / n).toFixed(3)} (${(used.background / SECONDS / 10).toFixed(0)} % of a core)  load ${load.toFixed(2)}`,
  );
}

const chrt = spawnSync('chrt', ['--version']).status === 0;
console.log(
  `idle-class: ${args.visitors} visitors' loops (${WORK_MS / 2} ms here, ${WORK_MS} ms on a worker), ${SECONDS} s a phase; chrt ${chrt ? 'found' : 'missing: "idle" is nice 19 only'}`,
);
for (let round = 0; round < Number(args.rounds); round++)
  for (const mode of ['none', 'nice', 'idle'] as const) await phase(mode);
