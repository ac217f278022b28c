// Turns stored rows into the shapes openapi.yaml answers with (joins by id, derived covers).
import { mustEnableMfa } from '../src/lib/account/mfaPolicy.ts';
import { partNumberOf } from '../src/lib/catalogue/partNumber.ts';
import { db } from './db.ts';
import { ROLE_IDS } from './fixtures/users.ts';
import type { ProductRow, ProjectRow, Schemas, SpecAttributeRow, UserRow } from './rows.ts';
import { compareSpecAttributes } from '../src/lib/spec/specValues.ts';

function idName(rows: readonly { id: number; name: string }[], id: number): Schemas['IdName'] {
  const row = rows.find((candidate) => candidate.id === id);
  return { id, name: row?.name ?? '-' };
}

function productCover(row: ProductRow): Schemas['ProductCover'] | null {
  const cover = row.image.find((image) => image.isCover) ?? row.image[0];
  return cover ? { id: cover.id, path: cover.path } : null;
}

/** A product as list answers carry it. */
export function productSummary(row: ProductRow): Schemas['ProductSummary'] {
  return {
    id: row.id,
    name: row.name,
    harga: row.harga,
    hargaAkhir: row.hargaAkhir,
    urutan: row.urutan,
    isBestSeller: row.isBestSeller,
    category: idName(db.categories, row.categoryId),
    brand: idName(db.brands, row.brandId),
    type: idName(db.types, row.typeId),
    isCover: productCover(row),
    isActive: row.isActive,
    createdAt: row.createdAt,
    partNumber: partNumberOf(row.name),
  };
}

/** Every active attribute, by urutan (empty last) then name, with its types by id. */
export function activeAttributes(): SpecAttributeRow[] {
  return db.specAttributes.filter((attribute) => attribute.isActive).sort(compareSpecAttributes);
}

/** The active attributes used by a type, by urutan (empty last) then name. */
export function activeAttributesOf(typeId: number): SpecAttributeRow[] {
  return db.specAttributes
    .filter((attribute) => attribute.isActive && attribute.typeIds.includes(typeId))
    .sort(compareSpecAttributes);
}

/** A product's values of active attributes, by urutan then name (as the server answers). */
function productSpecifications(row: ProductRow): Schemas['ProductSpecification'][] {
  return db.specAttributes
    .filter((attribute) => attribute.isActive)
    .sort(compareSpecAttributes)
    .flatMap((attribute) => {
      const stored = row.specValues.find((entry) => entry.id === attribute.id);
      if (!stored) return [];
      const { id, name, unit, kind } = attribute;
      return [{ id, name, unit, kind, value: structuredClone(stored.value) }];
    });
}

/** An attribute as the API answers it: its types by name. */
export function specAttributeView(row: SpecAttributeRow): Schemas['SpecAttribute'] {
  const { typeIds, ...rest } = row;
  return {
    ...rest,
    options: [...row.options],
    types: typeIds
      .map((id) => idName(db.types, id))
      .sort((a, b) => a.name.localeCompare(b.name, 'id') || a.id - b.id),
  };
}

/** A product with everything the detail pages show. */
export function productView(row: ProductRow): Schemas['Product'] {
  return {
    ...productSummary(row),
    garansi: row.garansi,
    berat: row.berat,
    keterangan: row.keterangan,
    image: row.image.map((image) => ({ ...image })),
    size: row.size.map((size) => ({ ...size })),
    color: row.color.map((color) => ({ ...color })),
    ecommerces: row.ecommerces.map(({ ecommerceId, link }) => {
      const market = db.ecommerces.find((candidate) => candidate.id === ecommerceId);
      return {
        ecommerces: {
          id: ecommerceId,
          name: market?.name ?? '-',
          image: market ? { path: market.image.path } : null,
        },
        link,
      };
    }),
    specifications: productSpecifications(row),
    equivalents: row.equivalents.map((equivalent) => ({ ...equivalent })),
  };
}

/** Whether a product shows on public pages: it, its brand, category and type are all active. */
export function isPubliclyVisible(row: ProductRow): boolean {
  const active = (rows: readonly { id: number; isActive: boolean }[], id: number) =>
    rows.some((candidate) => candidate.id === id && candidate.isActive);
  return (
    row.isActive &&
    active(db.brands, row.brandId) &&
    active(db.categories, row.categoryId) &&
    active(db.types, row.typeId)
  );
}

/** A project with its cover picked out. */
export function projectView(row: ProjectRow): Schemas['Project'] {
  const cover = row.projectsFile.find((file) => file.isCover) ?? row.projectsFile[0];
  return {
    id: row.id,
    title: row.title,
    isActive: row.isActive,
    isCover: cover ? { path: cover.path } : null,
    projectsFile: row.projectsFile.map((file) => ({ ...file })),
  };
}

/** A user without the password, with the role joined. */
export function userView(row: UserRow): Schemas['User'] {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: idName(db.roles, row.roleId),
    isActive: row.isActive,
    mfaEnabled: Boolean(row.totpSecret),
  };
}

/** The signed-in profile of a user. */
export function profileView(row: UserRow): Schemas['Profile'] {
  const role = idName(db.roles, row.roleId);
  return {
    id: row.id,
    name: row.name,
    roleId: role.id,
    roleName: role.name,
    email: row.email,
    mfaEnabled: Boolean(row.totpSecret),
    mustChangePassword: row.mustChangePassword === true,
    mustEnableMfa: mockMustEnableMfa(row),
  };
}

/** Whether the user's role must turn two-step sign-in on first (the server's rule, `db.mfaRequiredRoles`). */
export function mockMustEnableMfa(row: UserRow): boolean {
  const role = idName(db.roles, row.roleId);
  return mustEnableMfa(db.mfaRequiredRoles, ROLE_IDS.superuser, {
    roleId: role.id,
    roleName: role.name,
    mfaEnabled: Boolean(row.totpSecret),
  });
}
