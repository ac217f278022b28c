// Specification facets and values of a pneumatic catalogue, for the stories of the filter panel,
// the spec table and the comparison (issue 24's contract shapes).
import type { SpecFacet } from '../../../src/lib/spec/specFacets.ts';
import type { SpecEntry } from '../../../src/lib/spec/specDisplay.ts';

export const SPEC_FACETS: SpecFacet[] = [
  {
    id: 1,
    name: 'Bore',
    unit: 'mm',
    kind: 'choice',
    values: [
      { value: '16', count: 12 },
      { value: '20', count: 9 },
      { value: '32', count: 24 },
      { value: '40', count: 17 },
      { value: '63', count: 6 },
    ],
  },
  { id: 2, name: 'Stroke', unit: 'mm', kind: 'number', min: 10, max: 500 },
  { id: 3, name: 'Tekanan kerja', unit: 'bar', kind: 'range', min: 0.5, max: 10 },
  {
    id: 4,
    name: 'Ulir port',
    unit: null,
    kind: 'choice',
    values: [
      { value: 'M5', count: 8 },
      { value: 'G1/8', count: 21 },
      { value: 'G1/4', count: 15 },
      { value: 'NPT 1/4', count: 2 },
    ],
  },
  {
    id: 5,
    name: 'Dengan magnet',
    unit: null,
    kind: 'boolean',
    values: [
      { value: true, count: 30 },
      { value: false, count: 4 },
    ],
  },
];

/** Thirty port threads and voltages: a facet with many values. */
export const MANY_VALUES_FACET: SpecFacet = {
  id: 9,
  name: 'Tegangan koil',
  unit: null,
  kind: 'choice',
  values: Array.from({ length: 30 }, (_, index) => ({
    value: `${(index + 1) * 6} V${index % 2 ? 'AC' : 'DC'}`,
    count: 300 - index * 9,
  })),
};

export const CYLINDER_SPECS: SpecEntry[] = [
  { id: 1, name: 'Bore', unit: 'mm', kind: 'number', value: 32 },
  { id: 2, name: 'Stroke', unit: 'mm', kind: 'number', value: 50 },
  { id: 3, name: 'Tekanan kerja', unit: 'bar', kind: 'range', value: { min: 1, max: 10 } },
  { id: 6, name: 'Suhu kerja', unit: '°C', kind: 'range', value: { min: -5, max: 60 } },
  { id: 4, name: 'Ulir port', unit: null, kind: 'choice', value: ['G1/8'] },
  { id: 7, name: 'Kerja', unit: null, kind: 'choice', value: ['Ganda'] },
  { id: 8, name: 'Material', unit: null, kind: 'text', value: 'Aluminium anodized' },
  { id: 5, name: 'Dengan magnet', unit: null, kind: 'boolean', value: true },
];

export const EQUIVALENTS = [
  { brand: 'SMC', code: 'CDQ2B32-50' },
  { brand: 'Festo', code: 'ADN-32-50-A-P-A' },
  { brand: 'Airtac', code: 'ACQ32X50S' },
];
