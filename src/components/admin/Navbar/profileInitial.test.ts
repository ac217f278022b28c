import { describe, expect, it } from 'vitest';
import { profileInitial } from './profileInitial.ts';

describe('profileInitial', () => {
  it('takes the first letter in upper case', () => {
    expect(profileInitial('budi santoso')).toBe('B');
    expect(profileInitial('Admin')).toBe('A');
  });
  it('skips leading spaces and keeps a whole code point', () => {
    expect(profileInitial('  siti')).toBe('S');
    expect(profileInitial('𝒜lif')).toBe('𝒜');
  });
  it('shows ? for an empty name', () => {
    expect(profileInitial('')).toBe('?');
    expect(profileInitial('   ')).toBe('?');
  });
});
