// The rows a product's specification value and equivalent are stored as (issue 24): the value
// spread over typed columns for filtering in SQL, the code with its normalised form. Shared by the
// product writes and the bulk seed.
import { normalisePartCode, type Equivalent } from '#domain/spec/equivalents.ts';
import type { SpecKind, SpecValue } from '#domain/spec/specValues.ts';

/** The typed columns a value is spread over for filtering in SQL. */
export function specColumns(kind: SpecKind, value: SpecValue) {
  const columns = {
    numMin: null as number | null,
    numMax: null as number | null,
    choices: null as string[] | null,
    flag: null as boolean | null,
  };
  if (kind === 'number' && typeof value === 'number') {
    columns.numMin = value;
    columns.numMax = value;
  } else if (kind === 'range' && typeof value === 'object' && !Array.isArray(value)) {
    columns.numMin = value.min;
    columns.numMax = value.max;
  } else if (kind === 'choice' && Array.isArray(value)) columns.choices = value;
  else if (kind === 'boolean' && typeof value === 'boolean') columns.flag = value;
  return columns;
}

/** A value row of product_spec_values. */
export const specValueRow = (
  productId: number,
  attributeId: number,
  kind: SpecKind,
  value: SpecValue,
) => ({ productId, attributeId, value, ...specColumns(kind, value) });

/** An equivalent row of product_equivalents. */
export const equivalentRow = (productId: number, position: number, equivalent: Equivalent) => ({
  productId,
  position,
  brand: equivalent.brand,
  code: equivalent.code,
  codeNormalised: normalisePartCode(equivalent.code),
});
