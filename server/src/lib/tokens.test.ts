import { describe, expect, it } from 'vitest';
import { csrfToken } from './tokens.ts';

describe('csrfToken', () => {
  it('gives 256-bit base64url tokens, each different, across refills of its random buffer', () => {
    const tokens = Array.from({ length: 1000 }, () => csrfToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // A wiped byte handed out again would show as a run of zeros ('A' in base64url).
    expect(tokens.filter((token) => token.startsWith('AAAAAAAA'))).toEqual([]);
  });
});
