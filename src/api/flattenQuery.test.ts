import { describe, expect, it } from 'vitest';
import { createQuerySerializer } from 'openapi-fetch';
import { flattenQuery } from './flattenQuery.ts';

describe('flattenQuery', () => {
  it('writes nested filters as deepObject keys and keeps the rest', () => {
    expect(
      flattenQuery({ page: 1, search: 'a', spec: { 4: 'M5,G1/8', 5: { min: '1', max: '7' } } }),
    ).toEqual({
      page: 1,
      search: 'a',
      'spec[4]': 'M5,G1/8',
      'spec[5][min]': '1',
      'spec[5][max]': '7',
    });
    expect(flattenQuery({ spec: {}, list: [1, 2], gone: undefined })).toEqual({ list: [1, 2] });
  });

  it('gives openapi-fetch what it can serialize (it throws on a second level)', () => {
    const serialize = createQuerySerializer();
    expect(() => serialize({ spec: { 5: { min: '1' } } })).toThrow();
    expect(serialize(flattenQuery({ spec: { 5: { min: '1' } }, page: 2 }))).toBe(
      'spec[5][min]=1&page=2',
    );
  });
});
