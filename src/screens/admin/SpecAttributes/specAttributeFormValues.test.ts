import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.ts';
import {
  SPEC_ATTRIBUTE_FORM_TEXT as TEXT,
  specAttributeFormInitial,
  toSpecAttributeValues,
  validateSpecAttribute,
} from './specAttributeFormValues.ts';

type SpecAttribute = components['schemas']['SpecAttribute'];

const port: SpecAttribute = {
  id: 3,
  name: 'Port',
  unit: null,
  kind: 'choice',
  options: ['M5', 'G1/8'],
  multiple: true,
  isFilter: true,
  urutan: 2,
  types: [{ id: 5, name: 'Silinder Standar' }],
  isActive: true,
};

describe('specAttributeFormInitial', () => {
  it('opens a new attribute as a number with nothing filled', () => {
    const values = specAttributeFormInitial(null);
    expect(values.kind).toEqual({ id: 'number', text: 'Angka' });
    expect(values).toMatchObject({ name: '', unit: '', options: [], types: [], urutan: '' });
  });

  it('opens a record with its options, types and order', () => {
    expect(specAttributeFormInitial(port)).toEqual({
      name: 'Port',
      unit: '',
      kind: { id: 'choice', text: 'Pilihan' },
      options: [{ name: 'M5' }, { name: 'G1/8' }],
      multiple: true,
      types: [{ id: 5, text: 'Silinder Standar' }],
      isFilter: true,
      urutan: '2',
    });
  });
});

describe('validateSpecAttribute', () => {
  it('asks for a name and a kind', () => {
    const errors = validateSpecAttribute({ ...specAttributeFormInitial(null), kind: null });
    expect(errors.name).toBe(TEXT.nameRequired);
    expect(errors.kind).toBe(TEXT.kindRequired);
  });

  it('asks a choice for two distinct, filled options', () => {
    const values = { ...specAttributeFormInitial(port), options: [{ name: 'M5' }] };
    expect(validateSpecAttribute(values).options).toBe(TEXT.optionsRequired);
    const twice = validateSpecAttribute({
      ...values,
      options: [{ name: 'M5' }, { name: ' m5 ' }, { name: '' }],
    });
    expect(twice['options.1.name']).toBe(TEXT.optionTwice);
    expect(twice['options.2.name']).toBe(TEXT.optionRequired);
  });

  it('ignores the option list of the other kinds and refuses an order that is not a number', () => {
    const values = {
      ...specAttributeFormInitial(port),
      kind: { id: 'text', text: 'Teks' },
      options: [],
      urutan: 'dua',
    };
    const errors = validateSpecAttribute(values);
    expect(errors.options).toBeUndefined();
    expect(errors.urutan).toBe(TEXT.notANumber);
  });
});

describe('toSpecAttributeValues', () => {
  it('sends options and "several" only for a choice, an empty unit as none', () => {
    expect(toSpecAttributeValues(specAttributeFormInitial(port))).toEqual({
      name: 'Port',
      unit: null,
      kind: 'choice',
      options: ['M5', 'G1/8'],
      multiple: true,
      isFilter: true,
      urutan: 2,
      typeIds: [5],
    });
    const asNumber = toSpecAttributeValues({
      ...specAttributeFormInitial(port),
      kind: { id: 'number', text: 'Angka' },
      unit: ' mm ',
      urutan: '',
    });
    expect(asNumber).toMatchObject({ kind: 'number', unit: 'mm', options: [], multiple: false });
    expect(asNumber.urutan).toBeNull();
  });
});
