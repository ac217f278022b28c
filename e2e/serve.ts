// The e2e server: the real server entry (migrations, seed, API, uploads, the app) serving the web
// build Playwright made for this run in its own folder, so that another build of dist/ on the same
// machine (npm start, a bench, a second run) can not swap the app out from under the journeys.
import { startServer } from '../server/src/main.ts';

const webRoot = process.env.E2E_WEB_ROOT;
if (!webRoot) throw new Error('E2E_WEB_ROOT is not set: run through e2e/playwright.config.ts');
await startServer({ webRoot });
