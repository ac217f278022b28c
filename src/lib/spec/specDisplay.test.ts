import { describe, expect, it } from 'vitest';
import { specPropertyValue, specValueText } from './specDisplay.ts';

describe('specification values as they read', () => {
  it('writes each kind with its unit, Indonesian style', () => {
    expect(specValueText({ kind: 'number', unit: 'mm', value: 32 })).toBe('32 mm');
    expect(specValueText({ kind: 'number', unit: 'MPa', value: 0.5 })).toBe('0,5 MPa');
    expect(specValueText({ kind: 'number', unit: null, value: 1500 })).toBe('1.500');
    expect(specValueText({ kind: 'range', unit: 'bar', value: { min: 1, max: 10 } })).toBe(
      '1–10 bar',
    );
    expect(specValueText({ kind: 'range', unit: '°C', value: { min: -5, max: 60 } })).toBe(
      '-5–60 °C',
    );
    expect(specValueText({ kind: 'range', unit: 'bar', value: { min: 2, max: 2 } })).toBe('2 bar');
    expect(specValueText({ kind: 'choice', unit: null, value: ['G1/8', 'G1/4'] })).toBe(
      'G1/8, G1/4',
    );
    expect(specValueText({ kind: 'text', unit: null, value: 'Aluminium' })).toBe('Aluminium');
    expect(specValueText({ kind: 'boolean', unit: null, value: true })).toBe('Ya');
    expect(specValueText({ kind: 'boolean', unit: null, value: false })).toBe('Tidak');
  });

  it('shows a dash for an empty or malformed value', () => {
    expect(specValueText({ kind: 'number', unit: 'mm', value: null })).toBe('-');
    expect(specValueText({ kind: 'range', unit: 'bar', value: 3 })).toBe('-');
    expect(specValueText({ kind: 'choice', unit: null, value: [] })).toBe('-');
    expect(specValueText({ kind: 'text', unit: null, value: '  ' })).toBe('-');
    expect(specValueText({ kind: 'boolean', unit: null, value: 'ya' })).toBe('-');
  });

  it('gives schema.org PropertyValues with unitText', () => {
    const base = { id: 1, name: 'Bore' };
    expect(specPropertyValue({ ...base, kind: 'number', unit: 'mm', value: 32 })).toEqual({
      '@type': 'PropertyValue',
      name: 'Bore',
      unitText: 'mm',
      value: 32,
    });
    expect(
      specPropertyValue({ ...base, kind: 'range', unit: 'bar', value: { min: 1, max: 10 } }),
    ).toEqual({
      '@type': 'PropertyValue',
      name: 'Bore',
      unitText: 'bar',
      minValue: 1,
      maxValue: 10,
    });
    expect(specPropertyValue({ ...base, kind: 'choice', unit: null, value: ['5/2'] })).toEqual({
      '@type': 'PropertyValue',
      name: 'Bore',
      value: '5/2',
    });
    expect(specPropertyValue({ ...base, kind: 'text', unit: null, value: '' })).toBeNull();
  });
});
