import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// A factory, not a shared object: Vitest mutates browser options per project.
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

const alias = {
  '@': path.join(dirname, 'src'),
  '@mocks': path.join(dirname, 'mocks'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one file at a
    // time. Two keep both cores busy (a node file beside a story file, or two story pages).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'test/**/*.test.ts',
            'app/**/*.test.ts',
            'scripts/**/*.test.ts',
            // The server's own unit tests (no server started, no database): in an API worker each
            // paid a fork and the server's imports for 0-4 s of tests (docs/decisions.md, session 21).
            'server/src/**/*.test.ts',
          ],
          // Tests that start the real server run with the API project.
          exclude: ['**/node_modules/**', 'test/**/*.api.test.ts'],
          // The files share their workers' module cache (docs/decisions.md, session 17): each
          // imported the domain, the routes and the contract again, most of the project's time.
          // A file that changes a global puts it back (vi.unstubAllGlobals, useRealTimers).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/test/**/*.test.ts', 'test/**/*.api.test.ts'],
          // One PGlite per test file; files run in parallel on the two cores. A file's setup (a
          // PGlite, the demo seed) passed 60 s at load 17; a passing setup is not slowed.
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // The files share their workers' module cache, as `unit` does: each forked and imported
          // the server, the contract and its validator again, 40-50 % of a short file's time
          // (docs/decisions.md, sessions 21 and 33). Each file builds and closes its own app.
          isolate: false,
        },
      },
      {
        test: {
          name: 'deploy',
          environment: 'node',
          // nginx in front of two server processes on PostgreSQL and s3rver (deploy/nginx.test.ts).
          include: ['deploy/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        plugins: [react()],
        test: {
          name: 'browser',
          include: ['src/**/*.test.tsx'],
          browser: chromiumBrowser(),
        },
      },
      {
        resolve: { alias },
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: chromiumBrowser(),
          // A story with a PDF or a long form takes seconds; two files at once take longer, and a
          // file's first story also loads the file's modules (QuoteDocument's first PDF: 14 s here
          // under load 8, over 30 s in CI, 69 s in a clean-clone run at load 17). A passing story
          // is not slowed by the margin.
          testTimeout: 120_000,
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
