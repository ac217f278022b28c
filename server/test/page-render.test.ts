// Public pages rendered by the web build's renderer (<webRoot>/.ssr/render.mjs): sent compressed
// and revalidated, their uploaded pictures sized, the plain app whenever the renderer declines
// or fails. The renderer here is a stand-in that calls the API in process like the real one.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const renderer = `
export async function render({ url, template, fetch }) {
  if (url === '/boom') throw new Error('boom');
  if (url !== '/' && url !== '/gambar') return null;
  const config = await (await fetch(new Request('http://ssr.internal/api-web/config'))).json();
  const body = url === '/gambar' ? '<img src="/storage/p/a.png" alt="a"><img src="/storage/p/none.png" alt="b">' : '';
  return template.replace('<div id="root"></div>', '<div id="root"><h1>' + config.data.appName + '</h1>' + body + '</div>');
}`;

let webRoot = '';
let database: Database;
let app: FastifyInstance;
let base = '';

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'kp-ssr-'));
  await mkdir(path.join(webRoot, '.ssr'));
  await mkdir(path.join(webRoot, 'assets'));
  await mkdir(path.join(webRoot, 'uploads', 'p'), { recursive: true });
  await writeFile(path.join(webRoot, 'assets', 'index-abc.css'), 'body{margin:0}');
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>app</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><div id="root"></div>',
  );
  await writeFile(path.join(webRoot, '.ssr', 'render.mjs'), renderer);
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
    .png()
    .toFile(path.join(webRoot, 'uploads', 'p', 'a.png'));
  database = await openTestDatabase();
  const config = { ...loadConfig({}), dataDir: webRoot, seedDemo: false, appName: 'Toko Uji' };
  app = await buildApp({ config, database, webRoot });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('renders / from the API in process, stylesheet inlined, compressed and revalidated', async () => {
    const response = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<div id="root"><h1>Toko Uji</h1></div>');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('answers HEAD / like GET /, without a body', async () => {
    const response = await fetch(`${base}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe('');
  });

  it('names the size of uploaded pictures it can read', async () => {
    const html = await (await fetch(`${base}/gambar`)).text();
    expect(html).toContain('<img width="40" height="30" src="/storage/p/a.png" alt="a">');
    expect(html).toContain('<img src="/storage/p/none.png" alt="b">');
  });

  it('sends the plain app when the renderer declines or fails', async () => {
    for (const url of ['/admin/dashboard', '/boom']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('rel="stylesheet"');
    }
  });

  it('never serves the renderer itself', async () => {
    const response = await fetch(`${base}/.ssr/render.mjs`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).not.toContain('export async function render');
  });
});
