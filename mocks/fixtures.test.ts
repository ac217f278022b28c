// The fixtures: every record fits its openapi.yaml schema once shaped for an answer, and the
// catalogue has the cases stories need (long names, ranges, empty prices, inactive records).
import { beforeEach, describe, expect, it } from 'vitest';
import { validateSchema } from '../test/contract/openapi-validator.ts';
import { db, resetMockDb } from './db.ts';
import { productIds } from './fixtures/products.ts';
import { productView, projectView, userView } from './views.ts';

beforeEach(() => resetMockDb());

const tables: [schema: string, rows: () => unknown[]][] = [
  ['Type', () => db.types],
  ['Category', () => db.categories],
  ['Brand', () => db.brands],
  ['Ecommerce', () => db.ecommerces],
  ['Product', () => db.products.map(productView)],
  ['Bumper', () => db.bumpers],
  ['Project', () => db.projects.map(projectView)],
  ['News', () => db.news],
  ['Subscriber', () => db.subscribers],
  ['Role', () => db.roles],
  ['User', () => db.users.map(userView)],
  ['Footer', () => [db.footer]],
  ['TaglineMain', () => [db.about]],
  ['NewProductBanner', () => [db.newProduct]],
];

describe('fixtures', () => {
  it.each(tables)('every %s fits its schema', (schema, rows) => {
    for (const row of rows()) expect(validateSchema(schema, row)).toEqual({ ok: true });
  });

  it('has the sizes the brief asks for', () => {
    expect(db.products.length).toBeGreaterThanOrEqual(40);
    expect(db.brands).toHaveLength(6);
    expect(db.categories).toHaveLength(5);
    expect(db.types.filter((type) => type.isActive).length).toBeGreaterThanOrEqual(8);
    expect(db.ecommerces).toHaveLength(4);
    expect(db.news).toHaveLength(12);
    expect(db.projects).toHaveLength(5);
    expect(db.bumpers).toHaveLength(3);
    expect(db.footer.alamat.length).toBeLessThanOrEqual(4);
    expect(db.about.list.length).toBeLessThanOrEqual(4);
    expect(db.subscribers.length).toBeGreaterThan(0);
  });

  it('has the edge cases the stories show', () => {
    const byId = (id: number) => db.products.find((row) => row.id === id);
    expect(db.products.some((row) => row.name.length > 10)).toBe(true);
    expect(db.products.some((row) => row.hargaAkhir === null)).toBe(true);
    expect(byId(productIds.range)?.hargaAkhir).toBeGreaterThan(
      byId(productIds.range)?.harga ?? Infinity,
    );
    expect(byId(productIds.bestSeller[0] ?? 0)?.isBestSeller).toBe(true);
    expect(byId(productIds.inactive)?.isActive).toBe(false);
    expect(byId(productIds.gallery)?.image.length).toBeGreaterThanOrEqual(8);
    expect(byId(productIds.noImage)?.image).toEqual([]);
    expect(db.products.some((row) => /<(ul|ol|h3|strong)>/.test(row.keterangan ?? ''))).toBe(true);
  });

  it('has the superuser admin, an admin-role user and an inactive user', () => {
    expect(db.users.map((user) => [user.name, user.roleId, user.isActive])).toEqual([
      ['admin', 1, true],
      ['Siti Rahmawati', 2, true],
      ['Budi Santoso', 2, false],
    ]);
    expect(db.roles).toEqual([
      { id: 1, name: 'Superuser' },
      { id: 2, name: 'Admin' },
    ]);
  });

  it('gives ids that are unique per table and over all product images', () => {
    const unique = (ids: number[]) => new Set(ids).size === ids.length;
    expect(unique(db.products.flatMap((row) => row.image.map((img) => img.id)))).toBe(true);
    expect(unique(db.projects.flatMap((row) => row.projectsFile.map((file) => file.id)))).toBe(
      true,
    );
    for (const [, rows] of tables)
      expect(
        unique(
          rows().flatMap((row) =>
            (row as { id?: number }).id ? [(row as { id: number }).id] : [],
          ),
        ),
      ).toBe(true);
  });

  it('uses offline images only (inline SVG data URLs)', () => {
    const paths = [
      ...db.products.flatMap((row) => row.image.map((img) => img.path)),
      ...db.brands.flatMap((row) => [row.mainFile.path, row.thumbnail.path]),
      ...db.bumpers.map((row) => row.path),
    ];
    for (const path of paths) expect(path.startsWith('data:image/svg+xml,')).toBe(true);
  });
});
