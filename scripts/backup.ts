// `npm run backup [-- <folder>]`: the database and every stored file into one timestamped
// .tar.gz, while the server runs (server/src/ops/backup.ts). Same configuration as the server
// (DATA_DIR, DATABASE_URL, STORAGE, S3_*); the folder is the argument, BACKUP_DIR, or
// DATA_DIR/backups. Prints the archive's path on its last line.
import path from 'node:path';
import { loadConfig } from '../server/src/config.ts';
import { createBackup } from '../server/src/ops/backup.ts';

const config = loadConfig();
const outDir = path.resolve(
  process.argv[2] ?? process.env.BACKUP_DIR ?? path.join(config.dataDir, 'backups'),
);
const started = Date.now();
try {
  const { archive, manifest, bytes } = await createBackup(config, { outDir });
  console.log(
    `Cadangan ${manifest.database} + ${manifest.files} file (${manifest.storage}) selesai dalam ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB:`,
  );
  console.log(archive);
} catch (error) {
  console.error(`Cadangan gagal: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
