// Specification attributes (Master Spesifikasi, issue 24): the staff table, the product form's
// lookup, and the rules product writes check values against. A change that alters what product
// pages, filters or facets show is logged in search_changes ('spec-attribute') in its transaction.
import { and, asc, count, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { found, setActiveFlag, toggleActive } from '../../db/queries.ts';
import {
  productSpecValues,
  productTypes,
  products,
  searchChanges,
  specAttributeTypes,
  specAttributes,
} from '../../db/schema/index.ts';
import { invalid } from '../../lib/errors.ts';
import { likePattern, orderFor, type AdminListQuery } from '../../lib/list-query.ts';
import {
  SPEC_MESSAGES,
  specValueFits,
  type SpecAttributeDraft,
  type SpecKind,
} from '#domain/spec/specValues.ts';

/** A specification attribute as the API answers it (openapi.yaml SpecAttribute). */
export interface SpecAttributeView {
  id: number;
  name: string;
  unit: string | null;
  kind: SpecKind;
  options: string[];
  multiple: boolean;
  isFilter: boolean;
  urutan: number | null;
  types: { id: number; name: string }[];
  isActive: boolean;
}

const columns = {
  id: specAttributes.id,
  name: specAttributes.name,
  kind: specAttributes.kind,
  urutan: specAttributes.urutan,
  is_active: specAttributes.isActive,
};

// Spelled out with table names: drizzle leaves columns unqualified in a one-table query, and an
// unqualified "id" inside the subquery would be product_types.id.
const typesOf = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name, t.id)
  from spec_attribute_types sat inner join product_types t on t.id = sat.type_id
  where sat.attribute_id = "spec_attributes"."id"), '[]')`;

const shape = {
  id: specAttributes.id,
  name: specAttributes.name,
  unit: specAttributes.unit,
  kind: specAttributes.kind,
  options: specAttributes.options,
  multiple: specAttributes.multiple,
  isFilter: specAttributes.isFilter,
  urutan: specAttributes.urutan,
  types: typesOf,
  isActive: specAttributes.isActive,
};

/** By `urutan` (empty last), then name. */
const displayOrder = [
  sql`${specAttributes.urutan} asc nulls last`,
  asc(specAttributes.name),
  asc(specAttributes.id),
];

const usedBy = (typeId: number) =>
  inArray(
    specAttributes.id,
    sql`(select ${specAttributeTypes.attributeId} from ${specAttributeTypes} where ${specAttributeTypes.typeId} = ${typeId})`,
  );

/** Tells every server's search index that an attribute changed (its name, flags, values). */
export async function logAttributeChange(tx: DbOrTx, id: number): Promise<void> {
  await tx.insert(searchChanges).values({ entity: 'spec-attribute', entityId: id });
}

/** The active attributes a type uses, by urutan then name: the product form's and import's rules. */
export function activeAttributesOf(db: DbOrTx, typeId: number): Promise<SpecAttributeView[]> {
  return db
    .select(shape)
    .from(specAttributes)
    .where(and(eq(specAttributes.isActive, true), usedBy(typeId)))
    .orderBy(...displayOrder) as Promise<SpecAttributeView[]>;
}

/** Every active attribute, by urutan then name, with its types (import/export columns). */
export function activeAttributes(db: DbOrTx): Promise<SpecAttributeView[]> {
  return db
    .select(shape)
    .from(specAttributes)
    .where(eq(specAttributes.isActive, true))
    .orderBy(...displayOrder) as Promise<SpecAttributeView[]>;
}

async function checkDraft(db: DbOrTx, draft: SpecAttributeDraft, id?: number): Promise<void> {
  const errors: Record<string, string> = {};
  const [taken] = await db
    .select({ value: count() })
    .from(specAttributes)
    .where(
      and(
        sql`lower(${specAttributes.name}) = lower(${draft.name})`,
        id === undefined ? undefined : sql`${specAttributes.id} <> ${id}`,
      ),
    );
  if ((taken?.value ?? 0) > 0) errors.name = SPEC_MESSAGES.nameTaken;
  if (draft.typeIds.length > 0) {
    const known = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(inArray(productTypes.id, draft.typeIds));
    if (known.length !== draft.typeIds.length) errors.typeIds = SPEC_MESSAGES.typeNotFound;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const row = (draft: SpecAttributeDraft) => ({
  name: draft.name,
  unit: draft.unit,
  kind: draft.kind,
  options: draft.options,
  multiple: draft.multiple,
  isFilter: draft.isFilter,
  urutan: draft.urutan,
});

async function setTypes(tx: DbOrTx, id: number, typeIds: number[]): Promise<void> {
  await tx.delete(specAttributeTypes).where(eq(specAttributeTypes.attributeId, id));
  if (typeIds.length)
    await tx
      .insert(specAttributeTypes)
      .values(typeIds.map((typeId) => ({ attributeId: id, typeId })));
}

/**
 * Removes stored values that no longer fit the attribute: those of products whose type it no
 * longer uses, and (kind, options or `multiple` changed) those its rules now refuse.
 */
async function pruneValues(tx: DbOrTx, id: number, draft: SpecAttributeDraft): Promise<void> {
  const typeScope = draft.typeIds.length
    ? notInArray(
        productSpecValues.productId,
        tx
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.typeId, draft.typeIds)),
      )
    : undefined;
  await tx.delete(productSpecValues).where(and(eq(productSpecValues.attributeId, id), typeScope));
  const stored = await tx
    .select({ productId: productSpecValues.productId, value: productSpecValues.value })
    .from(productSpecValues)
    .where(eq(productSpecValues.attributeId, id));
  const misfits = stored.filter((entry) => !specValueFits(draft, entry.value));
  for (let i = 0; i < misfits.length; i += 1000) {
    const ids = misfits.slice(i, i + 1000).map((entry) => entry.productId);
    await tx
      .delete(productSpecValues)
      .where(and(eq(productSpecValues.attributeId, id), inArray(productSpecValues.productId, ids)));
  }
}

export function specAttributeRepository(db: Db) {
  return {
    async list(q: AdminListQuery & { type?: number }) {
      const where: SQL | undefined = and(
        q.search
          ? or(
              sql`${specAttributes.name} ilike ${likePattern(q.search)}`,
              sql`${specAttributes.unit} ilike ${likePattern(q.search)}`,
            )
          : undefined,
        q.type === undefined ? undefined : usedBy(q.type),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(shape)
          .from(specAttributes)
          .where(where)
          .orderBy(...orderFor(columns, q, specAttributes.id))
          .limit(q.size)
          .offset(q.offset),
        db.select({ value: count() }).from(specAttributes).where(where),
      ]);
      return { rows: rows as SpecAttributeView[], total: total?.value ?? 0 };
    },
    async get(id: number): Promise<SpecAttributeView> {
      return found(
        await db.select(shape).from(specAttributes).where(eq(specAttributes.id, id)),
      ) as SpecAttributeView;
    },
    lookup: (typeId: number) => activeAttributesOf(db, typeId),
    /** Every active attribute: the import template's and the export's columns. */
    active: () => activeAttributes(db),
    async create(draft: SpecAttributeDraft) {
      await checkDraft(db, draft);
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(specAttributes)
          .values(row(draft))
          .returning({ id: specAttributes.id });
        const newId = created?.id ?? 0;
        await setTypes(tx, newId, draft.typeIds);
        await logAttributeChange(tx, newId);
        return newId;
      });
      return this.get(id);
    },
    async update(id: number, draft: SpecAttributeDraft) {
      await this.get(id);
      await checkDraft(db, draft, id);
      await db.transaction(async (tx) => {
        await tx
          .update(specAttributes)
          .set({ ...row(draft), updatedAt: new Date() })
          .where(eq(specAttributes.id, id));
        await setTypes(tx, id, draft.typeIds);
        await pruneValues(tx, id, draft);
        await logAttributeChange(tx, id);
      });
      return this.get(id);
    },
    /** Deletes the attribute; its values and type links go with it (ON DELETE CASCADE). */
    async remove(id: number) {
      await this.get(id);
      await db.transaction(async (tx) => {
        await tx.delete(specAttributes).where(eq(specAttributes.id, id));
        await logAttributeChange(tx, id);
      });
    },
    toggle: (id: number) =>
      db.transaction(async (tx) => {
        const result = await toggleActive(tx, specAttributes, id);
        await logAttributeChange(tx, id);
        return result;
      }),
    setActive: (id: number, isActive: boolean) =>
      db.transaction(async (tx) => {
        const result = await setActiveFlag(tx, specAttributes, id, isActive);
        await logAttributeChange(tx, id);
        return result;
      }),
  };
}
