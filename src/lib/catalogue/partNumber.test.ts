import { describe, expect, it } from 'vitest';
import { partNumberOf } from './partNumber.ts';

describe('partNumberOf', () => {
  it('reads the code that ends a name', () => {
    expect(partNumberOf('Silinder Kompak SC-20')).toBe('SC-20');
    expect(partNumberOf('Silinder Kompak SC-120')).toBe('SC-120');
    expect(partNumberOf('Regulator Filter PR-35')).toBe('PR-35');
    // A bulk name: maker and serial.
    expect(partNumberOf('Silinder Kompak Aerotek 1042')).toBe('1042');
  });

  it('keeps a code of several words: a series in capitals and its size', () => {
    expect(partNumberOf('Silinder Kompak ACQ 32x50')).toBe('ACQ 32x50');
    expect(partNumberOf('Silinder Kompak CQ2 32x50')).toBe('CQ2 32x50');
    expect(partNumberOf('Katup 5/2 VX-30')).toBe('5/2 VX-30');
  });

  it('keeps a unit after a number: sizes tell fittings and panels apart', () => {
    expect(partNumberOf('Fitting Push-in 8 mm')).toBe('8 mm');
    expect(partNumberOf('Panel ATS-AMF 100 kVA')).toBe('ATS-AMF 100 kVA');
    expect(partNumberOf('Katup Solenoid 5/2 Way')).toBe('5/2 Way');
    // A colour is a word, not a unit.
    expect(partNumberOf('Selang PU 8x5 Biru')).toBeNull();
  });

  it('is null without a code at the end, or when the name is only a code', () => {
    expect(partNumberOf('Katup Solenoid')).toBeNull();
    expect(partNumberOf('Silinder SC-20 Tahan Panas')).toBeNull();
    expect(partNumberOf('SC-20')).toBeNull();
    expect(partNumberOf('  ')).toBeNull();
    // 'Push-in' starts with a capital but is a word, not a code.
    expect(partNumberOf('Fitting Push-in')).toBeNull();
  });

  it('ignores extra spaces', () => {
    expect(partNumberOf('  Silinder   Kompak  SC-20 ')).toBe('SC-20');
  });
});
