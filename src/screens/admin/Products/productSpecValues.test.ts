import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.ts';
import { toFormData } from '@/api/hooks/formData.ts';
import { formPathOf } from '@/components/Form/apiFieldNames.ts';
import {
  equivalentFormErrors,
  specApiFields,
  specErrors,
  specFormInitial,
  specLabel,
  toEquivalents,
  toSpecEntries,
} from './productSpecValues.ts';

type SpecAttribute = components['schemas']['SpecAttribute'];

function attribute(id: number, kind: SpecAttribute['kind'], extra: Partial<SpecAttribute> = {}) {
  return {
    id,
    name: `Attr ${id}`,
    unit: null,
    kind,
    options: [],
    multiple: false,
    isFilter: false,
    urutan: null,
    types: [{ id: 5, name: 'Silinder Standar' }],
    isActive: true,
    ...extra,
  } satisfies SpecAttribute;
}

const bore = attribute(1, 'number', { name: 'Bore', unit: 'mm' });
const pressure = attribute(2, 'range', { name: 'Tekanan Kerja', unit: 'bar' });
const port = attribute(3, 'choice', { name: 'Port', options: ['M5', 'G1/8', 'G1/4'] });
const material = attribute(4, 'choice', { options: ['Aluminium', 'Baja'], multiple: true });
const note = attribute(5, 'text');
const magnet = attribute(6, 'boolean');
const all = [bore, pressure, port, material, note, magnet];

describe('specFormInitial', () => {
  it('opens each stored value by kind under its attribute key', () => {
    expect(
      specFormInitial([
        { id: 1, name: 'Bore', unit: 'mm', kind: 'number', value: 32.5 },
        { id: 2, name: 'Tekanan', unit: 'bar', kind: 'range', value: { min: 1, max: 10 } },
        { id: 3, name: 'Port', unit: null, kind: 'choice', value: ['G1/8'] },
        { id: 5, name: 'Catatan', unit: null, kind: 'text', value: 'Tahan air' },
        { id: 6, name: 'Magnet', unit: null, kind: 'boolean', value: false },
      ]),
    ).toEqual({
      a1: '32.5',
      a2: { min: '1', max: '10' },
      a3: ['G1/8'],
      a5: 'Tahan air',
      a6: false,
    });
    expect(specFormInitial(undefined)).toEqual({});
  });
});

describe('specErrors', () => {
  it('accepts empty values of every kind (a specification is optional)', () => {
    expect(Object.values(specErrors(all, {})).filter(Boolean)).toEqual([]);
  });

  it('names the attribute whose value does not fit its kind (the shared rule of src/lib)', () => {
    const errors = specErrors(all, {
      a1: 'tiga dua',
      a2: { min: '10', max: '1' },
      a5: 'x'.repeat(201),
    });
    expect(errors['specs.a1']).toBe('Harus berupa angka.');
    expect(errors['specs.a2']).toBe('Nilai minimum tidak boleh lebih besar dari nilai maksimum');
    expect(errors['specs.a5']).toBe('Maksimal 200 karakter.');
    expect(specErrors([pressure], { a2: { min: '1', max: '' } })['specs.a2']).toBe(
      'Isi nilai minimum dan maksimum',
    );
  });

  it('checks only the chosen type attributes, so values of another type never block a save', () => {
    expect(specErrors([port], { a1: 'bukan angka' })).toEqual({ 'specs.a3': undefined });
  });
});

describe('toSpecEntries', () => {
  it('sends every attribute of the type in order, empty ones without a value (cleared)', () => {
    const entries = toSpecEntries(all, {
      a1: '32',
      a2: { min: '0,5', max: '10' },
      a3: ['G1/8'],
      a4: [],
      a6: false,
      a99: '12',
    });
    expect(entries).toEqual([
      { id: 1, value: '32' },
      { id: 2, value: { min: '0.5', max: '10' } },
      { id: 3, value: ['G1/8'] },
      { id: 4 },
      { id: 5 },
      { id: 6, value: false },
    ]);
    // The multipart names of the contract's ProductCreateForm.
    const form = toFormData({ specifications: entries });
    expect([...form.entries()]).toEqual([
      ['specifications[0][id]', '1'],
      ['specifications[0][value]', '32'],
      ['specifications[1][id]', '2'],
      ['specifications[1][value][min]', '0.5'],
      ['specifications[1][value][max]', '10'],
      ['specifications[2][id]', '3'],
      ['specifications[2][value][0]', 'G1/8'],
      ['specifications[3][id]', '4'],
      ['specifications[4][id]', '5'],
      ['specifications[5][id]', '6'],
      ['specifications[5][value]', '0'],
    ]);
  });
});

describe('specApiFields', () => {
  it("puts the server's message on an entry under that attribute's input", () => {
    const names = specApiFields([port, pressure]);
    expect(formPathOf('specifications[1][value][max]', names)).toBe('specs.a2');
    expect(formPathOf('specifications[0][value]', names)).toBe('specs.a3');
    expect(formPathOf('specifications[0][value][0]', names)).toBe('specs.a3');
  });
});

describe('equivalentFormErrors', () => {
  it("puts the shared rule's messages under the row's cells", () => {
    const errors = equivalentFormErrors([
      { brand: 'SMC', code: 'CDQ2B32-50' },
      { brand: '', code: 'cdq2b 32-50' },
      { brand: 'smc', code: 'cdq2b 32-50' },
    ]);
    expect(errors).toEqual({
      'equivalents.1.brand': 'Merek padanan tidak boleh kosong',
      'equivalents.2.code': 'Padanan sudah ada',
    });
  });
});

describe('labels and equivalents', () => {
  it('adds the unit to the label', () => {
    expect(specLabel(bore)).toBe('Bore (mm)');
    expect(specLabel(pressure, 'min')).toBe('Tekanan Kerja min (bar)');
    expect(specLabel(port)).toBe('Port');
  });

  it('sends equivalents trimmed, without blank rows', () => {
    expect(
      toEquivalents([
        { brand: ' SMC ', code: ' CDQ2B32-50' },
        { brand: ' ', code: '' },
      ]),
    ).toEqual([{ brand: 'SMC', code: 'CDQ2B32-50' }]);
  });
});
