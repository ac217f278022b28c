// Demo specifications (issue 24): the attributes the demo catalogue, the bulk seed and the MSW
// fixtures share, and realistic values for a product by its kind (cylinder, valve, fitting ...),
// so the demo site, the benchmarks and the stories show the same kind of spec tables. Values are
// deterministic in the product's number; a bore and stroke written in its name ('32x50') win.
// Like all of demo-art it imports nothing of ours: the types below match src/lib/spec/specValues.ts
// and src/lib/spec/equivalents.ts structurally.
import type { ProductKind } from './products.ts';

type SpecKind = 'number' | 'range' | 'choice' | 'text' | 'boolean';
type SpecValue = number | { min: number; max: number } | string[] | string | boolean;
interface Equivalent {
  brand: string;
  code: string;
}

export interface DemoSpecAttribute {
  key: DemoSpecKey;
  name: string;
  unit: string | null;
  kind: SpecKind;
  options: string[];
  multiple: boolean;
  isFilter: boolean;
  urutan: number | null;
  /** The kinds of product whose types use it. */
  kinds: ProductKind[];
}

export type DemoSpecKey =
  | 'bore'
  | 'stroke'
  | 'positions'
  | 'tube'
  | 'port'
  | 'pressure'
  | 'temperature'
  | 'acting'
  | 'coil'
  | 'material'
  | 'magnet'
  | 'angle'
  | 'current'
  | 'voltage'
  | 'note';

export const PORT_THREADS = [
  'M5',
  'G1/8',
  'G1/4',
  'G3/8',
  'G1/2',
  'Rc1/8',
  'Rc1/4',
  'Rc3/8',
  'NPT1/8',
  'NPT1/4',
  'NPT3/8',
];
const MATERIALS = [
  'Aluminium',
  'Stainless Steel',
  'Kuningan',
  'Resin (PBT)',
  'Poliuretan',
  'Nilon',
  'Baja',
];
const PNEUMATIC: ProductKind[] = ['cylinder', 'valve', 'hose', 'regulator', 'gripper'];

const attribute = (
  key: DemoSpecKey,
  name: string,
  unit: string | null,
  kind: SpecKind,
  urutan: number | null,
  kinds: ProductKind[],
  options: string[] = [],
  isFilter = true,
): DemoSpecAttribute => ({
  key,
  name,
  unit,
  kind,
  options,
  multiple: false,
  isFilter,
  urutan,
  kinds,
});

/** The attributes, in the order they are created (ids 1, 2, ... on an empty database). */
export const DEMO_SPEC_ATTRIBUTES: DemoSpecAttribute[] = [
  attribute('bore', 'Bore', 'mm', 'number', 1, ['cylinder', 'gripper']),
  attribute('stroke', 'Stroke', 'mm', 'number', 2, ['cylinder']),
  attribute('positions', 'Jalur/Posisi', null, 'choice', 1, ['valve'], ['3/2', '5/2', '5/3']),
  attribute('tube', 'Diameter Selang', 'mm', 'number', 1, ['fitting', 'hose']),
  attribute(
    'port',
    'Ulir Port',
    null,
    'choice',
    3,
    ['cylinder', 'valve', 'fitting', 'regulator', 'gripper'],
    PORT_THREADS,
  ),
  attribute('pressure', 'Tekanan Kerja', 'bar', 'range', 4, PNEUMATIC),
  attribute('temperature', 'Suhu Kerja', '°C', 'range', 5, PNEUMATIC),
  attribute(
    'acting',
    'Tipe Kerja',
    null,
    'choice',
    6,
    ['cylinder', 'gripper'],
    ['Tunggal', 'Ganda'],
  ),
  attribute(
    'coil',
    'Tegangan Koil',
    null,
    'choice',
    2,
    ['valve'],
    ['12 VDC', '24 VDC', '110 VAC', '220 VAC'],
  ),
  attribute(
    'material',
    'Material',
    null,
    'choice',
    7,
    ['cylinder', 'fitting', 'hose', 'regulator', 'gripper'],
    MATERIALS,
  ),
  attribute('magnet', 'Magnet', null, 'boolean', 8, ['cylinder']),
  attribute('angle', 'Sudut Putar', '°', 'number', 2, ['gripper']),
  attribute('current', 'Arus Nominal', 'A', 'number', 1, ['panel']),
  attribute(
    'voltage',
    'Tegangan Sistem',
    null,
    'choice',
    2,
    ['panel'],
    ['220 V', '380 V', '400 V'],
  ),
  attribute('note', 'Catatan Teknis', null, 'text', null, ['cylinder', 'valve'], [], false),
];

const BORES = [12, 16, 20, 25, 32, 40, 50, 63, 80, 100];
const STROKES = [10, 25, 50, 75, 100, 125, 150, 200, 250, 300];
const TUBES = [4, 6, 8, 10, 12, 16];

const pick = <T>(list: readonly T[], n: number): T => list[Math.abs(n) % list.length] as T;

