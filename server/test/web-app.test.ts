// The same port serves the built web app: pre-compressed assets with long caching, index.html
// revalidated, the app's routes falling back to index.html, uploads cached for good, and robots.txt.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { NO_LOOP_SHEDDING } from './helpers/test-app.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const script = `console.log(${JSON.stringify('katalog '.repeat(400))});`;
let webRoot = '';
let database: Database;
let app: FastifyInstance;
let base = '';

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'kp-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(webRoot, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(webRoot, 'assets', 'index-abc.js'), script);
  await writeFile(path.join(webRoot, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webRoot, 'assets', 'index-abc.js.gz'), gzipSync(script));
  await mkdir(path.join(webRoot, 'uploads', 'produk'), { recursive: true });
  await writeFile(path.join(webRoot, 'uploads', 'produk', 'a1b2.thumb.webp'), 'RIFF');
  database = await openTestDatabase();
  app = await buildApp({
    config: { ...loadConfig({}), dataDir: webRoot, seedDemo: false, ...NO_LOOP_SHEDDING },
    database,
    webRoot,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the Brotli copy of an asset, cached for a year', async () => {
    const response = await fetch(`${base}/assets/index-abc.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(script); // fetch decodes it: the same script arrives
  });

  it('sends the plain asset to a client that accepts no encoding', async () => {
    const response = await fetch(`${base}/assets/index-abc.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(script));
  });

  it('revalidates index.html and falls back to it for the app routes', async () => {
    const home = await fetch(`${base}/`);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const route = await fetch(`${base}/detail-product/7`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toContain('<title>app</title>');
  });

  it('serves uploads as immutable for a year: a stored name never changes content', async () => {
    const upload = await fetch(`${base}/storage/produk/a1b2.thumb.webp`);
    expect(upload.status).toBe(200);
    expect(upload.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(upload.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves robots.txt as text, and unknown API paths as JSON 404', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    // The build's rules, then the sitemap at this site's own origin (PUBLIC_URL unset).
    expect(await robots.text()).toBe(`User-agent: *\n\nSitemap: ${base}/sitemap.xml\n`);
    const api = await fetch(`${base}/api-web/tidak-ada`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});
