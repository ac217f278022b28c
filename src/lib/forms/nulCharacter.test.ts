import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { nulErrors } from './nulCharacter.ts';

describe('nulErrors', () => {
  it('names each field whose text holds NUL, at any depth', () => {
    expect(
      nulErrors({
        name: 'a\u0000b',
        email: 'ok',
        words: ['x', 'y\u0000'],
        nested: { deep: ['\u0000'] },
      }),
    ).toEqual({
      name: MESSAGES.nulCharacter,
      words: MESSAGES.nulCharacter,
      nested: MESSAGES.nulCharacter,
    });
  });

  it('names the field whose nested key holds NUL', () => {
    expect(nulErrors({ filter: { 'na\u0000me': 'x' } })).toEqual({ filter: MESSAGES.nulCharacter });
  });

  it('passes text without NUL', () => {
    expect(nulErrors({ name: 'Silinder', count: 3, flag: null })).toEqual({});
  });
});
