// The e2e server: the real server entry (migrations, seed, API, uploads, the app) serving the web
// build Playwright made for this run in its own folder, so that another build of dist/ on the same
// machine (npm start, a bench, a second run) can not swap the app out from under the journeys.
// Uploads go to S3 by default (E2E_STORAGE=s3): a real S3-protocol server (s3rver) in this
// process on loopback, so the journeys' uploads, pages and deletions go through STORAGE=s3.
import { rmSync } from 'node:fs';
import { startServer } from '../server/src/main.ts';
import { startLocalS3 } from '../test/s3rver.ts';

const webRoot = process.env.E2E_WEB_ROOT;
if (!webRoot) throw new Error('E2E_WEB_ROOT is not set: run through e2e/playwright.config.ts');
if ((process.env.E2E_STORAGE ?? 's3') === 's3') {
  const s3 = await startLocalS3();
  Object.assign(process.env, s3.env());
  process.on('exit', () => rmSync(s3.directory, { recursive: true, force: true }));
}
// The second factor's journeys (admin-two-step.spec.ts): a second server, on its own port and
// database, with MFA_REQUIRED_ROLES at its default (the superuser role), which the main one turns
// off. Started first: Playwright waits for the main one's URL, so both are up by then.
if (process.env.E2E_MFA_PORT && process.env.E2E_MFA_DATA_DIR) {
  const { MFA_REQUIRED_ROLES: _off, ...env } = process.env;
  await startServer({
    webRoot,
    env: {
      ...env,
      PORT: process.env.E2E_MFA_PORT,
      DATA_DIR: process.env.E2E_MFA_DATA_DIR,
      SEED_DEMO: '0',
    },
  });
}
await startServer({ webRoot });
