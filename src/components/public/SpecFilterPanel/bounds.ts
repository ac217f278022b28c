// The number inputs of a number or range filter: what they show and what they send, converting
// between the unit the visitor types in and the attribute's own (src/lib/spec/units.ts).
import { formatDecimal } from '../../../lib/catalogue/rupiah.ts';
import {
  convertUnit,
  inputUnits,
  parseDecimal,
  roundConverted,
  unitSymbol,
} from '../../../lib/spec/units.ts';
import { SPEC_FILTER_TEXT } from './texts.ts';

/** The units offered for an attribute's unit (its own first); empty when it has none. */
export function unitChoices(unit: string | null): string[] {
  return inputUnits(unit);
}

/** The unit the inputs use: the remembered one when it is offered, else the attribute's own. */
export function chosenUnit(unit: string | null, remembered: string | undefined): string | null {
  if (!unit) return null;
  const choices = unitChoices(unit);
  const match = remembered ? choices.find((choice) => choice === unitSymbol(remembered)) : null;
  return match ?? choices[0] ?? unit;
}

/** A value of the attribute's unit `from` in the unit `to` (as is when either is missing). */
export function inUnit(value: number, from: string | null, to: string | null): number {
  return from && to ? convertUnit(value, from, to) : value;
}

/**
 * A value in the attribute's unit as the input shows it in `unit`: as stored in the attribute's
 * own unit (four decimals at most), rounded when converted ('1,26' inch for 32 mm; see
 * roundConverted). A fraction of exactly three digits gets a fourth zero, because '1,125' reads as
 * a thousands group when typed ('1.125' and '1,125' are 1125 in parseDecimal's rule).
 */
export function inputText(value: number | null, from: string | null, to: string | null): string {
  if (value === null) return '';
  const converted = inUnit(value, from, to);
  const isConverted = from !== null && to !== null && unitSymbol(from) !== unitSymbol(to);
  const shown = isConverted ? roundConverted(converted) : converted;
  const text = formatDecimal(shown, 4).replace(/\./g, '');
  return endsInThreeDecimals(text) ? `${text}0` : text;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** Whether `text` ends in ',' and three digits (/,\d{3}$/, tested by hand: every bound's hints pass here). */
function endsInThreeDecimals(text: string): boolean {
  const comma = text.length - 4;
  return (
    comma >= 0 &&
    text.charCodeAt(comma) === 44 &&
    isDigit(text.charCodeAt(comma + 1)) &&
    isDigit(text.charCodeAt(comma + 2)) &&
    isDigit(text.charCodeAt(comma + 3))
  );
}

/** What the visitor typed, read: a number in the attribute's unit, null (empty) or an error. */
export type TypedBound = { value: number | null } | { error: string };

/** Reads one input in `unit` and converts it to the attribute's unit. */
export function readBound(
  text: string,
  unit: string | null,
  attributeUnit: string | null,
): TypedBound {
  if (text.trim() === '') return { value: null };
  const typed = parseDecimal(text);
  if (typed === null) return { error: SPEC_FILTER_TEXT.notNumber };
  return {
    value: unit && attributeUnit ? convertUnit(typed, unit, attributeUnit) : typed,
  };
}

/**
 * One bound input: the text it shows and, until the visitor edits it, the exact value in the
 * attribute's unit that the text stands for, so a rounded '1,26' inch still asks 32 mm.
 */
export interface BoundField {
  text: string;
  /** The value shown (null: empty); undefined once the visitor typed. */
  exact?: number | null;
}

/** The input for a bound of the attribute's unit shown in `unit`. */
export function boundField(
  value: number | null,
  attributeUnit: string | null,
  unit: string | null,
): BoundField {
  return { text: inputText(value, attributeUnit, unit), exact: value };
}

/** What an input asks, in the attribute's unit: its exact value while untouched, else the text. */
export function readField(
  field: BoundField,
  unit: string | null,
  attributeUnit: string | null,
): TypedBound {
  return field.exact !== undefined
    ? { value: field.exact }
    : readBound(field.text, unit, attributeUnit);
}

/**
 * The input after the unit changes from `from` to `to` (issue 32): its number converted (32 mm →
 * '1,26' inch, and back to '32' mm), or as typed when it is not a number (its error shows on
 * 'Terapkan').
 */
export function fieldInUnit(
  field: BoundField,
  from: string | null,
  to: string | null,
  attributeUnit: string | null,
): BoundField {
  const read = readField(field, from, attributeUnit);
  return 'error' in read ? field : boundField(read.value, attributeUnit, to);
}
