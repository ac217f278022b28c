// What a coherent demo product is (DECISIONS, phase 3: "a product's type belongs to its category
// and its name"), written apart from demo-art/catalogue.ts so a change there cannot pass by
// changing both: per family, the words its product names, type names and category names carry,
// the specification attributes its products hold and the ones they never hold. Used by the
// fixture test (mocks and the bulk names) and the seed test (the demo and bulk seeds' rows).

interface Family {
  family: string;
  name: RegExp;
  type: RegExp;
  category: RegExp;
  /** Attribute names every product of the family has a value for. */
  has: string[];
  /** Attribute names no product of the family has a value for. */
  never: string[];
}

const CYLINDER_ONLY = ['Stroke', 'Magnet'];
const VALVE_ONLY = ['Jalur/Posisi', 'Tegangan Koil'];
const PANEL_ONLY = ['Arus Nominal', 'Tegangan Sistem'];

export const FAMILIES: Family[] = [
  {
    family: 'silinder',
    name: /^Silinder\b/,
    type: /^Silinder\b/,
    category: /\bSilinder\b/,
    has: ['Bore', 'Stroke', 'Ulir Port', 'Tekanan Kerja', 'Tipe Kerja', 'Material'],
    never: [...VALVE_ONLY, ...PANEL_ONLY, 'Diameter Selang', 'Sudut Putar'],
  },
  {
    family: 'katup',
    name: /^(Katup|Solenoid)\b/,
    type: /^Katup\b/,
    category: /\b(Katup|Solenoid)\b/,
    has: ['Jalur/Posisi', 'Ulir Port', 'Tekanan Kerja'],
    never: [...CYLINDER_ONLY, ...PANEL_ONLY, 'Bore', 'Diameter Selang', 'Tipe Kerja'],
  },
  {
    family: 'fitting',
    name: /^Fitting\b/,
    type: /^Fitting\b/,
    category: /\bFitting\b/,
    has: ['Diameter Selang', 'Ulir Port', 'Material'],
    never: [...CYLINDER_ONLY, ...VALVE_ONLY, ...PANEL_ONLY, 'Bore', 'Tekanan Kerja'],
  },
  {
    family: 'selang',
    name: /^Selang\b/,
    type: /^Selang\b/,
    category: /\bSelang\b/,
    has: ['Diameter Selang', 'Material', 'Tekanan Kerja'],
    never: [...CYLINDER_ONLY, ...VALVE_ONLY, ...PANEL_ONLY, 'Bore', 'Ulir Port'],
  },
  {
    family: 'unit perawatan udara',
    name: /^(Regulator|Filter)\b/,
    type: /^(Regulator|Filter)\b/,
    category: /\bPerawatan Udara\b/,
    has: ['Ulir Port', 'Tekanan Kerja', 'Suhu Kerja'],
    never: [...CYLINDER_ONLY, ...VALVE_ONLY, ...PANEL_ONLY, 'Bore', 'Diameter Selang'],
  },
  {
    family: 'aktuator putar',
    name: /^Aktuator\b/,
    type: /^Aktuator\b/,
    category: /\bAktuator\b/,
    has: ['Bore', 'Sudut Putar', 'Tipe Kerja'],
    never: [...CYLINDER_ONLY, ...VALVE_ONLY, ...PANEL_ONLY, 'Diameter Selang'],
  },
  {
    family: 'gripper',
    name: /^Gripper\b/,
    type: /^Gripper\b/,
    category: /\bGripper\b/,
    has: ['Bore', 'Tipe Kerja'],
    never: [...CYLINDER_ONLY, ...VALVE_ONLY, ...PANEL_ONLY, 'Diameter Selang', 'Sudut Putar'],
  },
  {
    family: 'panel',
    name: /^Panel\b/,
    type: /^Panel\b/,
    category: /\b(Panel|Kelistrikan)\b/,
    has: PANEL_ONLY,
    never: [...CYLINDER_ONLY, ...VALVE_ONLY, 'Bore', 'Ulir Port', 'Tekanan Kerja'],
  },
];

export interface DemoProduct {
  name: string;
  type: string;
  category: string;
  /** Attribute name → the product's value; undefined when only names are checked. */
  specs?: Record<string, unknown>;
}

/** What is wrong with a product, as readable lines; empty when it is coherent. */
export function incoherence({ name, type, category, specs }: DemoProduct): string[] {
  const family = FAMILIES.find((candidate) => candidate.name.test(name));
  if (!family) return [`${name}: the name starts with no family's word`];
  const problems: string[] = [];
  if (!family.type.test(type)) problems.push(`${name} (${family.family}): type '${type}'`);
  if (!family.category.test(category))
    problems.push(`${name} (${family.family}): category '${category}'`);
  if (specs) {
    const missing = family.has.filter((attribute) => specs[attribute] === undefined);
    const foreign = family.never.filter((attribute) => specs[attribute] !== undefined);
    if (missing.length) problems.push(`${name} (${family.family}): no ${missing.join(', ')}`);
    if (foreign.length) problems.push(`${name} (${family.family}): has ${foreign.join(', ')}`);
    // A valve type that names its ways and positions holds them.
    const positions = /\b([35]\/[23])\b/.exec(type)?.[1];
    const value = specs['Jalur/Posisi'];
    if (positions && JSON.stringify(value) !== JSON.stringify([positions]))
      problems.push(`${name}: type '${type}' but Jalur/Posisi ${JSON.stringify(value)}`);
  }
  return problems;
}
