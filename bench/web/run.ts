// Page benchmarks (DESIGN.md budgets): gzip size of the JavaScript that / and /admin/dashboard load,
// the phone measure of /, a list page, a product page and a search (issue 34: JavaScript fetched
// and main-thread blocking at 390×844 with touch and the CPU slowed 4×), then Lighthouse scores for /, a
// list page, a product page and a search page, in Debian's Chromium. Figures only.
//   npm run bench:web [-- --skip-lighthouse] [-- --skip-phone] [-- --report-dir <folder>] (writes each page's Lighthouse JSON)
//     [-- --phone-runs 3] (loads per page of the phone measure; the median is shown)
//     [-- --runs 3] (Lighthouse runs per page; the median run is shown, as Lighthouse advises for
//     variance, with the range of the performance scores)
//     [-- --direct] (Lighthouse loads the server itself over HTTP/1.1; by default it loads it through
//     deploy/'s nginx site, over HTTP/2 and TLS, as in production; bench/web/server.ts says why. The
//     phone measure loads the server itself: over HTTP/2 Playwright gives a script's size unpacked)
//     [-- --server-root <tree>] (measures another tree's app: that tree is built and its
//     scripts/start.ts started, with its seed and its own Node flags, its node_modules installed
//     for its own package-lock (a hard-linked copy of a later tree's can lack a package it
//     imports); what is measured and how (this file, the nginx site) stay this tree's. Before and
//     after in one sitting: a worktree of the earlier commit, runs alternating B A B A)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium.ts';
import { pathTo } from '../../src/lib/routes/routes.ts';
import { percentile } from '../lib/percentile.ts';
import { BENCH_ADMIN_PASSWORD, CHROMIUM_FLAGS, startAppServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '8093' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-phone': { type: 'boolean', default: false },
    'phone-runs': { type: 'string', default: '3' },
    'report-dir': { type: 'string' },
    runs: { type: 'string', default: '3' },
    direct: { type: 'boolean', default: false },
    'server-root': { type: 'string' },
  },
});

// DESIGN.md: "initial JavaScript <= 150 kB gzip" on the public home.
const JS_BUDGET_KB = 150;

/**
 * The pages Lighthouse measures (demo seed). SEO 100 is the budget of the pages meant for the index;
 * search results are `noindex, follow` by design (docs/decisions.md), so Lighthouse's is-crawlable
 * audit fails there and its SEO is given without that audit too.
 */
const LIGHTHOUSE_PAGES: { path: string; isIndexed: boolean }[] = [
  { path: pathTo('l-home'), isIndexed: true },
  { path: pathTo('l-kategori-produk', {}, { id: 1 }), isIndexed: true },
  { path: pathTo('l-detail-product', { id: 1 }), isIndexed: true },
  { path: pathTo('l-search', {}, { search: 'katup' }), isIndexed: false },
];

/** Loads `path` and sums the gzip size of every script the page fetched. */
async function javascriptLoaded(url: string, path: string, token?: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  // The token must be there before the first script runs (a first visit would fill the cache).
  if (token) await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await browser.close();
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { files: scripts.size, kb: total / 1024 };
}

/** The pages of the phone measure (issue 34's figures are for the first three; then a search). */
const PHONE_PAGES = [
  pathTo('l-home'),
  pathTo('l-kategori-produk', {}, { id: 1 }),
  pathTo('l-detail-product', { id: 1 }),
  pathTo('l-search', {}, { search: 'silinder' }),
];
/** How much slower than this machine the phone's CPU is taken to be (DevTools' "4× slowdown"). */
const PHONE_CPU_SLOWDOWN = 4;
/** How long after `load` long tasks still count (hydration and late islands run then). */
const AFTER_LOAD_MS = 3000;
/** A task longer than this blocks input; what it runs beyond this is its blocking time. */
const LONG_TASK_MS = 50;

/** The middle of `values` by the benches' one percentile rule (nearest rank). */
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * One page on a mid-range phone: Chromium at 390×844 with touch, its CPU slowed through the DevTools
 * protocol. Gives the JavaScript fetched (compressed bytes as sent) and the blocking time: the sum
 * over long tasks of (duration − 50 ms), from navigation to 3 s after `load`.
 */
