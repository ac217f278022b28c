import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { formOf, pdfBytes, pngBytes } from './helpers/fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('landing content', () => {
  it('runs the project lifecycle with a gallery and one cover', async () => {
    const png = await pngBytes();
    const missing = await t.call('POST', '/admin/project', { token, form: formOf({ title: '' }) });
    expect(missing.body.data.errors).toEqual({ title: 'Text Project tidak boleh kosong' });
    const long = await t.call('POST', '/admin/project', {
      token,
      form: formOf({ title: 'x'.repeat(81) }),
    });
    expect(long.body.data.errors.title).toBe('Maksimal 80 karakter.');
    const created = await t.call('POST', '/admin/project', {
      token,
      form: formOf({ title: 'Panel listrik', 'isCover[1]': '1' }, [
        ['image[0]', png, 'a.png'],
        ['image[1]', png, 'b.png'],
      ]),
    });
    const project = created.body.data;
    expect(project.isCover.path).toBe(project.projectsFile[1].path);
    const updated = await t.call('POST', `/admin/project/update/${project.id}`, {
      token,
      form: formOf({ title: 'Panel', 'idDeleteFile[0]': String(project.projectsFile[1].id) }),
    });
    expect(updated.body.data.projectsFile).toHaveLength(1);
    expect(updated.body.data.projectsFile[0].isCover).toBe(true);
    expect((await t.call('GET', '/project')).body.data).toHaveLength(1);
    expect((await t.call('GET', '/admin/project?sortBy=title', { token })).body.meta.total).toBe(1);
    expect((await t.call('GET', `/admin/project/${project.id}`, { token })).status).toBe(200);
    expect(
      (await t.call('POST', `/admin/project/is-active/${project.id}`, { token })).body.data
        .isActive,
    ).toBe(false);
    expect((await t.call('DELETE', `/admin/project/${project.id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/admin/project/${project.id}`, { token })).status).toBe(404);
    expect(
      (await t.call('POST', '/admin/project/update/999', { token, form: formOf({ title: 'x' }) }))
        .status,
    ).toBe(404);
  });

  it('replaces the new-product banner', async () => {
    expect((await t.call('GET', '/new-product')).body.data.path).toBeNull();
    const missing = await t.call('POST', '/admin/new-product', { token, form: formOf({}) });
    expect(missing.body.data.errors).toEqual({ image: 'Masukkan  Photo Banner New Product' });
    const saved = await t.call('POST', '/admin/new-product', {
      token,
      form: formOf({}, [['image', await pngBytes(), 'n.png']]),
    });
    expect(saved.body.data.path).toMatch(/^\/storage\/new-product\/.+\.webp$/);
    expect((await t.call('GET', '/admin/new-product', { token })).body.data.path).toBe(
      saved.body.data.path,
    );
    expect((await t.call('GET', '/admin/new-product')).status).toBe(401);
  });

  it('saves the footer and the about-us data with limits', async () => {
    const tooMany = await t.call('POST', '/admin/tagline/footer', {
      token,
      form: formOf({ 'alamat[4][name]': 'Lima' }),
    });
    expect(tooMany.status).toBe(422);
    const footer = await t.call('POST', '/admin/tagline/footer', {
      token,
      form: formOf(
        {
          tagline: 'Solusi pneumatik',
          email: 'info@example.com',
          telp: '021-555',
          office: 'Jakarta',
          'alamat[0][name]': 'Bekasi',
          'alamat[0][alamat]': 'Jl. Raya',
        },
        [['logo', await pngBytes(), 'logo.png']],
      ),
    });
    expect(footer.status).toBe(200);
    expect((await t.call('GET', '/tagline/footer')).body.data.data.alamat).toEqual([
      { name: 'Bekasi', alamat: 'Jl. Raya' },
    ]);
    const long = await t.call('POST', '/admin/tagline/main', {
      token,
      form: formOf({ tagline: 'x'.repeat(201) }),
    });
    expect(long.body.data.errors.tagline).toBe('Maksimal 200 karakter.');
    const about = await t.call('POST', '/admin/tagline/main', {
      token,
      form: formOf(
        {
          tagline: 'Tentang kami',
          service1: 'A',
          service2: 'B',
          button_name: 'Tentang',
          'tag[0][tag]': 'Pneumatik',
        },
        [['portfolio', pdfBytes(), 'porto.pdf']],
      ),
    });
    expect(about.body.data.list).toEqual([{ tag: 'Pneumatik' }]);
    expect((await t.call('GET', '/tagline/main')).body.data.portfolio.name).toBe('porto.pdf');
    const notPdf = await t.call('POST', '/admin/tagline/main', {
      token,
      form: formOf({}, [['portfolio', await pngBytes(), 'x.pdf']]),
    });
    expect(notPdf.body.data.errors.portfolio).toBe('Silahkan periksa file Anda lagi');
    const download = await t.call('GET', '/download');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="Portofolio.pdf"',
    );
    expect(
      Buffer.from(download.body as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('news', () => {
  it('runs the news lifecycle and sanitises content', async () => {
    const empty = await t.call('POST', '/admin/news', {
      token,
      form: formOf({ title: '', description: '', content: '' }),
    });
    expect(empty.body.data.errors).toEqual({
      title: 'Judul',
      description: 'Deskripsi harap disii',
      content: 'Content harap disii',
      foto: 'Masukkan Thumbnail',
      file: 'Masukkan File',
    });
    const created = await t.call('POST', '/admin/news', {
      token,
      form: formOf(
        {
          title: 'Pameran',
          description: 'Kami hadir',
          content:
            '<p onclick="x()">Hai</p><script>alert(1)</script><a href="javascript:alert(1)">a</a>',
        },
        [
          ['foto', await pngBytes(), 'f.png'],
          ['file', pdfBytes(), 'k.pdf'],
        ],
      ),
    });
    const item = created.body.data;
    expect(item.content).toBe('<p>Hai</p><a rel="noopener noreferrer">a</a>');
    expect((await t.call('GET', '/news?page=1&limit=12')).body.meta.total).toBe(1);
    expect((await t.call('GET', `/news/${item.id}`)).body.data.title).toBe('Pameran');
    expect(
      (
        await t.call('POST', `/admin/news/${item.id}`, {
          token,
          form: formOf({ title: 'Pameran 2', description: 'd', content: 'c' }),
        })
      ).body.data.file.name,
    ).toBe('k.pdf');
    expect((await t.call('GET', '/admin/news?sortBy=created_at', { token })).body.meta.total).toBe(
      1,
    );
    expect((await t.call('GET', `/admin/news/${item.id}`, { token })).status).toBe(200);
    expect(
      (await t.call('PUT', `/admin/news/${item.id}/change-status`, { token })).body.data.isActive,
    ).toBe(false);
    expect((await t.call('GET', `/news/${item.id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/admin/news/${item.id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/admin/news/${item.id}`, { token })).status).toBe(404);
  });
});

describe('subscribers and config', () => {
  it('subscribes visitors and lists them on the dashboard', async () => {
    const bad = await t.call('POST', '/subscribe', {
      json: { nama: 'Budi', email: 'bukan-email', telp: '0812345678901234' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toMatchObject({
      email: 'Format email tidak valid.',
      telp: 'Maksimal 14 karakter.',
    });
    expect(
      (
        await t.call('POST', '/subscribe', {
          json: { nama: 'Budi', email: 'budi@example.com', telp: '0812' },
          csrf: false,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/subscribe', {
          json: { nama: 'Budi', email: 'budi@example.com', telp: '0812' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.call('GET', '/admin/dashboard/subscribe?search=budi', { token })).body.meta.total,
    ).toBe(1);
    expect((await t.call('GET', '/admin/dashboard/subscribe')).status).toBe(401);
  });

  it('hands the run-time configuration to the web app', async () => {
    expect((await t.call('GET', '/config')).body.data).toEqual({
      appName: 'Katalog Pneumatik',
      chatPhone: '6280000000000',
      superuserRoleId: 1,
      adminRoleId: 2,
    });
  });
});
