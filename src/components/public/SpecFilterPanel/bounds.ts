// The number inputs of a number or range filter: what they show and what they send, converting
// between the unit the visitor types in and the attribute's own (src/lib/units.ts).
import { formatDecimal } from '../../../lib/rupiah.ts';
import { convertUnit, inputUnits, parseDecimal, unitSymbol } from '../../../lib/units.ts';
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
 * A value in the attribute's unit as the input shows it in `unit` ('6,8948'). Four decimals at
 * most; a fraction of exactly three digits gets a fourth zero, because '1,125' reads as a thousands
 * group when typed ('1.125' and '1,125' are 1125 in parseDecimal's rule).
 */
export function inputText(value: number | null, from: string | null, to: string | null): string {
  if (value === null) return '';
  const text = formatDecimal(inUnit(value, from, to), 4).replace(/\./g, '');
  return /,\d{3}$/.test(text) ? `${text}0` : text;
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
