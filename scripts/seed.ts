// `npm run seed [-- --products N]`: base data (roles, admin), demo content when the catalogue is
// empty, and optionally N extra products for benchmarks. Uses the same DATA_DIR/DATABASE_URL
// as the server; stop the server first when it runs on PGlite (one process per data folder).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { ensureBaseData } from '../server/src/seed/base.ts';
import { seedBulkProducts } from '../server/src/seed/bulk-products.ts';
import { seedDemoIfEmpty } from '../server/src/seed/demo.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '0' } } });
const extra = Number.parseInt(values.products ?? '0', 10) || 0;

const config = loadConfig();
const started = Date.now();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
const app = await buildApp({ config, database });
await app.ready();
await ensureBaseData(app);
console.log(
  (await seedDemoIfEmpty(app))
    ? 'Data demo ditambahkan.'
    : 'Katalog sudah berisi data; data demo dilewati.',
);
if (extra > 0) {
  console.log(`Menambahkan ${extra} produk...`);
  await seedBulkProducts(app.db, extra);
}
await app.close();
await database.close();
console.log(`Selesai dalam ${((Date.now() - started) / 1000).toFixed(1)} s.`);
