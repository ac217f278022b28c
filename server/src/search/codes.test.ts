// The part numbers a query names (codes.ts): maker's names stripped, spacing ignored, synonym
// partners added, and the tier at which a stored code answers.
import { describe, expect, it } from 'vitest';
import {
  codeCandidates,
  codeSynonyms,
  codeTier,
  endsSegment,
  makerKey,
  segmentMask,
} from './codes.ts';

const none = new Map<string, string[]>();

describe('codeCandidates', () => {
  it('reads a code however it is spaced or dashed', () => {
    for (const text of ['adn 12 25', 'ADN-12-25', 'adn1225', ' Adn–12 25 '])
      expect(codeCandidates(text, none)[0]).toEqual({ code: 'adn1225', maker: null });
  });

  it("takes a maker's name of up to three words off either end", () => {
    expect(codeCandidates('SMC CDQ2B12-25', none)).toContainEqual({
      code: 'cdq2b1225',
      maker: 'smc',
    });
    expect(codeCandidates('CDQ2B12-25 smc', none)).toContainEqual({
      code: 'cdq2b1225',
      maker: 'smc',
    });
    expect(codeCandidates('Parker-Hannifin Ltd P1D 32', none)).toContainEqual({
      code: 'p1d32',
      maker: 'parkerhannifin ltd',
    });
    expect(codeCandidates('a b c d CODE-1', none)).not.toContainEqual({
      code: 'code1',
      maker: 'a b c d',
    });
  });

  it("adds a staff synonym's other sides, qualified alike", () => {
    const synonyms = codeSynonyms([
      ['cq2b12-25', 'CDQ2B12-25'],
      ['tabung mini', 'adn 12 25'],
    ]);
    expect(synonyms.get('cq2b1225')).toEqual(['cdq2b1225']);
    expect(synonyms.get('cdq2b1225')).toEqual(['cq2b1225']);
    expect(codeCandidates('CQ2B 12-25', synonyms)).toEqual(
      expect.arrayContaining([
        { code: 'cq2b1225', maker: null },
        { code: 'cdq2b1225', maker: null },
      ]),
    );
    expect(codeCandidates('SMC cq2b12-25', synonyms)).toContainEqual({
      code: 'cdq2b1225',
      maker: 'smc',
    });
    expect(codeCandidates('Tabung Mini', synonyms)).toContainEqual({
      code: 'adn1225',
      maker: null,
    });
  });
});

describe('segmentMask and codeTier', () => {
  it('marks where the code as written has separators, not its end', () => {
    const mask = segmentMask('ADN-12-25-A-P-A');
    expect([3, 5, 7, 8, 9].every((length) => endsSegment(mask, length))).toBe(true);
    expect([1, 2, 4, 6, 10].some((length) => endsSegment(mask, length))).toBe(false);
    expect(segmentMask('CDQ2B12-25-')).toBe(segmentMask('CDQ2B12-25'));
    expect(segmentMask('SC20')).toBe(0);
  });

  it('answers whole codes, codes without their option suffix, and code starts with a digit from 4 characters', () => {
    const stored = (code: string) =>
      [code.toLowerCase().replace(/[-\s]/g, ''), segmentMask(code)] as const;
    expect(codeTier(...stored('ADN-12-25-A-P-A'), 'adn1225apa')).toBe('exact');
    expect(codeTier(...stored('ADN-12-25-A-P-A'), 'adn1225')).toBe('segment');
    expect(codeTier(...stored('ADN-12-250-A-P-A'), 'adn1225')).toBe('prefix');
    expect(codeTier(...stored('CDQ2B12-25'), 'cdq2b12')).toBe('segment');
    expect(codeTier(...stored('CDQ2B12-25'), 'cdq2b1')).toBe('prefix');
    // Too short, or no digit: a series or a word, not a code's start.
    expect(codeTier(...stored('CDQ2B12-25'), 'cdq')).toBeNull();
    expect(codeTier(...stored('VUVG-L14'), 'vuvg')).toBeNull();
    expect(codeTier(...stored('ADN-12-25'), 'adn12250')).toBeNull();
  });

  it("compares makers' names by their words", () => {
    expect(makerKey(' Parker-Hannifin  LTD ')).toBe('parkerhannifin ltd');
    expect(makerKey('SMC')).toBe('smc');
  });
});
