import { useContext, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatDecimal } from '../../../lib/catalogue/rupiah.ts';
import { withUnit } from '../../../lib/spec/specDisplay.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import { useEarlyValue } from '../../../ui/hooks/useEarlyValue.ts';
import {
  holdsStandIn,
  KeptMarker,
  KeptPartsContext,
  keptValueStandIn,
} from '../../../ui/islands/keptParts.tsx';
import type { KeptAnswer } from '../../../ui/islands/keptParts.tsx';
import {
  boundField,
  chosenUnit,
  fieldInUnit,
  inputText,
  inUnit,
  readField,
  unitChoices,
} from './bounds.ts';
import { BoundsRow, Fieldset, Legend, Span, UnitSelect } from './SpecFilterPanel.styles.ts';
import { SPEC_FILTER_TEXT } from './texts.ts';
import type { SpecRangeFacet } from '../../../lib/spec/specFacets.ts';

/** Props of BoundsFilter. */
export interface BoundsFilterProps {
  /** The attribute and the span of its values over the products the other filters keep. */
  facet: SpecRangeFacet;
  /** The chosen bounds, in the attribute's unit (null: open). */
  min: number | null;
  max: number | null;
  /** The unit the visitor typed in last time (unit[<id>] of the address). */
  rememberedUnit?: string;
  /** Called with the new bounds in the attribute's unit and the unit typed in. */
  onApply: (min: number | null, max: number | null, unit: string | null) => void;
  /**
   * Where it stands among its siblings (its place and their number), for the server's kept HTML:
   * React's ids inside it follow from there, not from its own id alone.
   */
  place?: string;
}

