// Which product names, types and categories belong together (DECISIONS, phase 3: "a product's
// type belongs to its category and its name"). One table of families, by kind of product: the
// words a product's name starts with, the type names of the kind, and the traits the bulk seed
// adds to a name. The demo seed, the bulk seed and the MSW fixtures build their catalogues from
// it, so a 'Silinder' is always a cylinder type in a cylinder category, and its spec values
// (specs.ts, by kind) are a cylinder's.
import type { ProductKind } from './products.ts';

export interface ProductFamily {
  kind: ProductKind;
  /** Catalogue words that name the kind (in a product, type or category name). */
  words: RegExp;
  /** The words a bulk product name of this kind starts with. */
  nouns: string[];
  /** The words a bulk name adds after its noun; each one fits the kind (specs.ts reads them). */
  traits: string[];
}

export const PRODUCT_FAMILIES: ProductFamily[] = [
  {
    kind: 'cylinder',
    words: /\b(silinder|cylinder)\b/i,
    nouns: ['Silinder'],
    traits: [
      'Kompak',
      'Standar',
      'Mini',
      'Ganda',
      'Tunggal',
      'Tahan Panas',
      'Stainless',
      'Magnetik',
    ],
  },
  {
    kind: 'valve',
    words: /\b(katup|valve|solenoid)\b/i,
    nouns: ['Katup', 'Solenoid'],
    traits: ['Ganda', 'Tunggal', 'Kompak', 'Mini', 'Presisi', 'Stainless'],
  },
  {
    kind: 'fitting',
    words: /\bfitting\b/i,
    nouns: ['Fitting'],
    traits: ['Mini', 'Kompak', 'Standar', 'Stainless', 'Ringan', 'Presisi'],
  },
  {
    kind: 'hose',
    words: /\b(selang|hose)\b/i,
    nouns: ['Selang'],
    traits: ['Mini', 'Ringan', 'Standar', 'Tahan Panas'],
  },
  {
    kind: 'regulator',
    words: /\b(regulator|filter|perawatan udara|pengering udara)\b/i,
    nouns: ['Regulator', 'Filter'],
    traits: ['Presisi', 'Mini', 'Kompak', 'Standar', 'Ringan', 'Stainless'],
  },
  // Rotary actuators and grippers share a kind (and a drawing) but not a name.
  {
    kind: 'gripper',
    words: /\baktuator\b/i,
    nouns: ['Aktuator'],
    traits: ['Kompak', 'Ganda', 'Presisi', 'Magnetik', 'Mini', 'Ringan'],
  },
  {
    kind: 'gripper',
    words: /\b(gripper|penjepit)\b/i,
    nouns: ['Gripper'],
    traits: ['Kompak', 'Ganda', 'Presisi', 'Magnetik', 'Mini', 'Ringan'],
  },
  {
    kind: 'panel',
    words: /\b(panel|kelistrikan)\b/i,
    nouns: ['Panel'],
    traits: ['Distribusi', 'Kontrol', 'Kapasitor', 'Standar'],
  },
];

/** Every kind a name speaks of: 'Fitting & Selang' holds fittings and hoses. */
export function kindsIn(label: string): ProductKind[] {
  return [
    ...new Set(PRODUCT_FAMILIES.filter((family) => family.words.test(label)).map((f) => f.kind)),
  ];
}

/** The family a product or type name starts with ('Katup 5/2' → the valves), if any. */
export function familyOfName(label: string): ProductFamily | null {
  const first = label.trim().split(/\s+/)[0] ?? '';
  return PRODUCT_FAMILIES.find((family) => family.words.test(first)) ?? null;
}

/** The kind a product or type name starts with ('Katup 5/2' → valve), or null for none. */
export function kindOfName(label: string): ProductKind | null {
  return familyOfName(label)?.kind ?? null;
}

/**
 * The demo catalogue's categories and types (server/src/seed/demo.ts), each type in the category
 * of its kind. Type and category names other code refers to are kept from before.
 */
export const DEMO_CATEGORIES = [
  'Silinder Pneumatik',
  'Katup Solenoid',
  'Fitting & Selang',
  'Unit Perawatan Udara',
  'Aktuator & Gripper',
];
export const DEMO_TYPES = [
  'Silinder Standar',
  'Silinder Kompak',
  'Katup 5/2',
  'Katup 3/2',
  'Fitting Push-in',
  'Regulator Filter',
  'Selang Pneumatik',
  'Aktuator Putar',
  'Gripper Pneumatik',
];
