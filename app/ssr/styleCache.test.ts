// The renderer's stylis wrapper: the same arguments compile once and give the same rules.
import { describe, expect, it, vi } from 'vitest';
import { rememberingStylis } from './styleCache.tsx';

describe('rememberingStylis', () => {
  it('compiles each set of arguments once and answers the same rules after', () => {
    const compile = vi.fn((css: string, selector?: string) => [`${selector ?? ''}{${css}}`]);
    const stylis = rememberingStylis(Object.assign(compile, { hash: 'h1' }));
    expect(stylis.hash).toBe('h1');
    const first = stylis('color: red;', '.a', undefined, 'sc-1');
    expect(stylis('color: red;', '.a', undefined, 'sc-1')).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
    // Another selector, component or text is another compilation (global styles have no selector).
    expect(stylis('color: red;', '.b', undefined, 'sc-1')).toEqual(['.b{color: red;}']);
    expect(stylis('color: red;', '.a', undefined, 'sc-2')).toEqual(['.a{color: red;}']);
    expect(stylis('color: blue;', '', undefined, undefined)).toEqual(['{color: blue;}']);
    expect(stylis('color: red;', '', undefined, undefined)).toEqual(['{color: red;}']);
    expect(compile).toHaveBeenCalledTimes(5);
    // One wrapper per stylis instance, so the rules outlive each page's sheet.
    expect(rememberingStylis(compile as never)).toBe(stylis);
  });

  it('keeps at most 5,000 compilations, dropping the oldest CSS first', () => {
    const compile = vi.fn((css: string, selector?: string) => [`${selector ?? ''}{${css}}`]);
    const stylis = rememberingStylis(Object.assign(compile, { hash: '' }));
    stylis('color: red;', '.a', undefined, 'sc-1');
    stylis('color: red;', '.b', undefined, 'sc-1');
    for (let n = 0; n < 4998; n++) stylis(`width: ${n}px;`, '.w', undefined, 'sc-2');
    expect(compile).toHaveBeenCalledTimes(5000);
    // One more: the oldest CSS text ('color: red;', both of its places) goes, the rest stay.
    stylis('width: 5000px;', '.w', undefined, 'sc-2');
    stylis('width: 4997px;', '.w', undefined, 'sc-2');
    expect(compile).toHaveBeenCalledTimes(5001);
    stylis('color: red;', '.a', undefined, 'sc-1');
    expect(compile).toHaveBeenCalledTimes(5002);
  });
});