/** Min–max inputs of a number or range attribute, with a unit choice for pressure and length. */
export function BoundsFilter({
  facet,
  min,
  max,
  rememberedUnit,
  onApply,
  place,
}: BoundsFilterProps) {
  const legendId = `bounds${useId().replace(/:/g, '')}`;
  const [unit, setUnit] = useState(() => chosenUnit(facet.unit, rememberedUnit));
  const [minField, setMinField] = useState(() => boundField(min, facet.unit, unit));
  const [maxField, setMaxField] = useState(() => boundField(max, facet.unit, unit));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  const choices = unitChoices(facet.unit);
  // A unit chosen, or bounds typed, on the server-rendered panel before it hydrated count (the
  // unit first: it converts the bounds as rendered, then typed ones replace them).
  const unitRef = useRef<HTMLSelectElement | null>(null);
  const minRef = useRef<HTMLInputElement | null>(null);
  const maxRef = useRef<HTMLInputElement | null>(null);
  const hint = (value: number | null) =>
    value === null ? undefined : inputText(value, facet.unit, unit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = readField(minField, unit, facet.unit);
    const high = readField(maxField, unit, facet.unit);
    const next: { min?: string; max?: string } = {};
    if ('error' in low) next.min = low.error;
    if ('error' in high) next.max = high.error;
    if ('value' in low && 'value' in high && low.value !== null && high.value !== null)
      if (low.value > high.value) next.max = SPEC_FILTER_TEXT.minAboveMax;
    setErrors(next);
    if (next.min || next.max || !('value' in low) || !('value' in high)) return;
    onApply(low.value, high.value, unit);
  };
  // Another unit shows the same bounds in it (32–63 mm → 1,26–2,48 inch), not the same numbers.
  const changeUnit = (next: string) => {
    setMinField((field) => fieldInUnit(field, unit, next, facet.unit));
    setMaxField((field) => fieldInUnit(field, unit, next, facet.unit));
    setUnit(next);
  };
  useEarlyValue(unitRef, unit ?? '', (chosen) => changeUnit(chosen));
  useEarlyValue(minRef, minField.text, (typed) => setMinField({ text: typed }));
  useEarlyValue(maxRef, maxField.text, (typed) => setMaxField({ text: typed }));
  const shown = {
    span:
      facet.min !== null && facet.max !== null
        ? SPEC_FILTER_TEXT.between(
            formatDecimal(inUnit(facet.min, facet.unit, unit)),
            withUnit(formatDecimal(inUnit(facet.max, facet.unit, unit)), unit),
          )
        : null,
    minHint: hint(facet.min),
    maxHint: hint(facet.max),
    // The chosen bounds, as the fields write them (none when open).
    minText: min === null ? undefined : minField.text,
    maxText: max === null ? undefined : maxField.text,
  };
  // Rendering a page, the server keeps a filter's HTML (ui/islands/keptParts.tsx). The ids of its
  // fields follow from where it stands: in an island, its own id and its place among its siblings
  // (one printed id may stand for two places), both in the key. Kept for its shape (which bounds
  // are chosen, the unit), each page's span of values and chosen bounds put in as text, fields'
  // values and placeholders: they follow from the address and the other filters, so a key holding
  // them is seldom met again; else kept for its facet and bounds.
  const kept = useContext(KeptPartsContext);
  const values = [shown.span, shown.minHint, shown.maxHint, shown.minText, shown.maxText];
  const shaped =
    kept?.takeShaped !== undefined &&
    values.every((value) => value !== '' && !holdsStandIn(value ?? ''));
  let answer: KeptAnswer = null;
  if (kept && place !== undefined)
    answer =
      shaped && kept.takeShaped
        ? kept.takeShaped(
            JSON.stringify([
              'bounds',
              legendId,
              place,
              [facet.id, facet.name, facet.unit, facet.kind],
              values.map((value) => value === undefined || value === null),
              rememberedUnit ?? null,
            ]),
            values.map((value) => value ?? '-'),
            true,
          )
        : kept.take(
            JSON.stringify(['bounds', legendId, place, facet, min, max, rememberedUnit ?? null]),
            [],
            true,
          );
  if (answer?.kind === 'kept') return <KeptMarker>{null}</KeptMarker>;
  // Kept for its shape, it is rendered whole with stand-ins where its values go.
  const { span, minHint, maxHint, minText, maxText } =
    shaped && answer?.kind === 'keep'
      ? {
          span: shown.span === null ? null : keptValueStandIn(0),
          minHint: shown.minHint === undefined ? undefined : keptValueStandIn(1),
          maxHint: shown.maxHint === undefined ? undefined : keptValueStandIn(2),
          minText: shown.minText === undefined ? undefined : keptValueStandIn(3),
          maxText: shown.maxText === undefined ? undefined : keptValueStandIn(4),
        }
      : shown;
  const fieldset = (
    <Fieldset aria-labelledby={legendId}>
      <Legend id={legendId}>{withUnit(facet.name, unit ? `(${unit})` : null)}</Legend>
      {span ? <Span>{span}</Span> : null}
      <form onSubmit={submit} noValidate>
        <BoundsRow>
          <TextInput
            ref={minRef}
            label={SPEC_FILTER_TEXT.min}
            inputMode="decimal"
            autoComplete="off"
            value={minText ?? minField.text}
            placeholder={minHint}
            error={errors.min}
            onChange={(event) => setMinField({ text: event.target.value })}
          />
          <TextInput
            ref={maxRef}
            label={SPEC_FILTER_TEXT.max}
            inputMode="decimal"
            autoComplete="off"
            value={maxText ?? maxField.text}
            placeholder={maxHint}
            error={errors.max}
            onChange={(event) => setMaxField({ text: event.target.value })}
          />
          {choices.length > 1 ? (
            <label>
              <Span>{SPEC_FILTER_TEXT.unit}</Span>
              <UnitSelect
                ref={unitRef}
                value={unit ?? ''}
                onChange={(event) => changeUnit(event.target.value)}
              >
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </UnitSelect>
            </label>
          ) : null}
        </BoundsRow>
        <Button type="submit" variant="secondary" size="small">
          {SPEC_FILTER_TEXT.apply}
        </Button>
      </form>
    </Fieldset>
  );
  return answer?.kind === 'keep' ? <answer.Keep>{fieldset}</answer.Keep> : fieldset;
}
