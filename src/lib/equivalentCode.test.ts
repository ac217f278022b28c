import { describe, expect, it } from 'vitest';
import { isCodeSearch, normaliseCode } from './equivalentCode.ts';

describe('normaliseCode', () => {
  it('ignores case, spaces, dashes, dots, slashes and underscores', () => {
    expect(normaliseCode('CDQ2B32-50')).toBe('cdq2b3250');
    expect(normaliseCode('cdq2b 32-50')).toBe('cdq2b3250');
    expect(normaliseCode(' CDQ2B_32.50 ')).toBe('cdq2b3250');
    expect(normaliseCode('DSBC-63-100-PPVA-N3')).toBe('dsbc63100ppvan3');
    expect(normaliseCode('G1/8')).toBe('g18');
    expect(normaliseCode('SY5120–5LZD')).toBe('sy51205lzd');
  });

  it('keeps letters and digits, other marks included', () => {
    expect(normaliseCode('MHZ2-16D+')).toBe('mhz216d+');
    expect(normaliseCode('ÉLITE')).toBe('élite');
  });

  it('folds full-width characters a phone keyboard may type', () => {
    expect(normaliseCode('ＣＤＱ２Ｂ３２－５０')).toBe('cdq2b3250');
  });

  it('leaves nothing of a text of separators only', () => {
    expect(normaliseCode(' - / . _ ')).toBe('');
  });
});

describe('isCodeSearch', () => {
  it('matches a typed code however it is spaced and cased', () => {
    expect(isCodeSearch('cdq2b 32-50', 'CDQ2B32-50')).toBe(true);
    expect(isCodeSearch('CDQ2B32', 'CDQ2B32-50')).toBe(false);
    expect(isCodeSearch(' - ', '-')).toBe(false);
  });
});
