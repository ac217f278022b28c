// CPU per server render of pages rendered on demand (issue 34, item 3): the real app over the demo
// catalogue (PGlite in a temporary DATA_DIR), the built web app (dist/, `npm run build` first), and
// distinct URLs each asked once through the page route (search pages, filtered lists), so no cache
// answers them. Prints CPU ms per page (process, all threads), latency and the HTML's bytes (with
// the inline CSS part apart). Figures, not pass/fail; compare commits by runs made back to back.
//
//   node bench/pages/cpu.ts [--count 200] [--profile out.cpuprofile] [--web-root other/dist]
//   (--web-root: another build, e.g. of the commit before, for runs back to back)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/src/config.ts';
import { buildApp } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { ensureBaseData } from '../../server/src/seed/base.ts';
import { seedDemoIfEmpty } from '../../server/src/seed/demo.ts';
import { startProfile, timeEach } from '../lib/in-process.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '200' },
    profile: { type: 'string' },
    'web-root': { type: 'string' },
  },
});
const count = Number(values.count);
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'kp-bench-pages-'));
const config = {
  ...loadConfig({}),
  dataDir,
  seedDemo: true,
  prerender: false,
  logLevel: 'warn',
};
const database = await openDatabase({ url: '', pgliteDir: path.join(dataDir, 'pglite') });
const webRoot = path.resolve(values['web-root'] ?? path.join(root, 'dist'));
const app = await buildApp({ config, database, webRoot });
await app.ready();
await ensureBaseData(app, () => undefined);
await seedDemoIfEmpty(app);
try {
  const words = ['katup', 'pompa', 'motor', 'sensor', 'kabel', 'filter', 'pipa', 'valve'];
  const urls = Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? `/search?search=${words[index % words.length]}&page=${1 + (index >> 4)}&n=${index}`
      : `/new-product?page=1&sort=${index % 4 === 1 ? 'name' : 'newest'}&n=${index}`,
  );
  const ask = (url: string) => app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  // Warm-up: every screen's code loaded, compiled rules kept, on URLs not timed.
  for (const url of urls.slice(0, 20)) await ask(`${url}&warm=1`);
  const bytes: number[] = [];
  const inlineCss: number[] = [];
  const run = async (url: string) => {
    const answer = await ask(url);
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
    bytes.push(answer.rawPayload.length);
    const styles = answer.body.match(/<style[^>]*>[^<]*<\/style>/g) ?? [];
    inlineCss.push(styles.reduce((sum, style) => sum + style.length, 0));
  };
  const stopProfile = await startProfile(values.profile);
  const timing = await timeEach(urls, run);
  await stopProfile();
  const mean = (list: number[]) => Math.round(list.reduce((a, b) => a + b, 0) / list.length);
  console.log(
    JSON.stringify(
      {
        pages: timing.count,
        cpuMsPerPage: Number(timing.cpuPerCall.toFixed(2)),
        p50: Number(timing.p50.toFixed(2)),
        p95: Number(timing.p95.toFixed(2)),
        htmlBytes: mean(bytes),
        inlineCssBytes: mean(inlineCss),
      },
      null,
      1,
    ),
  );
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
