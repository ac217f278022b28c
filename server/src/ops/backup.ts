// `npm run backup` and `npm run restore -- <archive>`: the database and every stored file in one
// timestamped .tar.gz, and back. The database part is the engine's own facility: PGlite's
// dumpDataDir (asked of the running server over its control socket, since a PGlite folder must
// never be opened by two processes) or pg_dump; the files are read through the Storage
// interface, so a local disk and a bucket are backed up and restored alike.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../config.ts';
import { APPLICATION_NAME } from '../db/application-name.ts';
import { storageFromConfig } from '../storage/from-config.ts';
import type { Storage } from '../storage/storage.ts';
import { pgliteInUse, requestPgliteDump, serverRunning } from './control.ts';

export const BACKUP_FORMAT = 1;
const MANIFEST = 'manifest.json';
const FILES = 'files';
const PGLITE_DUMP = 'database.pglite.tar';
const PG_DUMP = 'database.pgdump';

export type DatabaseKind = 'pglite' | 'postgresql';

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: DatabaseKind;
  /** The storage the files came from; they restore into either kind. */
  storage: 'local' | 's3';
  files: number;
}

type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'storage'>;

const databaseKind = (config: BackupConfig): DatabaseKind =>
  config.databaseUrl ? 'postgresql' : 'pglite';
const pgliteDir = (config: BackupConfig) => path.join(config.dataDir, 'pglite');

/** `katalog-backup-2026-11-23T16-15-00.123Z.tar.gz`: sorts by time, safe in every file system. */
export const archiveName = (at: Date) =>
  `katalog-backup-${at.toISOString().replaceAll(':', '-')}.tar.gz`;

/** Storage keys are ours (folder/random.ext); refuse anything that could leave the folder. */
function filePath(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep))
    throw new Error(`kunci file tidak aman: ${key}`);
  return full;
}

