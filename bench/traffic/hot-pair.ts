// The HTTP thread's CPU for an answer served without rendering, two trees side by side (issue 34,
// session 30): both servers run at once on the demo catalogue, and short bursts of load alternate
// between them (B A, then A B, …), so both see the same machine. On a shared 2-core machine at
// load 8-17, runs of one tree taken a minute apart moved CPU a request by 10-30 %, more than the
// change measured; bursts a few seconds apart move together. Figures, not pass/fail.
//
//   node bench/traffic/hot-pair.ts --before ../wt-before [--after .] [--rounds 5] [--seconds 2]
//     [--classes search,json,page,probe] [--port 8846]
//
// Classes: `search` search JSON with distinct part numbers (answered once, not kept), `json` the
// kept detail JSON of every product in turn (an answer from the store), `page` the stored product
// pages in Brotli in turn, `probe` /healthz (the hooks every answer pays, and no more). Each
// server gets DATA_DIR /tmp/hot-pair-<port> (the demo catalogue, seeded at its first start);
// `--fresh` empties it first. Prints, per class and tree, requests and CPU ms a request of the
// whole process and of the HTTP thread (from /proc), and the load average's range.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-flags.ts';
import { BENCH_ADMIN_PASSWORD } from '../web/server.ts';
import { waitForLine } from '../lib/child.ts';
import { statFields, TICK_MS } from '../lib/process-cpu.ts';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: '.' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '2' },
    classes: { type: 'string', default: 'search,json,page,probe' },
    port: { type: 'string', default: '8846' },
    fresh: { type: 'boolean', default: false },
  },
});
if (!args.before) throw new Error('--before <tree> is required');

interface Server {
  child: ChildProcess;
  base: string;
  cpu: () => { all: number; main: number };
}

const ticks = (file: string) => {
  const fields = statFields(readFileSync(file, 'utf8'));
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

async function start(root: string, port: number): Promise<Server> {
  const dataDir = `/tmp/hot-pair-${port}`;
  if (args.fresh) await rm(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.ts'], {
    cwd: path.resolve(root),
    env: {
      ...process.env,
      ...SERVER_ENV,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      MFA_REQUIRED_ROLES: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForLine(child, 'Server berjalan di http://localhost:', false);
  const pid = child.pid as number;
  const cpu = () => ({
    all: ticks(`/proc/${pid}/stat`),
    main: ticks(`/proc/${pid}/task/${pid}/stat`),
  });
  // The background renderer stores every page of the demo catalogue after a start: idle first.
  for (let i = 0; i < 120; i++) {
    const before = cpu().all;
    await sleep(2000);
    if (cpu().all - before < 100) break;
  }
  return { child, base: `http://127.0.0.1:${port}`, cpu };
}

const port = Number(args.port);
const servers = {
  B: await start(args.before, port + 1),
  A: await start(args.after, port),
};
const ids: number[] = [];
for (let page = 1; page < 100; page++) {
  const answer = (await (
    await fetch(`${servers.A.base}/api-web/product?limit=100&page=${page}`)
  ).json()) as { data: { id: number }[] };
  if (answer.data.length === 0) break;
  ids.push(...answer.data.map((product) => product.id));
}
// Every detail answer and product page kept (and warm) in both before the bursts.
for (const server of Object.values(servers))
  for (const id of ids) {
    await (await fetch(`${server.base}/api-web/product/${id}`)).arrayBuffer();
    const page = await fetch(`${server.base}/detail-product/${id}`, {
      headers: { 'accept-encoding': 'br' },
    });
    await page.arrayBuffer();
  }

let asked = 0;
const paths: Record<string, () => string> = {
  search: () =>
    `/api-web/product?search=${encodeURIComponent(`silinder ${1000 + asked++}`)}&limit=12`,
  json: () => `/api-web/product/${ids[asked++ % ids.length]}`,
  page: () => `/detail-product/${ids[asked++ % ids.length]}`,
  probe: () => '/healthz',
};
const classes = (args.classes ?? '').split(',');
for (const name of classes) if (!paths[name]) throw new Error(`unknown class ${name}`);

const totals = new Map<string, { requests: number; all: number; main: number; non2xx: number }>();
const loads: number[] = [];
// Round 0 warms both up (JIT) and is not counted.
for (let round = 0; round <= Number(args.rounds); round++)
  for (const name of classes)
    for (const who of round % 2 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      const server = servers[who];
      const next = paths[name] as () => string;
      const headers: Record<string, string> =
        name === 'page' ? { 'accept-encoding': 'br, gzip' } : {};
      const before = server.cpu();
      const result = await autocannon({
        url: server.base,
        connections: 50,
        duration: Number(args.seconds),
        requests: [{ setupRequest: (request) => ({ ...request, path: next(), headers }) }],
      });
      await sleep(200);
      const after = server.cpu();
      if (round === 0) continue;
      const key = `${name} ${who}`;
      const total = totals.get(key) ?? { requests: 0, all: 0, main: 0, non2xx: 0 };
      total.requests += result.requests.total;
      total.all += after.all - before.all;
      total.main += after.main - before.main;
      total.non2xx += result.non2xx;
      totals.set(key, total);
      loads.push(loadavg()[0] ?? 0);
    }

console.log('class   tree  requests  CPU ms a request: all, HTTP thread  not 2xx');
for (const [key, total] of [...totals].sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `${key.padEnd(13)} ${String(total.requests).padStart(8)}  ${(total.all / total.requests).toFixed(4).padStart(8)} ${(total.main / total.requests).toFixed(4).padStart(8)}  ${total.non2xx}`,
  );
console.log(
  `B = ${path.resolve(args.before)}, A = ${path.resolve(args.after ?? '.')}; load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
);
for (const server of Object.values(servers)) server.child.kill('SIGTERM');
await Promise.all(
  Object.values(servers).map(
    (server) => new Promise((resolve) => server.child.once('exit', resolve)),
  ),
);