/** A thread by size, sometimes as its Rc or NPT counterpart. */
function threadFor(size: number, n: number): string {
  const g =
    size <= 16 ? 'M5' : size <= 25 ? 'G1/8' : size <= 40 ? 'G1/4' : size <= 63 ? 'G3/8' : 'G1/2';
  if (g === 'M5' || g === 'G1/2') return g;
  if (n % 7 === 3) return `Rc${g.slice(1)}`;
  if (n % 11 === 5) return `NPT${g.slice(1)}`;
  return g;
}

/** A bore and stroke named in a product's name: '32x50', '63 x 100'. */
function sizeInName(name: string): { bore: number; stroke: number } | null {
  const match = /(\d{1,3})\s*[xX×]\s*(\d{1,4})/.exec(name);
  if (!match) return null;
  const bore = Number(match[1]);
  return BORES.includes(bore) ? { bore, stroke: Number(match[2]) } : null;
}

const lower = (text: string) => text.toLowerCase();

/**
 * The values of a product of `kind`, by attribute key: what its type's attributes hold. `n` is
 * the product's number; `typeName` and `name` steer what they name (a '5/2' valve, 'Tunggal').
 */
export function demoSpecValues(
  kind: ProductKind,
  typeName: string,
  name: string,
  n: number,
): Partial<Record<DemoSpecKey, SpecValue>> {
  const label = lower(`${typeName} ${name}`);
  const values: Partial<Record<DemoSpecKey, SpecValue>> = {};
  switch (kind) {
    case 'cylinder': {
      const named = sizeInName(name);
      const compact = /kompak|mini/.test(label);
      const bore = named?.bore ?? pick(compact ? BORES.slice(0, 7) : BORES.slice(4), n);
      const stroke =
        named?.stroke ?? pick(compact ? STROKES.slice(0, 5) : STROKES.slice(2), n * 3 + 1);
      values.bore = bore;
      values.stroke = stroke;
      values.port = threadFor(bore, n);
      const single = /tunggal/.test(label) || (!/ganda/.test(label) && bore <= 25 && n % 4 === 0);
      values.acting = [single ? 'Tunggal' : 'Ganda'];
      values.pressure = single
        ? { min: 1.5, max: 10 }
        : pick(
            [
              { min: 1, max: 10 },
              { min: 0.5, max: 10 },
              { min: 1, max: 9 },
            ],
            n,
          );
      values.temperature = /panas/.test(label)
        ? { min: -10, max: 150 }
        : pick(
            [
              { min: -10, max: 60 },
              { min: -10, max: 70 },
              { min: 0, max: 60 },
            ],
            n,
          );
      values.material = [/stainless/.test(label) || n % 9 === 0 ? 'Stainless Steel' : 'Aluminium'];
      values.magnet = /magnet/.test(label) || n % 3 !== 1;
      if (n % 4 === 1)
        values.note = compact ? 'Seri kompak, hemat ruang pemasangan' : 'Dimensi sesuai ISO 15552';
      return values;
    }
    case 'valve': {
      const positions = /5\/3/.test(label)
        ? '5/3'
        : /3\/2/.test(label)
          ? '3/2'
          : /5\/2/.test(label)
            ? '5/2'
            : pick(['5/2', '5/2', '3/2', '5/3'], n);
      values.positions = [positions];
      const mechanical = /mekanik|manual|tuas|pedal|kaki|throttle/.test(label);
      if (!mechanical)
        values.coil = [
          /220\s*vac/.test(label)
            ? '220 VAC'
            : /24\s*vdc/.test(label)
              ? '24 VDC'
              : pick(['24 VDC', '24 VDC', '220 VAC', '12 VDC', '110 VAC'], n),
        ];
      values.port = pick(['G1/8', 'G1/4', 'G1/4', 'G3/8', 'Rc1/4', 'NPT1/4', 'M5'], n);
      values.pressure = pick(
        [
          { min: 1.5, max: 8 },
          { min: 2, max: 8 },
          { min: 1, max: 10 },
          { min: 0, max: 9 },
        ],
        n,
      );
      values.temperature = pick(
        [
          { min: -5, max: 50 },
          { min: -10, max: 60 },
        ],
        n,
      );
      if (n % 5 === 2) values.note = 'Override manual tipe tekan';
      return values;
    }
    case 'fitting': {
      const tube = /(\d{1,2})\s*mm/.exec(name)?.[1];
      const od = tube && TUBES.includes(Number(tube)) ? Number(tube) : pick(TUBES, n);
      values.tube = od;
      values.port =
        od <= 4
          ? 'M5'
          : od <= 6
            ? pick(['G1/8', 'Rc1/8'], n)
            : od <= 10
              ? pick(['G1/4', 'NPT1/4', 'Rc1/4'], n)
              : od <= 12
                ? 'G3/8'
                : 'G1/2';
      values.material = [
        /kuningan/.test(label)
          ? 'Kuningan'
          : /stainless/.test(label)
            ? 'Stainless Steel'
            : pick(['Resin (PBT)', 'Kuningan', 'Stainless Steel'], n),
      ];
      return values;
    }
    case 'hose': {
      const tube = /(\d{1,2})\s*x\s*\d/.exec(name)?.[1];
      values.tube = tube && TUBES.includes(Number(tube)) ? Number(tube) : pick(TUBES, n);
      values.material = [
        /nilon|nylon/.test(label)
          ? 'Nilon'
          : /pu\b|poliuretan/.test(label)
            ? 'Poliuretan'
            : pick(['Poliuretan', 'Nilon'], n),
      ];
      values.pressure = values.material[0] === 'Nilon' ? { min: 0, max: 15 } : { min: 0, max: 8 };
      values.temperature = /panas/.test(label) ? { min: -20, max: 100 } : { min: -20, max: 60 };
      return values;
    }
    case 'regulator':
      values.port = pick(['G1/8', 'G1/4', 'G3/8', 'G1/2', 'NPT1/4'], n);
      values.pressure = pick(
        [
          { min: 0.5, max: 8.5 },
          { min: 0.5, max: 10 },
          { min: 0.05, max: 8.5 },
        ],
        n,
      );
      values.temperature = { min: -5, max: 60 };
      values.material = [pick(['Aluminium', 'Kuningan'], n)];
      return values;
    case 'gripper':
      // Rotary actuators and grippers share a kind; only an actuator turns through an angle.
      values.bore = pick([10, 16, 20, 25, 32], n);
      if (!/gripper|penjepit/.test(label)) values.angle = pick([90, 180], n);
      values.port = threadFor(values.bore, n);
      values.acting = ['Ganda'];
      values.pressure = { min: 1, max: 7 };
      values.temperature = { min: 0, max: 60 };
      values.material = ['Aluminium'];
      return values;
    case 'panel':
      values.current = pick([63, 100, 160, 250, 400], n);
      values.voltage = [pick(['380 V', '400 V', '220 V'], n)];
      return values;
    default:
      return values;
  }
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const SMC_TUBE: Record<number, string> = {
  4: '0425',
  6: '0604',
  8: '0805',
  10: '1065',
  12: '1208',
  16: '1610',
};
const SMC_THREAD: Record<string, string> = {
  M5: 'M5',
  'G1/8': '01',
  'G1/4': '02',
  'G3/8': '03',
  'G1/2': '04',
};

/**
 * Other makers' part numbers for some products (every third one has none): SMC and Festo codes
 * built the way their catalogues build them, e.g. SMC CDQ2B32-50 for a 32x50 compact cylinder.
 */
export function demoEquivalents(
  kind: ProductKind,
  typeName: string,
  values: Partial<Record<DemoSpecKey, SpecValue>>,
  n: number,
): Equivalent[] {
  if (n % 3 === 2) return [];
  const label = lower(typeName);
  switch (kind) {
    case 'cylinder': {
      const bore = values.bore as number;
      const stroke = values.stroke as number;
      if (/kompak|mini/.test(label) || bore <= 25)
        return [
          { brand: 'SMC', code: `CDQ2B${bore}-${stroke}` },
          { brand: 'Festo', code: `ADN-${bore}-${stroke}-A-P-A` },
        ];
      return [
        { brand: 'SMC', code: `CP96SDB${bore}-${stroke}` },
        { brand: 'Festo', code: `DSBC-${bore}-${stroke}-PPVA-N3` },
      ];
    }
    case 'valve': {
      const positions = (values.positions as string[] | undefined)?.[0] ?? '5/2';
      if (!values.coil) return [{ brand: 'Festo', code: 'VHEF-PP-M32C-G18' }];
      const smc =
        positions === '3/2'
          ? 'SY3120-5DZ-M5'
          : positions === '5/3'
            ? 'SY5320-5DZ-01'
            : 'SY5120-5DZ-01';
      const festo =
        positions === '3/2'
          ? 'VUVG-L10-M32C-MT-M5-1P3'
          : positions === '5/3'
            ? 'VUVG-L14-P53C-T-G18-1P3'
            : 'VUVG-L14-M52-MT-G18-1P3';
      return [
        { brand: 'SMC', code: smc },
        { brand: 'Festo', code: festo },
      ];
    }
    case 'fitting': {
      const od = values.tube as number;
      const thread = String(values.port ?? 'G1/4').replace(/^(Rc|NPT)/, 'G');
      return [
        { brand: 'SMC', code: `KQ2H${pad2(od)}-${SMC_THREAD[thread] ?? '02'}S` },
        { brand: 'Festo', code: `QS-${thread}-${od}` },
      ];
    }
    case 'hose':
      return [{ brand: 'SMC', code: `TU${SMC_TUBE[values.tube as number] ?? '0805'}` }];
    case 'regulator':
      return [{ brand: 'SMC', code: `AW20-${SMC_THREAD[String(values.port)] ?? '02'}BG` }];
    default:
      return [];
  }
}
