import { describe, expect, it } from 'vitest';
import { RENDERS_AT_ONCE, rendersAtOnce } from './pages.ts';

describe('rendersAtOnce', () => {
  it('takes MAX_RENDERS when it is set, with or without render workers', () => {
    expect(rendersAtOnce(2, 1)).toBe(2);
    expect(rendersAtOnce(2, 0)).toBe(2);
  });

  it('keeps more pages in hand when workers render them than when the HTTP thread does', () => {
    expect(rendersAtOnce(null, 1)).toBe(RENDERS_AT_ONCE.workers);
    expect(rendersAtOnce(null, 2)).toBe(RENDERS_AT_ONCE.workers);
    expect(rendersAtOnce(null, 0)).toBe(RENDERS_AT_ONCE.thread);
    expect(RENDERS_AT_ONCE.workers).toBeGreaterThan(RENDERS_AT_ONCE.thread);
  });
});
