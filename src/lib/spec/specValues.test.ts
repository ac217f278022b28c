import { describe, expect, it } from 'vitest';
import {
  SPEC_MESSAGES,
  checkSpecValue,
  compareSpecAttributes,
  parseSpecNumber,
  specAttributeDraft,
  specCellText,
  specColumnHeader,
  specValueFits,
  specValueFromCell,
  specValueFromForm,
  type SpecRule,
} from './specValues.ts';
import {
  equivalentErrors,
  equivalentsCellText,
  equivalentsFromCell,
  normalisePartCode,
} from './equivalents.ts';

const rule = (kind: SpecRule['kind'], options: string[] = [], multiple = false): SpecRule => ({
  kind,
  options,
  multiple,
});

describe('specification values by kind', () => {
  it('reads numbers as staff type them, and nothing else', () => {
    expect(parseSpecNumber(' 12,5 ')).toBe(12.5);
    expect(parseSpecNumber('-10')).toBe(-10);
    expect(parseSpecNumber('.5')).toBe(0.5);
    for (const text of ['', '1e3', '12 mm', 'Infinity', '1.2.3', '0x10']) {
      expect(parseSpecNumber(text), text).toBeNull();
    }
  });

  it('checks API values against the kind', () => {
    expect(checkSpecValue(rule('number'), 32)).toEqual({ ok: true, value: 32 });
    expect(checkSpecValue(rule('number'), '32')).toEqual({
      ok: false,
      message: SPEC_MESSAGES.number,
    });
    expect(checkSpecValue(rule('range'), { min: 10, max: 1 })).toEqual({
      ok: false,
      message: SPEC_MESSAGES.rangeOrder,
    });
    const choice = rule('choice', ['M5', 'G1/8', 'G1/4']);
    expect(checkSpecValue(choice, ['G1/8', 'M5'])).toEqual({
      ok: false,
      message: SPEC_MESSAGES.choiceOne,
    });
    const many = rule('choice', ['M5', 'G1/8', 'G1/4'], true);
    // Stored in the options' order, whatever order they came in.
    expect(checkSpecValue(many, ['G1/4', 'M5'])).toEqual({ ok: true, value: ['M5', 'G1/4'] });
    expect(checkSpecValue(many, ['NPT'])).toEqual({
      ok: false,
      message: SPEC_MESSAGES.choiceUnknown,
    });
    expect(checkSpecValue(rule('text'), 'x'.repeat(201)).ok).toBe(false);
    expect(checkSpecValue(rule('text'), '<script>x</script>').ok).toBe(false);
    expect(checkSpecValue(rule('boolean'), 'true').ok).toBe(false);
  });

  it('tells which stored values stop fitting an edited attribute', () => {
    expect(specValueFits(rule('choice', ['A', 'B'], true), ['A', 'B'])).toBe(true);
    expect(specValueFits(rule('choice', ['A', 'B']), ['A', 'B'])).toBe(false);
    expect(specValueFits(rule('choice', ['A']), ['B'])).toBe(false);
    expect(specValueFits(rule('number'), { min: 1, max: 2 })).toBe(false);
    expect(specValueFits(rule('range'), { min: 1, max: 2 })).toBe(true);
  });

  it('reads the product form entries, naming the field of a refusal', () => {
    expect(specValueFromForm(rule('number'), { value: '' })).toEqual({ ok: true, value: null });
    expect(specValueFromForm(rule('range'), { min: '1', max: '' })).toEqual({
      ok: false,
      message: SPEC_MESSAGES.rangeBoth,
      field: 'max',
    });
    expect(specValueFromForm(rule('range'), { min: 'x', max: '2' })).toMatchObject({
      field: 'min',
    });
    expect(specValueFromForm(rule('choice', ['A', 'B']), { list: ['B'] })).toEqual({
      ok: true,
      value: ['B'],
    });
    expect(specValueFromForm(rule('boolean'), { value: '0' })).toEqual({ ok: true, value: false });
  });

  it('writes and reads the import/export cells alike', () => {
    const cases: [SpecRule, Parameters<typeof specCellText>[1], string][] = [
      [rule('number'), 12.5, '12.5'],
      [rule('range'), { min: -10, max: 60 }, '-10-60'],
      [rule('range'), { min: 1, max: 10 }, '1-10'],
      [rule('choice', ['M5', 'G1/8'], true), ['M5', 'G1/8'], 'M5; G1/8'],
      [rule('text'), 'Seri kompak', 'Seri kompak'],
      [rule('boolean'), true, 'Ya'],
      [rule('boolean'), false, 'Tidak'],
    ];
    for (const [attribute, value, cell] of cases) {
      expect(specCellText(attribute.kind, value)).toBe(cell);
      expect(specValueFromCell(attribute, cell)).toEqual({ ok: true, value });
    }
    expect(specValueFromCell(rule('range'), '1 s/d 10')).toEqual({
      ok: true,
      value: { min: 1, max: 10 },
    });
    // The CSV export's formula guard ('-10) reads back as the number.
    expect(specValueFromCell(rule('range'), "'-10-60")).toEqual({
      ok: true,
      value: { min: -10, max: 60 },
    });
    expect(specValueFromCell(rule('range'), '7')).toEqual({ ok: true, value: { min: 7, max: 7 } });
    expect(specValueFromCell(rule('choice', ['G1/8']), 'g1/8')).toEqual({
      ok: true,
      value: ['G1/8'],
    });
    expect(specValueFromCell(rule('range'), '10-1')).toEqual({
      ok: false,
      message: SPEC_MESSAGES.rangeOrder,
    });
    expect(specValueFromCell(rule('boolean'), 'mungkin').ok).toBe(false);
    expect(specColumnHeader({ name: 'Bore', unit: 'mm' })).toBe('Bore (mm)');
    expect(specColumnHeader({ name: 'Magnet', unit: null })).toBe('Magnet');
  });

  it('orders attributes by urutan (empty last), then name', () => {
    const names = [
      { name: 'Suhu', urutan: null },
      { name: 'Bore', urutan: 2 },
      { name: 'Magnet', urutan: null },
      { name: 'Port', urutan: 1 },
    ]
      .sort(compareSpecAttributes)
      .map((row) => row.name);
    expect(names).toEqual(['Port', 'Bore', 'Magnet', 'Suhu']);
  });

  it('checks an attribute body by its kind', () => {
    expect(
      specAttributeDraft({ name: ' Port ', unit: ' ', kind: 'choice', options: ['A', ' B', ''] }),
    ).toEqual({
      draft: {
        name: 'Port',
        unit: null,
        kind: 'choice',
        options: ['A', 'B'],
        multiple: false,
        isFilter: false,
        urutan: null,
        typeIds: [],
      },
      errors: {},
    });
    expect(specAttributeDraft({ name: 'X', kind: 'number', multiple: true }).errors).toEqual({
      multiple: SPEC_MESSAGES.multipleOnlyForChoice,
    });
    expect(specAttributeDraft({ name: '', kind: 'choice', options: ['A'] }).errors).toEqual({
      name: SPEC_MESSAGES.name,
      options: SPEC_MESSAGES.tooFewOptions,
    });
  });
});

