// STORAGE=s3 against a real S3-protocol server (s3rver on loopback), not a mock of the SDK:
// uploads with their variants, serving through /storage or a public URL, deletions after commit,
// the portfolio PDF, readiness.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/s3rver.ts';
import { s3Storage } from '../src/storage/s3.ts';
import { formOf, pdfBytes, pngBytes } from './helpers/fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of s3Storage(s3.config()).keys()) keys.push(key);
  return keys.sort();
}

describe('the S3 storage itself', () => {
  it('puts, gets, streams, lists and deletes objects', async () => {
    const storage = s3Storage(s3.config());
    await storage.check();
    await storage.put('probe/a1.pdf', Buffer.from('%PDF-1.4 satu'));
    expect((await storage.get('probe/a1.pdf'))?.toString()).toBe('%PDF-1.4 satu');
    const opened = await storage.open('probe/a1.pdf');
    expect(opened?.contentType).toBe('application/pdf');
    expect(opened?.length).toBe(13);
    opened?.body.destroy();
    expect(await bucketKeys()).toContain('probe/a1.pdf');
    await storage.delete('probe/a1.pdf');
    expect(await storage.get('probe/a1.pdf')).toBeNull();
    expect(await storage.open('probe/a1.pdf')).toBeNull();
    expect(await bucketKeys()).not.toContain('probe/a1.pdf');
  });

  it('fails its check when the bucket does not exist', async () => {
    await expect(s3Storage(s3.config({ bucket: 'tidak-ada' })).check()).rejects.toThrow();
  });
});

describe('the server on STORAGE=s3, files served through /storage', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ storage: { kind: 's3', s3: s3.config() } });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('is ready when the bucket answers', async () => {
    const ready = await fetch(`${t.baseUrl}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('stores an upload with its variants, serves it, and removes replaced and deleted files after commit', async () => {
    const before = await bucketKeys();
    const created = await t.call('POST', '/admin/category', {
      token,
      form: formOf({ name: 'Katup' }, [['image', await pngBytes(), 'katup.png']]),
    });
    expect(created.status).toBe(200);
    const { id, image } = created.body.data;
    expect(image.path).toMatch(/^\/storage\/category\/[0-9a-f]{32}\.webp$/);
    const added = (await bucketKeys()).filter((key) => !before.includes(key));
    const stem = image.path.replace(/^\/storage\//, '').replace(/\.webp$/, '');
    expect(added).toEqual([
      `${stem}.png`,
      `${stem}.share.jpg`,
      `${stem}.thumb.webp`,
      `${stem}.webp`,
    ]);
    // The sharing picture of link previews is served from the bucket too.
    const share = await fetch(`${t.baseUrl}/storage/${stem}.share.jpg`);
    expect([share.status, share.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    const served = await fetch(`${t.baseUrl}${image.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(20);
    const etag = served.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(
      (await fetch(`${t.baseUrl}${image.path}`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    expect(
      (await fetch(`${t.baseUrl}/storage/category/ffffffffffffffffffffffffffffffff.webp`)).status,
    ).toBe(404);
    expect((await fetch(`${t.baseUrl}/storage/..%2Fetc%2Fpasswd`)).status).toBe(404);

    const updated = await t.call('POST', `/admin/category/${id}`, {
      token,
      form: formOf({ name: 'Katup' }, [['image', await pngBytes(), 'baru.png']]),
    });
    expect(updated.status).toBe(200);
    expect((await fetch(`${t.baseUrl}${image.path}`)).status).toBe(404);
    const afterUpdate = await bucketKeys();
    expect(afterUpdate.filter((key) => key.startsWith(stem))).toEqual([]);
    expect(afterUpdate.filter((key) => !before.includes(key))).toHaveLength(4);

    expect((await t.call('DELETE', `/admin/category/${id}`, { token })).status).toBe(200);
    expect(await bucketKeys()).toEqual(before);
  });

  it('keeps the portfolio PDF in the bucket and downloads it from there', async () => {
    const pdf = pdfBytes();
    const saved = await t.call('POST', '/admin/tagline/main', {
      token,
      form: formOf(
        { tagline: 'Tentang kami', service1: 'A', service2: 'B', button_name: 'Tentang' },
        [['portfolio', pdf, 'porto.pdf']],
      ),
    });
    expect(saved.status).toBe(200);
    expect(
      (await bucketKeys()).some((key) => key.startsWith('about/') && key.endsWith('.pdf')),
    ).toBe(true);
    const download = await t.call('GET', '/download');
    expect(Buffer.from(download.body as ArrayBuffer).equals(pdf)).toBe(true);
  });
});

describe('the server on STORAGE=s3 with S3_PUBLIC_URL', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({
      storage: { kind: 's3', s3: s3.config({ publicUrl: `${s3.endpoint}/katalog/` }) },
    });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('links pictures to the public URL, where the bucket serves them, and allows that origin in img-src', async () => {
    const created = await t.call('POST', '/admin/category', {
      token,
      form: formOf({ name: 'Silinder' }, [['image', await pngBytes(), 's.png']]),
    });
    const { path } = created.body.data.image as { path: string };
    expect(path).toMatch(new RegExp(`^${s3.endpoint}/katalog/category/[0-9a-f]{32}\\.webp$`));
    const direct = await fetch(path);
    expect(direct.status).toBe(200);
    expect(
      Buffer.from(await direct.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('RIFF');
    // The same file is still served through the server, for links written before.
    expect(
      (await fetch(`${t.baseUrl}/storage${path.slice(`${s3.endpoint}/katalog`.length)}`)).status,
    ).toBe(200);
    const csp =
      (await fetch(`${t.baseUrl}/api-web/config`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.]/g, '\\.')}`));
  });
});
