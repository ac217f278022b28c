import type { Ref } from 'react';
import type { components } from '@/api/schema.ts';
import { MultiSelect } from '@/ui/MultiSelect/MultiSelect.tsx';
import { Select } from '@/ui/Select/Select.tsx';
import type { SelectOption } from '@/ui/Select/types.ts';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import * as limits from '@/lib/forms/fieldLimits.ts';
import { RangePair } from './Products.styles.ts';
import { SPEC_TEXT, specLabel } from './productSpecValues.ts';
import type { SpecFormValue, SpecRangeText } from './productSpecValues.ts';

type SpecAttribute = components['schemas']['SpecAttribute'];

/** A number is as long as a range's end may be (openapi.yaml ProductCreateForm). */
const NUMBER_MAX_LENGTH = limits.ProductCreateForm['specifications[0][value][min]'];

/** Props of SpecField. */
export interface SpecFieldProps {
  /** The attribute the input is for: its name, unit, kind and options. */
  attribute: SpecAttribute;
  /** The value as the form holds it (undefined until touched: empty). */
  value: SpecFormValue | undefined;
  /** Called with the new value. */
  onChange: (value: SpecFormValue) => void;
  /** The value's message. */
  error?: string;
  /** Locks the input while saving. */
  isDisabled?: boolean;
  /** The first input of the attribute, which takes focus when its value is the first invalid one. */
  ref?: Ref<HTMLElement>;
}

const BOOLEAN_OPTIONS: readonly SelectOption[] = [
  { id: 'true', text: SPEC_TEXT.yes },
  { id: 'false', text: SPEC_TEXT.no },
];

function asText(value: SpecFormValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function asRange(value: SpecFormValue | undefined): SpecRangeText {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? value
    : { min: '', max: '' };
}

function asChoices(value: SpecFormValue | undefined): readonly string[] {
  return Array.isArray(value) ? value : [];
}

/** The input of one specification, by the attribute's kind. */
export function SpecField({
  attribute,
  value,
  onChange,
  error,
  isDisabled = false,
  ref,
}: SpecFieldProps) {
  const label = specLabel(attribute);
  const inputRef = ref as Ref<HTMLInputElement> | undefined;
  switch (attribute.kind) {
    case 'number':
      return (
        <TextInput
          label={label}
          inputMode="decimal"
          maxLength={NUMBER_MAX_LENGTH}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          isDisabled={isDisabled}
          ref={inputRef}
        />
      );
    case 'range': {
      const range = asRange(value);
      return (
        <RangePair>
          <TextInput
            label={specLabel(attribute, SPEC_TEXT.min)}
            inputMode="decimal"
            maxLength={NUMBER_MAX_LENGTH}
            value={range.min}
            onChange={(event) => onChange({ ...range, min: event.target.value })}
            error={error}
            isDisabled={isDisabled}
            ref={inputRef}
          />
          <TextInput
            label={specLabel(attribute, SPEC_TEXT.max)}
            inputMode="decimal"
            maxLength={NUMBER_MAX_LENGTH}
            value={range.max}
            onChange={(event) => onChange({ ...range, max: event.target.value })}
            isDisabled={isDisabled}
          />
        </RangePair>
      );
    }
    case 'choice': {
      const options = attribute.options.map((option) => ({ id: option, text: option }));
      const chosen = asChoices(value);
      const picked = options.filter((option) => chosen.includes(option.text));
      return attribute.multiple ? (
        <MultiSelect
          label={label}
          options={options}
          value={picked}
          onChange={(next) => onChange(next.map((option) => option.text))}
          error={error}
          isDisabled={isDisabled}
        />
      ) : (
        <Select
          label={label}
          options={options}
          value={picked[0] ?? null}
          onChange={(next) => onChange(next ? [next.text] : [])}
          error={error}
          isDisabled={isDisabled}
          ref={inputRef}
        />
      );
    }
    case 'boolean':
      return (
        <Select
          label={label}
          options={BOOLEAN_OPTIONS}
          value={typeof value === 'boolean' ? (BOOLEAN_OPTIONS[value ? 0 : 1] ?? null) : null}
          onChange={(next) => onChange(next ? next.id === 'true' : null)}
          error={error}
          isDisabled={isDisabled}
          ref={inputRef}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          maxLength={SPEC_TEXT.maxText}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          isDisabled={isDisabled}
          ref={inputRef}
        />
      );
  }
}
