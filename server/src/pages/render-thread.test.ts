// The background renderer's worker compresses the pages it rendered (off the HTTP thread), and its
// reads wait for the pace (the gate) before the HTTP thread answers them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { RenderThread } from './render-thread.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'render-thread-'));
const file = path.join(dir, 'render.mjs');
// A renderer that reads one answer and shows it.
writeFileSync(
  file,
  `export async function render({ url, load }) {
    const answer = await load('/config', { shared: true });
    return { status: 200, title: url, head: '', body: JSON.stringify(answer.body), undeclared: [], stylesheet: null };
  }`,
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('RenderThread', () => {
  it('renders once the gate opens, and compresses a page in both encodings', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let waited: () => void = () => undefined;
    const atGate = new Promise<void>((resolve) => (waited = resolve));
    const asked: string[] = [];
    const thread = new RenderThread({
      file,
      gate: () => {
        waited();
        return gate;
      },
    });
    try {
      const page = thread.render('/x', 'http://katalog.test', async (apiPath) => {
        asked.push(apiPath);
        return { status: 200, body: { phone: '62811' } };
      });
      // The worker asked for its read; the HTTP thread holds it until the gate opens.
      await atGate;
      expect(asked).toEqual([]);
      open();
      expect((await page)?.body).toBe('{"phone":"62811"}');
      expect(asked).toEqual(['/config']);

      const html = Buffer.from(`<!doctype html><p>${'Silinder pneumatik '.repeat(500)}</p>`);
      const { br, gzip } = await thread.compress(html);
      expect(brotliDecompressSync(br).equals(html)).toBe(true);
      expect(gunzipSync(gzip).equals(html)).toBe(true);
      expect(br.length).toBeLessThan(html.length / 10);
      // The caller's HTML is still whole (a copy went to the worker).
      expect(html.length).toBeGreaterThan(9000);
    } finally {
      await thread.close();
    }
  });
});
