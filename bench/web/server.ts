// Starts the built app and the real server on a fresh seeded database for the page benchmarks.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-flags.ts';
import { CHROMIUM_ARGS } from '../../test/chromium.ts';

export const root = path.resolve(import.meta.dirname, '../..');

/** Chromium flags for chrome-launcher (Lighthouse), which needs headless asked for explicitly. */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The superuser password of the benchmark server. */
export const BENCH_ADMIN_PASSWORD = 'bench-Rahasia-123';

/** How long the server may take to start: seeding the demo took over two minutes at load 15. */
const START_WAIT_MS = 300_000;

/** Builds the app, starts `scripts/start.ts` on `port` and resolves once the API answers. */
export async function startAppServer(port: number): Promise<{ url: string; stop: () => void }> {
  const url = `http://127.0.0.1:${port}`;
  // A server left on the port (another bench's) would answer for this one: refuse to measure it.
  const isTaken = await fetch(`${url}/api-web/config`).then(
    () => true,
    () => false,
  );
  if (isTaken) throw new Error(`port ${port} already answers: stop that server or pick --port`);
  const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  await new Promise<void>((resolve, reject) =>
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build: ${code}`)))),
  );
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'katalog-bench-web-')),
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      // The bench signs in as the superuser with the password alone.
      MFA_REQUIRED_ROLES: '',
      SEED_DEMO: '1',
    },
  });
  // Stopped with the bench, even when the bench fails: left behind, it answered the next run.
  process.once('exit', () => child.kill('SIGTERM'));
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api-web/config`)).ok)
        return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within ${START_WAIT_MS / 60_000} minutes`);
}
