// Debian's Chromium for every browser run (Vitest browser mode, Playwright, Lighthouse): never a
// downloaded browser, and none of its background calls to a network this machine does not have.
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
