// Units of specification attributes (issue 24): the API always speaks an attribute's own unit; the
// filter panel lets a visitor type pressure in bar, MPa or psi and lengths in mm or inch, and
// converts here before asking, so every unit finds the same products.

export type UnitFamily = 'pressure' | 'length' | 'temperature';

interface UnitDefinition {
  /** How the unit is written in the UI. */
  symbol: string;
  family: UnitFamily;
  /** Base units (bar, mm, °C) per one of this unit. */
  factor: number;
  /** Other ways staff write it (lower case). */
  aliases: readonly string[];
}

// 1 psi = 6,894.757293168 Pa (NIST: 1 lbf/in² exactly 0.45359237 kg × 9.80665 m/s² / 0.0254² m²).
const PSI_IN_BAR = (0.45359237 * 9.80665) / (0.0254 * 0.0254) / 100_000;

const UNIT_LIST: readonly UnitDefinition[] = [
  { symbol: 'bar', family: 'pressure', factor: 1, aliases: ['bar'] },
  { symbol: 'MPa', family: 'pressure', factor: 10, aliases: ['mpa'] },
  { symbol: 'psi', family: 'pressure', factor: PSI_IN_BAR, aliases: ['psi'] },
  { symbol: 'mm', family: 'length', factor: 1, aliases: ['mm'] },
  { symbol: 'inch', family: 'length', factor: 25.4, aliases: ['inch', 'in', '"', '″'] },
  { symbol: '°C', family: 'temperature', factor: 1, aliases: ['°c', 'c', 'celsius', 'ºc'] },
];

/** The units a visitor may type in, per family, the family's base unit first. */
export const UNITS_OF: Record<UnitFamily, readonly string[]> = {
  pressure: ['bar', 'MPa', 'psi'],
  length: ['mm', 'inch'],
  temperature: ['°C'],
};

function definition(unit: string | null | undefined): UnitDefinition | undefined {
  if (!unit) return undefined;
  const key = unit.trim().toLowerCase();
  return UNIT_LIST.find((entry) => entry.aliases.includes(key));
}

/** The unit as the UI writes it ('MPA' → 'MPa'); an unknown unit stays as staff wrote it. */
export function unitSymbol(unit: string): string {
  return definition(unit)?.symbol ?? unit;
}

/** The family of a unit, or null when it is unknown or empty ('pcs', 'V'). */
export function unitFamily(unit: string | null | undefined): UnitFamily | null {
  return definition(unit)?.family ?? null;
}

/**
 * The units a visitor may type a value of an attribute in: its own unit first, then the others of
 * its family ('MPa' → MPa, bar, psi); just its own for a unit of no known family; none when empty.
 */
export function inputUnits(unit: string | null | undefined): string[] {
  if (!unit) return [];
  const own = unitSymbol(unit);
  const family = unitFamily(unit);
  if (!family) return [own];
  return [own, ...UNITS_OF[family].filter((symbol) => symbol !== own)];
}

/** Drops float noise (0.7 MPa → 7.000000000000001 bar) by keeping 12 significant digits. */
const tidy = (value: number) => Number(value.toPrecision(12));

/**
 * `value` in `from` expressed in `to` (1 MPa → 10 bar, 1 inch → 25.4 mm). Throws when the two are
 * not of one family; the same unit (or two unknown units written alike) gives the value back.
 */
export function convertUnit(value: number, from: string, to: string): number {
  const source = definition(from);
  const target = definition(to);
  if (!source || !target) {
    if (from.trim().toLowerCase() === to.trim().toLowerCase()) return value;
    throw new RangeError(`cannot convert ${from} to ${to}`);
  }
  if (source.family !== target.family)
    throw new RangeError(`cannot convert ${source.symbol} to ${target.symbol}`);
  if (source === target) return value;
  return tidy((value * source.factor) / target.factor);
}

/**
 * A value converted to another unit, rounded as a filter input shows it (issue 32): two decimals
 * (32 mm → 1.26 inch, 10 bar → 145.04 psi), or three significant digits below 1 (0.5 mm → 0.0197
 * inch), four decimals at most. Only for showing: the filter keeps asking the exact value.
 */
export function roundConverted(value: number): number {
  const size = Math.abs(value);
  const decimals = size === 0 || size >= 1 ? 2 : Math.min(4, 2 - Math.floor(Math.log10(size)));
  const factor = 10 ** decimals;
  // toPrecision first: 1.005 * 100 is 100.49999999999999 in floating point.
  return Math.round(tidy(value * factor)) / factor;
}

/** Whether a value typed in `from` can be asked of an attribute in `to`. */
export function canConvert(from: string, to: string): boolean {
  const source = definition(from);
  const target = definition(to);
  if (!source || !target) return from.trim().toLowerCase() === to.trim().toLowerCase();
  return source.family === target.family;
}

/**
 * A number typed in Indonesian or English notation: '0,5' and '0.5' are a half; '1.000',
 * '1,000', '1.000.000' and '1,5 ' read as both notations write them; with both marks the last one
 * starts the decimals ('1.234,5', '1,234.5'). A single mark followed by exactly three digits after
 * a non-zero whole part groups thousands ('1.000' is 1000, '0,125' is 0.125), since both notations
 * group a thousand that way. A leading '-' or '+' and spaces are allowed; anything else gives null.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^([+-]?)([\d.,]+)$/.exec(compact);
  if (!match) return null;
  const sign = match[1] === '-' ? -1 : 1;
  const body = match[2] as string;
  if (!/\d/.test(body) || /[.,]{2}/.test(body) || /[.,]$/.test(body)) return null;
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let whole: string;
  let fraction = '';
  if (lastDot !== -1 && lastComma !== -1) {
    const decimalAt = Math.max(lastDot, lastComma);
    const group = lastDot > lastComma ? ',' : '.';
    whole = body.slice(0, decimalAt);
    fraction = body.slice(decimalAt + 1);
    if (fraction.includes(group) || !validGroups(whole, group)) return null;
  } else if (lastDot !== -1 || lastComma !== -1) {
    const mark = lastDot !== -1 ? '.' : ',';
    const parts = body.split(mark);
    const grouped =
      parts.length > 2 || ((parts[1] as string).length === 3 && !/^0*$/.test(parts[0] as string));
    if (grouped) {
      if (!validGroups(body, mark)) return null;
      whole = body;
    } else {
      whole = parts[0] as string;
      fraction = parts[1] as string;
    }
  } else whole = body;
  const digits = whole.replace(/[.,]/g, '') || '0';
  const value = Number(fraction ? `${digits}.${fraction}` : digits);
  return Number.isFinite(value) ? sign * value : null;
}

/** '1.234.567' grouped by `mark`: a head of 1-3 digits, then groups of exactly three. */
function validGroups(whole: string, mark: string): boolean {
  if (!whole.includes(mark)) return whole.length > 0;
  const [head, ...groups] = whole.split(mark);
  return /^\d{1,3}$/.test(head as string) && groups.every((group) => /^\d{3}$/.test(group));
}

/**
 * A value the visitor typed in `unit`, in the attribute's unit `attributeUnit`; null when the text
 * is not a number (or the units are of different families).
 */
export function typedValueIn(text: string, unit: string, attributeUnit: string): number | null {
  const value = parseDecimal(text);
  if (value === null || !canConvert(unit, attributeUnit)) return null;
  return convertUnit(value, unit, attributeUnit);
}
