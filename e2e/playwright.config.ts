// Playwright journeys against the built app and the real server (demo data, fresh database per run),
// in Debian's Chromium; never a downloaded browser.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';
import { E2E_ADMIN_PASSWORD, E2E_RESET_PASSWORD, e2eMfaPort } from './credentials.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8091);

// A fresh folder per run: the journeys start from the demo seed, never from a previous run, and
// serve a web build of their own (dist/ is shared with npm start and the benches).
const runDir = mkdtempSync(path.join(tmpdir(), 'katalog-e2e-'));
const dataDir = process.env.E2E_DATA_DIR ?? path.join(runDir, 'data');
const mfaPort = e2eMfaPort();
// `npm test` builds the web app beside Vitest and names the folder (scripts/test.ts): then only the
// server starts here. Alone, the journeys build it first.
const prebuiltWeb = process.env.E2E_PREBUILT_WEB;
const webDir = prebuiltWeb ?? path.join(runDir, 'web');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results', 'e2e-artifacts'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results', 'e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    acceptDownloads: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // Always build the current code, into this run's folder: `npm start` alone would reuse a stale
    // dist/, and another build of dist/ while the journeys run would remove the chunks they load.
    command: prebuiltWeb
      ? 'node e2e/serve.ts'
      : `npx vite build --logLevel warn --outDir ${JSON.stringify(webDir)} --emptyOutDir && node e2e/serve.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api-web/config`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // On loopback only: the journeys' server has a known password and answers nobody else.
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      E2E_WEB_ROOT: webDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      RESET_PASSWORD: E2E_RESET_PASSWORD,
      APP_NAME: 'Katalog Pneumatik',
      CHAT_PHONE: '6280000000000',
      SEED_DEMO: '1',
      // The journeys sign in from one address far more often than an office does.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_SUBSCRIBE: '1000',
      // The journeys sign in as the seeded superuser with the password alone; the second factor's
      // journeys run on a second server with the default (e2e/serve.ts, admin-two-step.spec.ts).
      MFA_REQUIRED_ROLES: '',
      E2E_MFA_PORT: String(mfaPort),
      E2E_MFA_DATA_DIR: path.join(runDir, 'data-mfa'),
      // 's3' (default): uploads in a local S3-protocol server (e2e/serve.ts); 'local': DATA_DIR.
      E2E_STORAGE: process.env.E2E_STORAGE ?? 's3',
    },
  },
});
