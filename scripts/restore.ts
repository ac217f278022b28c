// `npm run restore -- <archive>`: brings back the database and exactly the archived files of an
// `npm run backup` archive (server/src/ops/backup.ts). Stop every server on this data first: the
// command refuses while one runs. Same configuration as the server.
import path from 'node:path';
import { loadConfig } from '../server/src/config.ts';
import { restoreBackup } from '../server/src/ops/backup.ts';

const archive = process.argv[2];
if (!archive) {
  console.error('Pemakaian: npm run restore -- <arsip .tar.gz dari npm run backup>');
  process.exit(2);
}
const started = Date.now();
try {
  const manifest = await restoreBackup(loadConfig(), path.resolve(archive));
  console.log(
    `Dipulihkan dari cadangan ${manifest.createdAt}: basis data ${manifest.database} dan ${manifest.files} file, ` +
      `dalam ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Pemulihan gagal: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
