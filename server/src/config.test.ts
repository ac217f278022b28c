// Defaults that bound the server's memory (docs/decisions.md, "RSS with the store full").
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it("keeps 16 MB of the public cache's answers and pages in memory unless PUBLIC_CACHE_MB says otherwise", () => {
    expect(loadConfig({}).publicCacheMb).toBe(16);
    expect(loadConfig({ PUBLIC_CACHE_MB: '32' }).publicCacheMb).toBe(32);
  });

  it("starts one visitors' render worker unless VISITOR_RENDER_WORKERS says otherwise (none below 0)", () => {
    expect(loadConfig({}).visitorRenderWorkers).toBe(1);
    expect(loadConfig({ VISITOR_RENDER_WORKERS: '2' }).visitorRenderWorkers).toBe(2);
    expect(loadConfig({ VISITOR_RENDER_WORKERS: '0' }).visitorRenderWorkers).toBe(0);
    expect(loadConfig({ VISITOR_RENDER_WORKERS: '-1' }).visitorRenderWorkers).toBe(0);
  });

  it('leaves the pages rendered at once to the pages plugin unless MAX_RENDERS names a number (1 at least)', () => {
    expect(loadConfig({}).maxRenders).toBeNull();
    expect(loadConfig({ MAX_RENDERS: '' }).maxRenders).toBeNull();
    expect(loadConfig({ MAX_RENDERS: '8' }).maxRenders).toBe(8);
    expect(loadConfig({ MAX_RENDERS: '0' }).maxRenders).toBe(1);
  });

  it('hashes passwords at scrypt N=16384 unless PASSWORD_SCRYPT_N names a dearer power of two, up to 2^17', () => {
    expect(loadConfig({}).passwordScryptN).toBe(16384);
    expect(loadConfig({ PASSWORD_SCRYPT_N: '' }).passwordScryptN).toBe(16384);
    expect(loadConfig({ PASSWORD_SCRYPT_N: '65536' }).passwordScryptN).toBe(65536);
    for (const wrong of ['1000', '512', '1024', '8192', '262144', 'banyak'])
      expect(() => loadConfig({ PASSWORD_SCRYPT_N: wrong })).toThrow(/PASSWORD_SCRYPT_N/);
  });
});
