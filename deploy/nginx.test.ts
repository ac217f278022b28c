// deploy/ for real: Debian's nginx with deploy/nginx/katalog.conf in front of two server
// processes on one PostgreSQL (DATABASE_URL_TEST) and one S3-protocol server (s3rver). It checks
// the config with `nginx -t`, then live on loopback: a write through one instance is read
// through the other at once, an upload through one is fetched through the other and cached by
// nginx, and one instance stopped under load leaves 0 failed requests. Nothing here is skipped:
// without nginx or PostgreSQL the test fails and says what is missing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest, Agent } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../test/s3rver.ts';
import { makeCertificate, NGINX, nginxConfig } from './nginxSite.ts';

const root = path.resolve(import.meta.dirname, '..');
const DATABASE = process.env.DATABASE_URL_TEST;
const ADMIN_PASSWORD = 'deploy-admin-1';

function requirements(): string[] {
  const missing: string[] = [];
  if (!NGINX)
    missing.push(
      'nginx is not installed (Debian: `apt-get install -y nginx`; .ci/run installs it)',
    );
  if (!DATABASE)
    missing.push('DATABASE_URL_TEST is not set (a PostgreSQL server; .ci/run starts one)');
  return missing;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// nginx serves the site over TLS with a certificate made for this run.
const tlsAgent = new Agent({ keepAlive: true, rejectUnauthorized: false, maxSockets: 16 });
function viaNginx(port: number, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        agent: tlsAgent,
        servername: 'katalog.example.com',
        headers: { host: 'katalog.example.com' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

/** A client of one instance directly: XSRF cookie, bearer token. */
async function clientOf(base: string) {
  const first = await fetch(`${base}/api-web/config`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = (token?: string): Record<string, string> => ({
    cookie: `XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const login = await fetch(`${base}/api-web/auth/login`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return {
    post: (urlPath: string, form: FormData) =>
      fetch(`${base}/api-web${urlPath}`, { method: 'POST', headers: headers(token), body: form }),
  };
}

interface Instance {
  port: number;
  process: ChildProcess;
  log: string[];
}

async function startInstance(env: Record<string, string>, dataDir: string): Promise<Instance> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ADMIN_PASSWORD,
      RESET_PASSWORD: 'deploy-reset-1',
      TRUST_PROXY: '127.0.0.1',
      // The admin signs in with the password alone here; two-step sign-in has its own tests.
      MFA_REQUIRED_ROLES: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  return { port, process: child, log };
}

async function waitReady(instance: Instance, deadlineMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (instance.process.exitCode !== null)
      throw new Error(`instance on ${instance.port} exited:\n${instance.log.join('')}`);
    const ready = await fetch(`http://127.0.0.1:${instance.port}/readyz`).catch(() => null);
    if (ready?.status === 200) return;
    await sleep(250);
  }
  throw new Error(`instance on ${instance.port} not ready:\n${instance.log.join('')}`);
}

describe('deploy/: nginx in front of two instances on one PostgreSQL and one bucket', () => {
  const missing = requirements();
  let work: string;
  let dbName: string;
  let s3: LocalS3;
  let a: Instance;
  let b: Instance;
  let nginx: ChildProcess | null = null;
  let conf: string;
  let prefix: string;
  const ports = { http: 0, https: 0, a: 0, b: 0 };

  beforeAll(async () => {
    if (missing.length > 0) return;
    work = await mkdtemp(path.join(tmpdir(), 'kp-deploy-'));
    dbName = `kp_test_deploy_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(DATABASE as string);
    url.pathname = `/${dbName}`;
    s3 = await startLocalS3();
    const env = { ...s3.env(), DATABASE_URL: url.toString() };
    // Started together on an empty database: the migration lock lets both come up.
    [a, b] = await Promise.all([
      startInstance(env, path.join(work, 'a')),
      startInstance(env, path.join(work, 'b')),
    ]);
    await Promise.all([waitReady(a), waitReady(b)]);
    Object.assign(ports, { http: await freePort(), https: await freePort(), a: a.port, b: b.port });
    prefix = path.join(work, 'nginx');
    for (const dir of ['tmp', 'cache', 'acme'])
      await mkdir(path.join(prefix, dir), { recursive: true });
    const cert = makeCertificate(prefix);
    conf = path.join(prefix, 'nginx.conf');
    await writeFile(conf, await nginxConfig(prefix, ports, cert));
  }, 180_000);

  afterAll(async () => {
    if (missing.length > 0) return;
    nginx?.kill('SIGQUIT');
    for (const instance of [a, b])
      if (instance?.process.exitCode === null) instance.process.kill('SIGTERM');
    await sleep(500);
    tlsAgent.destroy();
    await s3?.close();
    const admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    await rm(work, { recursive: true, force: true });
  }, 60_000);

  it('has nginx and PostgreSQL to run on', () => {
    expect(missing, missing.join('; ')).toEqual([]);
  });

  it('passes `nginx -t` and serves through nginx', async () => {
    expect(missing).toEqual([]);
    const checked = spawnSync(NGINX as string, ['-t', '-c', conf, '-p', prefix], {
      encoding: 'utf8',
    });
    expect(checked.status, checked.stderr).toBe(0);
    nginx = spawn(NGINX as string, ['-c', conf, '-p', prefix, '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    let answer: Answer | null = null;
    for (let attempt = 0; attempt < 50 && answer === null; attempt += 1) {
      answer = await viaNginx(ports.https, '/readyz').catch(() => null);
      if (answer === null) await sleep(100);
    }
    expect(answer?.status).toBe(200);
    // Plain HTTP goes to HTTPS.
    const plain = await fetch(`http://127.0.0.1:${ports.http}/produk?x=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/produk?x=1');
  });

  it('reads through one instance what was written through the other at once, and fetches its upload', async () => {
    const names = async (port: number) =>
      (
        (await (await fetch(`http://127.0.0.1:${port}/api-web/category`)).json()) as {
          data: { name: string }[];
        }
      ).data.map((row) => row.name);
    // Instance b caches its (empty) list first: only the broadcast can tell it about the write.
    expect(await names(b.port)).toEqual([]);
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('name', 'Katup Deploy');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'katup.png');
    const created = await (
      await clientOf(`http://127.0.0.1:${a.port}`)
    ).post('/admin/category', form);
    expect(created.status).toBe(200);
    const { image } = ((await created.json()) as { data: { image: { path: string } } }).data;
    const written = Date.now();
    let seen: string[] = [];
    while (Date.now() - written < 1000 && !(seen = await names(b.port)).includes('Katup Deploy'))
      await sleep(20);
    expect(seen).toEqual(['Katup Deploy']);

    const direct = await fetch(`http://127.0.0.1:${b.port}${image.path}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    const first = await viaNginx(ports.https, image.path);
    expect(first.status).toBe(200);
    expect(first.body.equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect((await viaNginx(ports.https, image.path)).headers['x-cache-status']).toBe('HIT');
  });

  it('keeps answering through nginx with 0 failed requests when one instance stops under load', async () => {
    const results = { ok: 0, failed: [] as string[], after: 0 };
    let stopAt = 0;
    const until = Date.now() + 4000;
    const worker = async () => {
      while (Date.now() < until) {
        const answer = await viaNginx(ports.https, '/api-web/category').catch((error: Error) => ({
          status: 0,
          body: Buffer.from(error.message),
          headers: {},
        }));
        if (answer.status === 200) results.ok += 1;
        else results.failed.push(`${answer.status} ${answer.body.toString().slice(0, 80)}`);
        if (stopAt && Date.now() > stopAt) results.after += 1;
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, worker));
    await sleep(1000);
    stopAt = Date.now();
    a.process.kill('SIGTERM');
    await load;
    await new Promise((resolve) =>
      a.process.exitCode === null ? a.process.once('exit', resolve) : resolve(null),
    );
    expect(a.process.exitCode).toBe(0);
    expect(results.after).toBeGreaterThan(50);
    expect(results.failed).toEqual([]);
    expect((await viaNginx(ports.https, '/api-web/category')).status).toBe(200);
  });
});
