// Run-time configuration (DECISIONS.md "Product and configuration"): every value has a safe
// default so that `npm start` works with nothing set.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL URL; empty means PGlite in-process under dataDir/pglite. */
  databaseUrl: string;
  adminPassword: string;
  appName: string;
  chatPhone: string;
  superuserRoleId: number;
  adminRoleId: number;
  /** Password used by "Reset Password"; empty means generate one at first start. */
  resetPassword: string;
  seedDemo: boolean;
  logLevel: string;
  /** Seconds public GET answers are cached per process; 0 turns the cache off. */
  publicCacheSeconds: number;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function boolFrom(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL ?? '',
    adminPassword: env.ADMIN_PASSWORD ?? '',
    appName: env.APP_NAME ?? 'Katalog Pneumatik',
    // A clearly fake number (Indonesian prefix, all zeros) until the real one is configured.
    chatPhone: env.CHAT_PHONE ?? '6280000000000',
    superuserRoleId: intFrom(env.SUPERUSER_ROLE_ID, 1),
    adminRoleId: intFrom(env.ADMIN_ROLE_ID, 2),
    resetPassword: env.RESET_PASSWORD ?? '',
    seedDemo: boolFrom(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicCacheSeconds: intFrom(env.PUBLIC_CACHE_SECONDS, 30),
  };
}