async function phoneLoad(url: string, path: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script')
        sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(`${url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const tasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    const blocking = tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0);
    return { kb: bytes / 1024, files: sizes.length, blockingMs: blocking, longTasks: tasks.length };
  } finally {
    await browser.close();
  }
}

async function adminToken(url: string): Promise<string> {
  const first = await fetch(`${url}/api-web/config`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${url}/api-web/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${cookie}`,
      'x-xsrf-token': decodeURIComponent(cookie),
    },
    body: JSON.stringify({ name: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  const body = (await login.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) throw new Error(`login failed: ${login.status}`);
  return body.data.accessToken;
}

async function lighthouseScores(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const rows = [];
    for (const { path, isIndexed } of LIGHTHOUSE_PAGES) {
      const run = async () => {
        const once = () =>
          lighthouse(`${url}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
        let attempt = await once();
        // A trace Lighthouse failed to record (NO_NAVSTART and the like) says nothing of the page:
        // it asks to be run again, so it is, once.
        if (attempt?.lhr.runtimeError) {
          console.log(`  (${path}: ${attempt.lhr.runtimeError.code}, running Lighthouse again)`);
          attempt = await once();
        }
        return attempt;
      };
      const runs = [];
      for (let i = 0; i < Math.max(1, Number(args.runs) || 1); i += 1) {
        const attempt = await run();
        if (attempt && !attempt.lhr.runtimeError) runs.push(attempt);
      }
      const median = runs.length ? computeMedianRun(runs.map((attempt) => attempt.lhr)) : undefined;
      const result = runs.find((attempt) => attempt.lhr === median);
      const scores = runs.map((attempt) =>
        Math.round((attempt.lhr.categories.performance?.score ?? 0) * 100),
      );
      if (result && args['report-dir']) {
        mkdirSync(args['report-dir'], { recursive: true });
        const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
        writeFileSync(`${args['report-dir']}/${name}.json`, JSON.stringify(result.lhr, null, 1));
      }
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
      const metrics = {
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls: (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
        si: ms('speed-index'),
      };
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      // is-crawlable fails on any noindex page: expected on search results, a defect elsewhere.
      const isNoindex = (audits['is-crawlable']?.score ?? 1) < 1;
      const seoRefs = (categories.seo?.auditRefs ?? []).filter(
        (ref) => ref.weight > 0 && ref.id !== 'is-crawlable',
      );
      const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
      const seoIndexable = seoWeight
        ? Math.round(
            (seoRefs.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 1), 0) /
              seoWeight) *
              100,
          )
        : Number.NaN;
      // What keeps a category below 100, so the figure says where to look.
      const failing = Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0 && (result?.lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => ref.id);
      rows.push({
        path,
        isIndexed,
        runs: scores,
        metrics,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        isNoindex,
        seoIndexable,
        failing,
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

const serverRoot = args['server-root'] ? path.resolve(args['server-root']) : undefined;
const server = await startAppServer(Number(args.port), args.direct, serverRoot);
console.log(
  `\nLighthouse loads pages from ${server.url} (${args.direct ? 'the server alone, HTTP/1.1' : "deploy/'s nginx site: HTTP/2 over TLS"})${serverRoot ? `; the app is ${serverRoot}'s` : ''}`,
);
try {
  // Sizes of what the server sends: the same either way.
  const home = await javascriptLoaded(server.appUrl, '/');
  const admin = await javascriptLoaded(
    server.appUrl,
    '/admin/dashboard',
    await adminToken(server.appUrl),
  );
  console.log('\nJavaScript loaded (gzip, level 9)');
  console.log(
    `  /                 ${home.kb.toFixed(1)} kB in ${home.files} files (budget ${JS_BUDGET_KB} kB)`,
  );
  console.log(`  /admin/dashboard  ${admin.kb.toFixed(1)} kB in ${admin.files} files`);
  if (!args['skip-phone']) {
    const runs = Math.max(1, Number(args['phone-runs']) || 1);
    console.log(
      `\nPhone (390×844, touch, CPU ${PHONE_CPU_SLOWDOWN}× slower; median of ${runs} loads; blocking = Σ(long task − ${LONG_TASK_MS} ms) to ${AFTER_LOAD_MS / 1000} s after load)`,
    );
    for (const path of PHONE_PAGES) {
      const loads = [];
      for (let i = 0; i < runs; i += 1) loads.push(await phoneLoad(server.appUrl, path));
      const blocking = loads.map((load) => Math.round(load.blockingMs));
      console.log(
        `  ${path.padEnd(26)} JS ${median(loads.map((load) => load.kb)).toFixed(1)} kB compressed in ${loads[0]?.files ?? 0} files  blocking ${median(blocking)} ms (${Math.min(...blocking)}-${Math.max(...blocking)}), ${median(loads.map((load) => load.longTasks))} long tasks`,
      );
    }
  }
  if (!args['skip-lighthouse']) {
    console.log(
      '\nLighthouse, mobile (budget: performance ≥ 95, accessibility and best practices 100, LCP ≤ 2.0 s; SEO 100 on the pages meant for the index)',
    );
    for (const row of await lighthouseScores(server.url)) {
      const seo = row.isIndexed
        ? `${row.seo}${row.isNoindex ? ' (NOINDEX: this page is meant for the index)' : ''}`
        : `${row.seo} (not budgeted: ${row.isNoindex ? 'noindex by design' : 'INDEXABLE, expected noindex'}; ${row.seoIndexable} without is-crawlable)`;
      const range =
        row.runs.length > 1
          ? ` (median of ${row.runs.length}: ${Math.min(...row.runs)}-${Math.max(...row.runs)})`
          : '';
      console.log(
        `  ${row.path.padEnd(22)} perf ${row.performance}${range}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${seo}`,
      );
      const m = row.metrics;
      console.log(
        `  ${''.padEnd(22)} FCP ${m.fcp}  LCP ${m.lcp}  TBT ${m.tbt}  CLS ${m.cls}  SI ${m.si}`,
      );
      if (row.failing.length)
        console.log(`  ${''.padEnd(22)} below 0.9: ${[...new Set(row.failing)].join(', ')}`);
    }
  }
} finally {
  server.stop();
}
