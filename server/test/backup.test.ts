// The restore drill (issue 15): `npm run backup` while the server runs, then data changed and
// deleted, files replaced and removed, `npm run restore`, and everything is as it was: every row
// of every table, every sequence, every stored file byte for byte. On PGlite (the backup asks the
// running server over its control socket) and on PostgreSQL (pg_dump; DATABASE_URL_TEST), each
// with the local disk and with S3 (s3rver). The commands run as child processes, as an operator
// runs them.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/s3rver.ts';
import type { StorageConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createBackup } from '../src/ops/backup.ts';
import { listenControl, requestPgliteDump, type ControlServer } from '../src/ops/control.ts';
import { storageFromConfig } from '../src/storage/from-config.ts';
import { formOf, pdfBytes, pngBytes } from './helpers/fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const root = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.DATABASE_URL_TEST;
// The database and the file store are backed up and restored by separate steps, so each pair is
// covered once: PGlite with local files, and PostgreSQL with S3 (PGlite with S3 when no server).
const drills: readonly (readonly ['pglite' | 'postgresql', 'local' | 's3'])[] = [
  ['pglite', 'local'],
  serverUrl ? ['postgresql', 's3'] : ['pglite', 's3'],
];

interface Command {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runScript(script: string, args: string[], env: Record<string, string>): Promise<Command> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

/** Every row of every table of ours, every sequence's position, every stored file's digest. */
async function snapshot(database: Database, storage: StorageConfig, dataDir: string) {
  const tables: Record<string, string[]> = {};
  const names = await rows(
    database,
    sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  );
  for (const { name } of names.rows) {
    const [schema, table] = String(name).split('.');
    const result = await rows(
      database,
      sql`select row_to_json(t)::text as j from ${sql.identifier(schema ?? '')}.${sql.identifier(table ?? '')} t order by 1`,
    );
    tables[String(name)] = result.rows.map((row) => String(row.j));
  }
  const sequences = (
    await rows(
      database,
      sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
    )
  ).rows;
  const files: Record<string, string> = {};
  const store = storageFromConfig({ dataDir, storage });
  for await (const key of store.keys())
    files[key] = createHash('sha256')
      .update((await store.get(key)) ?? '')
      .digest('hex');
  return { tables, sequences, files };
}

describe.each(drills)('restore drill on %s', (kind, storageKind) => {
  describe(`with ${storageKind} storage`, () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it(
      'backs up while the server runs, and restores every row and file after changes and deletions',
      // Two servers, a backup and a restore run as child processes: 130-170 s at load 16 here.
      { timeout: 420_000 },
      async () => {
        const dataDir = await mkdtemp(path.join(tmpdir(), 'kp-bk-'));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        const outDir = path.join(dataDir, 'backups');
        const env: Record<string, string> = { DATA_DIR: dataDir };

        let databaseUrl = '';
        if (kind === 'postgresql') {
          const name = `kp_test_backup_${randomBytes(6).toString('hex')}`;
          const admin = new pg.Client({ connectionString: serverUrl });
          await admin.connect();
          await admin.query(`create database ${name}`);
          await admin.end();
          cleanups.push(async () => {
            const dropper = new pg.Client({ connectionString: serverUrl });
            await dropper.connect();
            await dropper.query(`drop database if exists ${name} with (force)`);
            await dropper.end();
          });
          const url = new URL(serverUrl as string);
          url.pathname = `/${name}`;
          databaseUrl = url.toString();
          env.DATABASE_URL = databaseUrl;
        }
        let storage: StorageConfig = { kind: 'local' };
        if (storageKind === 's3') {
          const s3: LocalS3 = await startLocalS3();
          cleanups.push(() => s3.close());
          storage = { kind: 's3', s3: s3.config() };
          Object.assign(env, s3.env());
        }

        const open = () =>
          openDatabase(
            databaseUrl ? { url: databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
          );
        let database = await open();
        let control: ControlServer | null = await listenControl(dataDir, database);
        let t: TestApp = await buildTestApp({ dataDir, databaseUrl, storage }, { database });
        let token = await t.login();

        // Data with files: two categories with pictures (three stored keys each), the portfolio PDF.
        const katup = await t.call('POST', '/admin/category', {
          token,
          form: formOf({ name: 'Katup' }, [['image', await pngBytes(), 'k.png']]),
        });
        const silinder = await t.call('POST', '/admin/category', {
          token,
          form: formOf({ name: 'Silinder' }, [['image', await pngBytes(), 's.png']]),
        });
        expect([katup.status, silinder.status]).toEqual([200, 200]);
        const about = await t.call('POST', '/admin/tagline/main', {
          token,
          form: formOf(
            { tagline: 'Tentang kami', service1: 'A', service2: 'B', button_name: 'Tentang' },
            [['portfolio', pdfBytes(), 'p.pdf']],
          ),
        });
        expect(about.status).toBe(200);
        const before = await snapshot(database, storage, dataDir);
        expect(Object.keys(before.files).length).toBeGreaterThanOrEqual(7);

        const backup = await runScript('backup.ts', [outDir], env);
        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
        const archive = backup.stdout.trim().split('\n').at(-1) ?? '';
        expect(archive).toMatch(/katalog-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.tar\.gz$/);

        // Changes after the backup: a rename with a new picture (the old one deleted after commit),
        // a deletion with its files, a new record with new files.
        const katupId = katup.body.data.id as number;
        const renamed = await t.call('POST', `/admin/category/${katupId}`, {
          token,
          form: formOf({ name: 'Katup Baru' }, [['image', await pngBytes(), 'b.png']]),
        });
        expect(renamed.status).toBe(200);
        expect(
          (await t.call('DELETE', `/admin/category/${silinder.body.data.id}`, { token })).status,
        ).toBe(200);
        expect(
          (
            await t.call('POST', '/admin/category', {
              token,
              form: formOf({ name: 'Fitting' }, [['image', await pngBytes(), 'f.png']]),
            })
          ).status,
        ).toBe(200);
        const changed = await snapshot(database, storage, dataDir);
        expect(changed.tables).not.toEqual(before.tables);
        expect(
          Object.keys(changed.files).filter((key) => !(key in before.files)).length,
        ).toBeGreaterThan(0);
        expect(
          Object.keys(before.files).filter((key) => !(key in changed.files)).length,
        ).toBeGreaterThan(0);

        // Restoring under a running server is refused, and changes nothing.
        const refused = await runScript('restore.ts', [archive], env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          kind === 'pglite' ? /server masih berjalan/ : /koneksi server masih terbuka/,
        );
        expect((await snapshot(database, storage, dataDir)).tables).toEqual(changed.tables);

        await t.close();
        await control?.close();
        await database.close();
        const restored = await runScript('restore.ts', [archive], env);
        expect(restored.stderr).toBe('');
        expect(restored.code).toBe(0);

        database = await open();
        control = await listenControl(dataDir, database);
        t = await buildTestApp({ dataDir, databaseUrl, storage }, { database });
        cleanups.push(async () => {
          await t.close();
          await control?.close();
          await database.close();
        });
        const after = await snapshot(database, storage, dataDir);
        expect(after.tables).toEqual(before.tables);
        expect(after.sequences).toEqual(before.sequences);
        expect(after.files).toEqual(before.files);

        // And the server answers from it: the old names, the old picture served.
        token = await t.login();
        const list = await t.call('GET', '/category');
        expect((list.body.data as { name: string }[]).map((row) => row.name).sort()).toEqual([
          'Katup',
          'Silinder',
        ]);
        const picture = katup.body.data.image.path as string;
        const served = await fetch(`${t.baseUrl}${picture}`);
        expect(served.status).toBe(200);
        expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(20);
      },
    );
  });
});

describe('the PGlite control socket', () => {
  it("hands the running server's copy to the backup, only to its own user, and refuses a second server", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kp-ctl-'));
    try {
      const fake = { dumpDataDir: async () => new Blob(['pglite-tar']) } as unknown as Database;
      expect(await requestPgliteDump(dataDir)).toBeNull();
      const control = await listenControl(dataDir, fake);
      try {
        expect((await stat(path.join(dataDir, 'control.sock'))).mode & 0o777).toBe(0o600);
        expect((await requestPgliteDump(dataDir))?.toString()).toBe('pglite-tar');
        await expect(listenControl(dataDir, fake)).rejects.toThrow(/another server/);
      } finally {
        await control?.close();
      }
      // PostgreSQL has nothing to hand over: no socket.
      expect(await listenControl(dataDir, {} as Database)).toBeNull();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('never opens a PGlite folder that is open elsewhere when no server answers', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kp-ctl-'));
    try {
      await mkdir(path.join(dataDir, 'pglite'));
      await writeFile(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
      await expect(
        createBackup(
          { dataDir, databaseUrl: '', storage: { kind: 'local' } },
          { outDir: path.join(dataDir, 'out') },
        ),
      ).rejects.toThrow(/sedang dibuka \(postmaster.pid\)/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
