import { describe, expect, it } from 'vitest';
import { CHROMIUM_MISSING, DEBIAN_CHROMIUM, chromiumCandidates, findChromium } from './chromium.ts';

const only =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);
const playwrightOwn =
  chromiumCandidates({}).find((candidate) => candidate.source === 'Playwright')?.path ?? '';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first when it exists', () => {
    expect(
      findChromium(
        { CHROMIUM_PATH: '/opt/chrome/chrome' },
        only('/opt/chrome/chrome', DEBIAN_CHROMIUM),
      ),
    ).toBe('/opt/chrome/chrome');
  });

  it('does not fall back when CHROMIUM_PATH names a missing file', () => {
    expect(findChromium({ CHROMIUM_PATH: '/typo/chromium' }, only(DEBIAN_CHROMIUM))).toBeNull();
  });

  it("then Debian's chromium, then Playwright's own browser", () => {
    expect(findChromium({}, only(DEBIAN_CHROMIUM, playwrightOwn))).toBe(DEBIAN_CHROMIUM);
    expect(playwrightOwn).toMatch(/chrom/i);
    expect(findChromium({}, only(playwrightOwn))).toBe(playwrightOwn);
  });

  it('finds nothing when none exists, and the message says how to get one', () => {
    expect(findChromium({}, () => false)).toBeNull();
    expect(CHROMIUM_MISSING).toContain('apt-get install -y chromium');
    expect(CHROMIUM_MISSING).toContain('npx playwright install chromium');
    expect(CHROMIUM_MISSING).toContain('CHROMIUM_PATH');
  });
});