/** The URL without its password (which goes in PGPASSWORD, never on a command line). */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client program; rejects with its own message when it fails or is missing. */
async function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  feed?: (stdin: NodeJS.WritableStream) => Promise<void>,
): Promise<void> {
  const child = spawn(command, args, { env, stdio: [feed ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'close') as Promise<[number | null]>;
  const failed = once(child, 'error').then(([error]: Error[]) => {
    throw new Error(
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? `${command} tidak ditemukan: pasang klien PostgreSQL (apt-get install -y postgresql-client)`
        : `${command}: ${error?.message}`,
    );
  });
  if (feed && child.stdin) {
    // A client that dies early closes its input; the exit code below tells why.
    child.stdin.on('error', () => undefined);
    await Promise.race([feed(child.stdin), failed]);
    child.stdin.end();
  }
  const [code] = await Promise.race([exited, failed]);
  if (code !== 0) throw new Error(`${command} gagal (kode ${code}): ${stderr.trim()}`);
}

async function copyFiles(storage: Storage, root: string, done: Set<string>): Promise<void> {
  for await (const key of storage.keys()) {
    if (done.has(key)) continue;
    const data = await storage.get(key);
    // Deleted between the listing and the read: it is no longer part of the data.
    if (!data) continue;
    const full = filePath(root, key);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, data);
    done.add(key);
  }
}

/** The PGlite data folder as a tar: from the running server, or read here when none runs. */
async function dumpPglite(config: BackupConfig): Promise<Buffer> {
  const fromServer = await requestPgliteDump(config.dataDir);
  if (fromServer) return fromServer;
  const dir = pgliteDir(config);
  if (await pgliteInUse(dir)) {
    throw new Error(
      `folder PGlite ${dir} sedang dibuka (postmaster.pid) tetapi server tidak menjawab di DATA_DIR/control.sock. ` +
        'Jika tidak ada server yang berjalan (server berhenti tidak wajar), hapus postmaster.pid itu lalu ulangi.',
    );
  }
  if (!(await stat(path.join(dir, 'PG_VERSION')).catch(() => null)))
    throw new Error(`tidak ada basis data PGlite di ${dir}`);
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  try {
    await client.exec('checkpoint');
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

export interface BackupResult {
  archive: string;
  manifest: BackupManifest;
  bytes: number;
}

/**
 * Writes one archive into `outDir`. Files are listed before the database dump and again after
 * it, so every file the dump refers to is in the archive (an upload is stored before its row
 * commits, a replaced file deleted only after), except one both uploaded and replaced while the
 * backup ran. A file deleted meanwhile may be in the archive without a row: harmless.
 */
export async function createBackup(
  config: BackupConfig,
  options: { outDir: string; now?: Date },
): Promise<BackupResult> {
  const at = options.now ?? new Date();
  await mkdir(options.outDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.outDir, '.backup-'));
  try {
    const storage = storageFromConfig(config);
    const filesRoot = path.join(staging, FILES);
    await mkdir(filesRoot);
    const copied = new Set<string>();
    await copyFiles(storage, filesRoot, copied);
    const kind = databaseKind(config);
    if (kind === 'pglite') {
      await writeFile(path.join(staging, PGLITE_DUMP), await dumpPglite(config));
    } else {
      const target = libpqTarget(config.databaseUrl);
      // One snapshot of the whole database (pg_dump's own repeatable-read transaction).
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          // The page store's shared table (pages/shared-store.ts) is a cache: not kept.
          '--exclude-schema=page_store',
          `--file=${path.join(staging, PG_DUMP)}`,
          `--dbname=${target.dbname}`,
        ],
        target.env,
      );
    }
    await copyFiles(storage, filesRoot, copied);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: at.toISOString(),
      database: kind,
      storage: config.storage.kind,
      files: copied.size,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = path.join(path.resolve(options.outDir), archiveName(at));
    const partial = `${archive}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST,
      kind === 'pglite' ? PGLITE_DUMP : PG_DUMP,
      FILES,
    ]);
    // Only a finished archive carries the final name.
    await rename(partial, archive);
    return { archive, manifest, bytes: (await stat(archive)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function walk(root: string, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await walk(root, key)));
    else if (entry.isFile()) keys.push(key);
  }
  return keys;
}

/** Instances still connected to the database (every server connection names itself). */
async function runningInstances(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()',
      [APPLICATION_NAME],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

async function restorePglite(config: BackupConfig, dump: Buffer): Promise<void> {
  const dir = pgliteDir(config);
  if (await serverRunning(config.dataDir))
    throw new Error(
      'server masih berjalan pada DATA_DIR ini: hentikan dulu, lalu ulangi pemulihan',
    );
  if (await pgliteInUse(dir)) {
    throw new Error(
      `folder PGlite ${dir} sedang dibuka (postmaster.pid): hentikan server; jika server berhenti tidak wajar, hapus postmaster.pid itu`,
    );
  }
  const aside = `${dir}.before-restore`;
  await rm(aside, { recursive: true, force: true });
  const hadFolder = (await stat(dir).catch(() => null)) !== null;
  if (hadFolder) await rename(dir, aside);
  try {
    await mkdir(dir, { recursive: true });
    const client = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([new Uint8Array(dump)]),
      extensions: { pg_trgm },
    });
    await client.query('select 1');
    await client.close();
  } catch (error) {
    // Put the folder back as it was.
    await rm(dir, { recursive: true, force: true });
    if (hadFolder) await rename(aside, dir);
    throw error;
  }
  await rm(aside, { recursive: true, force: true });
}

async function restorePostgres(url: string, dumpFile: string): Promise<void> {
  const others = await runningInstances(url);
  if (others > 0)
    throw new Error(
      `${others} koneksi server masih terbuka ke basis data ini: hentikan semua instance, lalu ulangi pemulihan`,
    );
  const target = libpqTarget(url);
  // One transaction: our schemas are dropped and the dump replayed, or nothing changes.
  const prelude =
    'drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\ndrop schema if exists page_store cascade;\ncreate schema public;\n';
  await run(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      `--dbname=${target.dbname}`,
    ],
    target.env,
    async (stdin) => {
      stdin.write(prelude);
      const script = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dumpFile], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      script.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const exited = new Promise<number | null>((resolve, reject) => {
        script.on('error', reject);
        script.on('close', resolve);
      });
      script.stdout.pipe(stdin, { end: false });
      const code = await exited;
      if (code !== 0) throw new Error(`pg_restore gagal (kode ${code}): ${stderr.trim()}`);
    },
  );
}

async function restoreFiles(storage: Storage, root: string): Promise<number> {
  const wanted = new Set(await walk(root));
  for (const key of wanted) await storage.put(key, await readFile(filePath(root, key)));
  const extra: string[] = [];
  for await (const key of storage.keys()) if (!wanted.has(key)) extra.push(key);
  for (const key of extra) await storage.delete(key);
  return wanted.size;
}

/**
 * Brings an archive back: the database as it was and exactly the archived files (files stored
 * since are removed). Every server on this data must be stopped first; it refuses otherwise.
 */
export async function restoreBackup(
  config: BackupConfig,
  archive: string,
): Promise<BackupManifest> {
  if (!(await stat(archive).catch(() => null))?.isFile())
    throw new Error(`arsip tidak ditemukan: ${archive}`);
  await mkdir(config.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const manifest = JSON.parse(
      await readFile(path.join(staging, MANIFEST), 'utf8').catch(() => '{}'),
    ) as Partial<BackupManifest>;
    if (manifest.format !== BACKUP_FORMAT)
      throw new Error(
        `${archive} bukan arsip cadangan katalog (format ${String(manifest.format)})`,
      );
    const kind = databaseKind(config);
    if (manifest.database !== kind) {
      throw new Error(
        `arsip ini berisi basis data ${manifest.database}, sedangkan konfigurasi ini memakai ${kind} (${kind === 'pglite' ? 'DATABASE_URL kosong' : 'DATABASE_URL'})`,
      );
    }
    if (kind === 'pglite')
      await restorePglite(config, await readFile(path.join(staging, PGLITE_DUMP)));
    else await restorePostgres(config.databaseUrl, path.join(staging, PG_DUMP));
    const filesRoot = path.join(staging, FILES);
    await mkdir(filesRoot, { recursive: true });
    await restoreFiles(storageFromConfig(config), filesRoot);
    return manifest as BackupManifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