describe('equivalents', () => {
  it('normalises codes so case, spaces, dashes, dots, slashes and underscores do not matter', () => {
    expect(normalisePartCode('cdq2b 32-50')).toBe(normalisePartCode('CDQ2B32-50'));
    expect(normalisePartCode(' QS-G1/4_8. ')).toBe('qsg148');
  });

  it('counts every dash as one: en dash, em dash, hyphen, minus sign, full-width', () => {
    for (const dash of ['\u2010', '\u2011', '\u2013', '\u2014', '\u2212', '\uff0d', '\ufe63'])
      expect(normalisePartCode(`CDQ2B32${dash}50`)).toBe('cdq2b3250');
  });

  it('writes and reads the Padanan cell', () => {
    const list = [
      { brand: 'SMC', code: 'CDQ2B32-50' },
      { brand: 'Festo', code: 'ADN-32-50' },
    ];
    expect(equivalentsCellText(list)).toBe('SMC:CDQ2B32-50; Festo:ADN-32-50');
    expect(equivalentsFromCell('SMC:CDQ2B32-50; Festo:ADN-32-50;')).toEqual({
      ok: true,
      value: list,
    });
    expect(equivalentsFromCell('CDQ2B32-50').ok).toBe(false);
    expect(equivalentsFromCell('')).toEqual({ ok: true, value: [] });
  });

  it('refuses blanks, repeats and more than 30', () => {
    expect(
      equivalentErrors([
        { brand: '', code: 'A' },
        { brand: 'SMC', code: 'X-1' },
        { brand: 'smc', code: 'x1' },
      ]),
    ).toEqual({
      '[0][brand]': 'Merek padanan tidak boleh kosong',
      '[2][code]': 'Padanan sudah ada',
    });
    const many = Array.from({ length: 31 }, (_, i) => ({ brand: 'SMC', code: `K${i}` }));
    expect(equivalentErrors(many)['']).toBe('Maksimal 30 data.');
  });
});
