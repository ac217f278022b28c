// The one Chromium of every browser run (Vitest browser mode, Playwright, Lighthouse), found in
// this order: `CHROMIUM_PATH`, Debian's /usr/bin/chromium, then Playwright's own browser (after
// `npx playwright install chromium`). Never downloaded by a test run itself.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The one line a newcomer reads when no Chromium is found. */
export const CHROMIUM_MISSING =
  'Chromium tidak ditemukan: pasang dengan `sudo apt-get install -y chromium` (Debian/Ubuntu) atau ' +
  '`npx playwright install chromium`, atau tunjuk yang sudah ada dengan CHROMIUM_PATH=/jalur/ke/chromium.';

function playwrightChromium(): string | null {
  try {
    return chromium.executablePath() || null;
  } catch {
    return null;
  }
}

/** The candidates in order, each with where it came from. */
export function chromiumCandidates(
  env: NodeJS.ProcessEnv = process.env,
): { source: string; path: string }[] {
  const candidates: { source: string; path: string }[] = [];
  if (env.CHROMIUM_PATH) candidates.push({ source: 'CHROMIUM_PATH', path: env.CHROMIUM_PATH });
  candidates.push({ source: 'Debian', path: DEBIAN_CHROMIUM });
  const own = playwrightChromium();
  if (own) candidates.push({ source: 'Playwright', path: own });
  return candidates;
}

/**
 * The first candidate that exists, or null. A `CHROMIUM_PATH` that does not exist is not skipped
 * silently: it is the only candidate then, so a typo fails instead of testing another browser.
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): string | null {
  const candidates = chromiumCandidates(env);
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return candidates.find((candidate) => exists(candidate.path))?.path ?? null;
}

/** What the configs launch: the found browser, else Debian's path (the launch error then names it). */
export const CHROMIUM_PATH = findChromium() ?? DEBIAN_CHROMIUM;

/** Flags for running it headless as root on these machines. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
