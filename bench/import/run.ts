// Product import benchmark: a fresh database with the demo master data, then a sheet of N product
// rows (default 10,000) sent through the real HTTP calls: preview, start, poll the job until it
// is done. Prints the time of each step. Budget (DESIGN.md): 10,000 rows in at most 60 s.
//
//   node bench/import/run.ts [--rows 10000] [--format xlsx|csv] [--updates] [--port 42500]
//   DATABASE_URL=postgres://… runs it on PostgreSQL (the database must be empty or a scratch one).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { brands, categories, ecommerces, productTypes } from '../../server/src/db/schema/index.ts';
import { ensureBaseData } from '../../server/src/seed/base.ts';
import { seedDemoIfEmpty } from '../../server/src/seed/demo.ts';
import { templateHeaders } from '../../src/lib/import/productImport.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    format: { type: 'string', default: 'xlsx' },
    port: { type: 'string', default: '42500' },
    updates: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const PASSWORD = 'bench-import-password-1';

const dataDir = await mkdtemp(path.join(tmpdir(), 'import-bench-'));
const config = {
  ...loadConfig(),
  dataDir,
  adminPassword: PASSWORD,
  seedDemo: true,
  logLevel: 'warn' as const,
  port: Number(args.port),
  host: '127.0.0.1',
  // The bench signs in as the superuser with the password alone.
  mfaRequiredRoles: [],
};
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(dataDir, 'pglite'),
});
const app = await buildApp({ config, database });
await ensureBaseData(app, () => undefined);
await seedDemoIfEmpty(app);
const base = await app.listen({ port: config.port, host: '127.0.0.1' });

const [category] = await app.db.select({ name: categories.name }).from(categories).limit(1);
const [brand] = await app.db.select({ name: brands.name }).from(brands).limit(1);
const [type] = await app.db.select({ name: productTypes.name }).from(productTypes).limit(1);
const [shop] = await app.db.select({ name: ecommerces.name }).from(ecommerces).limit(1);

function rowsOf(ids: number[] | null): string[][] {
  const headers = templateHeaders();
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const cells: Record<string, string> = {
      ID: ids ? String(ids[i]) : '',
      Nama: `Silinder Impor ${i + 1} ${ids ? 'diubah' : ''}`.trim(),
      Harga: String(100000 + i),
      'Harga Akhir': String(150000 + i),
      Garansi: '1 Tahun',
      Berat: '2,5 kg',
      'Best Seller': i % 10 === 0 ? 'Ya' : 'Tidak',
      Kategori: category?.name ?? '',
      Brand: brand?.name ?? '',
      Tipe: type?.name ?? '',
      Ukuran: '63 x 100; 63 x 150',
      Warna: 'Silver; Hitam',
      'Marketplace 1': shop?.name ?? '',
      'Link Marketplace 1': `https://toko.example/produk/${i + 1}`,
      Keterangan: `<p>Silinder pneumatik nomor ${i + 1}, bore 63 mm.</p>`,
    };
    return headers.map((header) => cells[header] ?? '');
  });
  return [headers, ...rows];
}

async function sheetBytes(rows: string[][]): Promise<Buffer> {
  if (args.format === 'csv') return Buffer.from(stringify(rows));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produk');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const first = await fetch(`${base}/api-web/config`);
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
const headers = (token?: string): Record<string, string> => ({
  cookie: `XSRF-TOKEN=${xsrf}`,
  'x-xsrf-token': xsrf,
  'x-requested-with': 'XMLHttpRequest',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
const login = await fetch(`${base}/api-web/auth/login`, {
  method: 'POST',
  headers: { ...headers(), 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'admin', password: PASSWORD }),
});
const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

const form = (sheet: Buffer) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(sheet)]), `produk.${args.format}`);
  return body;
};

async function importOnce(label: string, sheet: Buffer): Promise<number> {
  let started = performance.now();
  const preview = await fetch(`${base}/api-web/admin/product/import/preview`, {
    method: 'POST',
    headers: headers(token),
    body: form(sheet),
  });
  const previewBody = (await preview.json()) as { data: { valid: number; invalid: number } };
  const previewMs = performance.now() - started;
  started = performance.now();
  const start = await fetch(`${base}/api-web/admin/product/import`, {
    method: 'POST',
    headers: headers(token),
    body: form(sheet),
  });
  const job = ((await start.json()) as { data: { id: number } }).data;
  const startMs = performance.now() - started;
  let state: { status: string; created: number; updated: number } = {
    status: 'running',
    created: 0,
    updated: 0,
  };
  while (state.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    state = (
      (await (
        await fetch(`${base}/api-web/admin/product/import/${job.id}`, { headers: headers(token) })
      ).json()) as { data: typeof state }
    ).data;
  }
  const total = performance.now() - started;
  console.log(
    `${label}: ${ROWS} rows (${args.format}, ${(sheet.length / 1024 / 1024).toFixed(1)} MB) on ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}: ` +
      `preview ${(previewMs / 1000).toFixed(1)} s (${previewBody.data.valid} valid, ${previewBody.data.invalid} invalid); ` +
      `import (check + job) ${(total / 1000).toFixed(1)} s [start answered in ${(startMs / 1000).toFixed(1)} s], ` +
      `status ${state.status}, created ${state.created}, updated ${state.updated}; preview + import ${((previewMs + total) / 1000).toFixed(1)} s`,
  );
  return job.id;
}

try {
  await importOnce('create', await sheetBytes(rowsOf(null)));
  if (args.updates) {
    const list = await fetch(
      `${base}/api-web/admin/product?length=100&page=1&sortBy=id&orderBy=desc`,
      { headers: headers(token) },
    );
    const total = ((await list.json()) as { meta: { total: number } }).meta.total;
    // The imported products are the newest ids: update each of them once.
    const { products } = await import('../../server/src/db/schema/index.ts');
    const { desc } = await import('drizzle-orm');
    const ids = (
      await app.db.select({ id: products.id }).from(products).orderBy(desc(products.id)).limit(ROWS)
    )
      .map((row) => row.id)
      .reverse();
    console.log(`(catalogue now ${total} products)`);
    await importOnce('update', await sheetBytes(rowsOf(ids)));
  }
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
