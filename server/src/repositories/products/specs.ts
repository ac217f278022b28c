// A product's specification values and competitor equivalents (issue 24): read from the product
// form (`specifications[i][id]`, `specifications[i][value]...`, `equivalents[i][brand|code]`),
// checked by the rules of src/lib against the active attributes the product's type uses, and
// written in the product's transaction. The import writes through here as well.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  productEquivalents,
  productSpecValues,
  searchChanges,
  specAttributeTypes,
} from '../../db/schema/index.ts';
import { invalid, type FieldErrors } from '../../lib/errors.ts';
import type { Form } from '../../lib/multipart.ts';
import {
  SPEC_MESSAGES,
  specFormFields,
  specValueFromForm,
  type SpecFormField,
  type SpecKind,
  type SpecValue,
} from '#domain/spec/specValues.ts';
import {
  equivalentErrors,
  equivalentFormFields,
  normaliseEquivalents,
  type Equivalent,
} from '#domain/spec/equivalents.ts';
import { activeAttributesOf, type SpecAttributeView } from '../spec-attributes/repository.ts';
import { equivalentRow, specValueRow } from '../../db/spec-rows.ts';

/** The form's text fields as name/value pairs (a field without a value reads as ''). */
function textFields(form: Form): [string, string][] {
  return Object.entries(form.fields).map(([name, raw]) => [name, raw ?? '']);
}

/** The form's specification entries, in index order. */
export function productSpecEntries(form: Form): SpecFormField[] {
  return specFormFields(textFields(form));
}

/** The form's equivalents, in index order (both fields of an index). */
export function productEquivalentEntries(form: Form): Equivalent[] {
  return equivalentFormFields(textFields(form));
}

/** What a product write stores of its specifications and equivalents. */
export interface CheckedSpecs {
  /** The values to store (non-empty entries). */
  values: { attributeId: number; kind: SpecKind; value: SpecValue }[];
  /** Attributes whose stored value is replaced (the form: every active one of the type). */
  replaceIds: number[];
  /** null: keep the stored equivalents (an import without the column). */
  equivalents: Equivalent[] | null;
}

/**
 * Checks the form's entries against the active attributes of `typeId`; a refusal throws 422 with
 * every field's message (`specifications[i][value]`, `equivalents[i][code]` ...).
 */
export async function checkProductSpecs(
  db: DbOrTx,
  typeId: number,
  entries: SpecFormField[],
  equivalents: Equivalent[] | null,
  scope: 'all' | 'given' = 'all',
  known?: SpecAttributeView[],
): Promise<CheckedSpecs> {
  const attributes = known ?? (await activeAttributesOf(db, typeId));
  const errors: FieldErrors = {};
  const values: CheckedSpecs['values'] = [];
  const seen = new Set<number>();
  for (const { index, id, entry } of entries) {
    const attribute = attributes.find((candidate) => candidate.id === id);
    if (!attribute) {
      errors[`specifications[${index}][id]`] = SPEC_MESSAGES.notForType;
      continue;
    }
    if (seen.has(id)) {
      errors[`specifications[${index}][id]`] = SPEC_MESSAGES.twice;
      continue;
    }
    seen.add(id);
    const check = specValueFromForm(attribute, entry);
    if (!check.ok) {
      const suffix = check.field === 'value' ? '' : `[${check.field}]`;
      errors[`specifications[${index}][value]${suffix}`] = check.message;
    } else if (check.value !== null)
      values.push({ attributeId: id, kind: attribute.kind, value: check.value });
  }
  if (equivalents) {
    for (const [key, message] of Object.entries(equivalentErrors(equivalents)))
      errors[`equivalents${key}`] = message;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    values,
    replaceIds: scope === 'all' ? attributes.map((attribute) => attribute.id) : [...seen],
    equivalents: equivalents ? normaliseEquivalents(equivalents) : null,
  };
}

/**
 * Writes a product's checked specifications and equivalents, then drops the values of
 * attributes its (possibly new) type does not use, and tells the search index.
 */
export async function writeProductSpecs(
  tx: DbOrTx,
  productId: number,
  typeId: number,
  checked: CheckedSpecs,
): Promise<void> {
  if (checked.replaceIds.length)
    await tx
      .delete(productSpecValues)
      .where(
        and(
          eq(productSpecValues.productId, productId),
          inArray(productSpecValues.attributeId, checked.replaceIds),
        ),
      );
  await tx
    .delete(productSpecValues)
    .where(
      and(
        eq(productSpecValues.productId, productId),
        notInArray(
          productSpecValues.attributeId,
          sql`(select ${specAttributeTypes.attributeId} from ${specAttributeTypes} where ${specAttributeTypes.typeId} = ${typeId})`,
        ),
      ),
    );
  if (checked.values.length)
    await tx
      .insert(productSpecValues)
      .values(
        checked.values.map(({ attributeId, kind, value }) =>
          specValueRow(productId, attributeId, kind, value),
        ),
      );
  if (checked.equivalents) {
    await tx.delete(productEquivalents).where(eq(productEquivalents.productId, productId));
    if (checked.equivalents.length)
      await tx
        .insert(productEquivalents)
        .values(
          checked.equivalents.map((equivalent, position) =>
            equivalentRow(productId, position, equivalent),
          ),
        );
  }
  // The products row's own trigger fires on its columns only; values and codes change search too.
  await tx.insert(searchChanges).values({ entity: 'product', entityId: productId });
}
