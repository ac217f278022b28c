// Starts the built app and the real server on a fresh seeded database for the page benchmarks,
// behind the shipped nginx site (HTTP/2 over TLS, as a phone gets the pages in production) unless
// asked for the server alone. The server may be another tree's (`serverRoot`, bench:web's
// --server-root): its build, its scripts/start.ts, its seed and its own Node flags, behind this
// tree's nginx site.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeCertificate, NGINX, nginxConfig } from '../../deploy/nginxSite.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-flags.ts';
import { CHROMIUM_ARGS } from '../../test/chromium.ts';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * Chromium flags for chrome-launcher (Lighthouse), which needs headless asked for explicitly; the
 * certificate nginx serves is made for the run.
 */
export const CHROMIUM_FLAGS = ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS];

/** The superuser password of the benchmark server. */
export const BENCH_ADMIN_PASSWORD = 'bench-Rahasia-123';

/** How long the server may take to start: seeding the demo took over two minutes at load 15. */
const START_WAIT_MS = 300_000;

/** The server started for a bench: where browsers load pages, and the server itself. */
export interface BenchServer {
  /** Where pages are loaded: nginx's TLS listener, or the server itself with `direct`. */
  url: string;
  /** The server itself (plain HTTP), for Node's own requests. */
  appUrl: string;
  stop: () => void;
}

/** The Node flags and environment `serverRoot`'s own server runs with (this tree's if it has none). */
async function serverFlags(serverRoot: string) {
  const file = path.join(serverRoot, 'scripts/server-flags.ts');
  if (serverRoot === root || !existsSync(file)) return { SERVER_ENV, SERVER_NODE_FLAGS };
  const flags = (await import(file)) as Partial<{
    SERVER_ENV: Record<string, string>;
    SERVER_NODE_FLAGS: readonly string[];
  }>;
  return {
    SERVER_ENV: flags.SERVER_ENV ?? SERVER_ENV,
    SERVER_NODE_FLAGS: flags.SERVER_NODE_FLAGS ?? SERVER_NODE_FLAGS,
  };
}

/**
 * Builds the app of `serverRoot` (this tree unless given another: a worktree of an earlier commit
 * with its own node_modules, for before/after in one sitting), starts its `scripts/start.ts` on
 * `port` and resolves once the API answers; unless
 * `direct`, puts deploy/'s nginx site in front of it on `port + 1` (plain, redirects) and
 * `port + 2` (TLS, HTTP/2). Lighthouse's mobile run simulates a slow network from the requests it
 * saw: over HTTP/1.1 straight to the server, Chromium opens six connections and a seventh request
 * (the page's stylesheet after four font and two picture preloads) waited for one, which a
 * production page over HTTP/2 does not.
 */
export async function startAppServer(
  port: number,
  direct = false,
  serverRoot = root,
): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  // A server left on the port (another bench's) would answer for this one: refuse to measure it.
  const isTaken = await fetch(`${url}/api-web/config`).then(
    () => true,
    () => false,
  );
  if (isTaken) throw new Error(`port ${port} already answers: stop that server or pick --port`);
  const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: serverRoot,
    stdio: 'inherit',
  });
  await new Promise<void>((resolve, reject) =>
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build: ${code}`)))),
  );
  const flags = await serverFlags(serverRoot);
  const child: ChildProcess = spawn(
    process.execPath,
    [...flags.SERVER_NODE_FLAGS, 'scripts/start.ts'],
    {
      cwd: serverRoot,
      // stderr is kept (its end) to say why a server stopped before it answered.
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...flags.SERVER_ENV,
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'katalog-bench-web-')),
        ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
        // The bench signs in as the superuser with the password alone.
        MFA_REQUIRED_ROLES: '',
        SEED_DEMO: '1',
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // Stopped with the bench, even when the bench fails: left behind, it answered the next run.
  process.once('exit', () => child.kill('SIGTERM'));
  const stopApp = () => child.kill('SIGTERM');
  const deadline = Date.now() + START_WAIT_MS;
  let isUp = false;
  // A server that stopped (a package its tree imports missing from node_modules, say) is reported
  // at once with its stderr, not waited for until the deadline.
  while (!isUp && Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    isUp = await fetch(`${url}/api-web/config`).then(
      (answer) => answer.ok,
      () => false, // not listening yet
    );
    if (!isUp) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!isUp) {
    const hasExited = child.exitCode !== null || child.signalCode !== null;
    child.kill('SIGKILL');
    throw new Error(
      `${hasExited ? `the server (${serverRoot}) stopped (${child.exitCode ?? child.signalCode})` : `the server (${serverRoot}) did not start within ${START_WAIT_MS / 60_000} minutes`}; its stderr ends:\n${stderr}`,
    );
  }
  if (direct) return { url, appUrl: url, stop: stopApp };
  try {
    const front = await startNginx(port);
    const stop = () => {
      front.stop();
      stopApp();
    };
    return { url: front.url, appUrl: url, stop };
  } catch (error) {
    stopApp();
    throw error;
  }
}

/** Whether nginx's TLS listener answers `/api-web/config` (its certificate is the run's own). */
function answersOverTls(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api-web/config', rejectUnauthorized: false },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.setTimeout(5000, () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** deploy/nginx/katalog.conf in front of the server on `port` (both upstreams), over TLS on `port + 2`. */
async function startNginx(port: number): Promise<{ url: string; stop: () => void }> {
  if (!NGINX)
    throw new Error(
      'nginx is not installed (Debian: `apt-get install -y nginx`); or measure the server alone with --direct',
    );
  const ports = { http: port + 1, https: port + 2, a: port, b: port };
  if (await answersOverTls(ports.https)) throw new Error(`port ${ports.https} already answers`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'katalog-bench-nginx-'));
  for (const dir of ['tmp', 'cache', 'acme'])
    mkdirSync(path.join(prefix, dir), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, await nginxConfig(prefix, ports, makeCertificate(prefix)));
  const nginx = spawn(NGINX, ['-c', conf, '-p', prefix, '-g', 'daemon off;'], { stdio: 'ignore' });
  process.once('exit', () => nginx.kill('SIGQUIT'));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await answersOverTls(ports.https))
      return { url: `https://127.0.0.1:${ports.https}`, stop: () => nginx.kill('SIGQUIT') };
    if (nginx.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  nginx.kill('SIGQUIT');
  throw new Error(`nginx did not answer on ${ports.https} (its log: ${prefix}/error.log)`);
}
