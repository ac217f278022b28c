import { describe, expect, it } from 'vitest';
import {
  TOO_FEW_SYNONYM_WORDS,
  joinSynonymWords,
  parseSynonymWords,
  synonymWordsError,
} from './synonymWords.ts';

describe('parseSynonymWords', () => {
  it('splits at commas, trims, collapses spaces, lower-cases and drops repeats and blanks', () => {
    expect(parseSynonymWords(' Silinder,cylinder ,, Piston   Rod, silinder ')).toEqual([
      'silinder',
      'cylinder',
      'piston rod',
    ]);
  });
  it('round-trips with joinSynonymWords', () => {
    expect(parseSynonymWords(joinSynonymWords(['katup', 'valve', 'klep']))).toEqual([
      'katup',
      'valve',
      'klep',
    ]);
  });
});

describe('synonymWordsError', () => {
  it('asks for two distinct words', () => {
    expect(synonymWordsError('')).toBe(TOO_FEW_SYNONYM_WORDS);
    expect(synonymWordsError('katup, KATUP ')).toBe(TOO_FEW_SYNONYM_WORDS);
    expect(synonymWordsError('katup, valve')).toBeUndefined();
  });
  it('refuses markup like every plain-text field', () => {
    expect(synonymWordsError(['katup', '<b>valve</b>'])).toBe(
      'Tidak boleh mengandung text HTML,CSS,Javascript',
    );
  });
  it('limits the count and the length of a word', () => {
    expect(synonymWordsError(Array.from({ length: 21 }, (_, i) => `kata${i}`).join(','))).toBe(
      'Maksimal 20 data.',
    );
    expect(synonymWordsError(`katup, ${'a'.repeat(101)}`)).toBe('Maksimal 100 karakter.');
  });
});
