import { describe, expect, it } from 'vitest';
import { nextEnabledIndex } from './navigation.ts';

describe('nextEnabledIndex', () => {
  it('moves and wraps in both directions', () => {
    expect(nextEnabledIndex([true, true, true], 0, 1)).toBe(1);
    expect(nextEnabledIndex([true, true, true], 2, 1)).toBe(0);
    expect(nextEnabledIndex([true, true, true], 0, -1)).toBe(2);
  });
  it('skips disabled items', () => {
    expect(nextEnabledIndex([true, false, true], 0, 1)).toBe(2);
    expect(nextEnabledIndex([false, true, true], -1, 1)).toBe(1);
  });
  it('finds the first and last from outside the list', () => {
    expect(nextEnabledIndex([true, true, false], -1, 1)).toBe(0);
    expect(nextEnabledIndex([true, true, false], 3, -1)).toBe(1);
  });
  it('stays put when nothing else is enabled, and gives 0 for an empty list', () => {
    expect(nextEnabledIndex([false, true, false], 1, 1)).toBe(1);
    expect(nextEnabledIndex([], -1, 1)).toBe(0);
  });
});
