// Server entry: open the database (migrations run), seed an empty one, listen, shut down cleanly.
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loggerOptions } from './logger.ts';
import { listenControl, serverRunning } from './ops/control.ts';
import { ensureBaseData } from './seed/base.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { backfillVariants } from './storage/backfill-variants.ts';

/** `env`: where the configuration is read from (the process's environment by default). */
export async function startServer(
  options: { webRoot?: string | null; env?: NodeJS.ProcessEnv } = {},
) {
  const config = loadConfig(options.env);
  // Two processes on one PGlite folder corrupt it, and PGlite itself does not refuse the second.
  if (!config.databaseUrl && (await serverRunning(config.dataDir))) {
    throw new Error(`another server already runs on DATA_DIR ${config.dataDir}`);
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config.logLevel),
    webRoot: options.webRoot ?? null,
  });
  // Instances started together on an empty database: one seeds, the others find it seeded.
  await database.exclusive(async () => {
    await ensureBaseData(app);
    if (config.seedDemo && (await seedDemoIfEmpty(app))) app.log.info('demo content seeded');
  });
  // PGlite: `npm run backup` asks this process for its copy over DATA_DIR/control.sock.
  const control = await listenControl(config.dataDir, database, (message) => app.log.warn(message));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    // Stop accepting, finish in-flight requests, then close the database (PGlite flushes to disk).
    await app.close();
    await control?.close();
    await database.close();
    process.exit(0);
  };
  // `on`, not `once`: a second signal must not kill the process before PGlite has flushed.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // In the background, one picture at a time: a start after an upgrade answers at once.
  backfillVariants(app).catch((error: unknown) =>
    app.log.error({ err: error }, 'picture variant backfill failed'),
  );
  return app;
}

if (import.meta.main) {
  await startServer({ webRoot: path.resolve(import.meta.dirname, '../../dist') });
}
