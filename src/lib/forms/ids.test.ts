import { describe, expect, it } from 'vitest';
import { readId } from './ids.ts';

describe('readId', () => {
  it('reads a positive whole number', () => {
    expect(readId('12')).toBe(12);
  });

  it('refuses what is not an id', () => {
    for (const value of [null, undefined, '', '0', '-3', '1.5', 'abc'])
      expect(readId(value)).toBeNull();
  });
});
