// Issue 24: specification attributes (staff calls), product values checked by kind, equivalents,
// and the rules that keep stored values fitting their attribute and the product's type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { formOf } from './helpers/fixtures.ts';
import { addType, seedCatalogue } from './helpers/catalogue.ts';

let t: TestApp;
let token: string;
const ids = { brand: 0, category: 0, cylinder: 0, valve: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  const { brand, category, type } = await seedCatalogue(t, token, {
    keterangan: 'Merek fiktif',
    type: 'Silinder Kompak',
  });
  Object.assign(ids, {
    brand,
    category,
    cylinder: type,
    valve: await addType(t, token, 'Katup 5/2'),
  });
});
afterAll(() => t.close());

const attribute = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bore',
  unit: 'mm',
  kind: 'number',
  options: [],
  multiple: false,
  isFilter: true,
  urutan: 1,
  typeIds: [ids.cylinder],
  ...overrides,
});

async function createAttribute(overrides: Record<string, unknown> = {}) {
  const answer = await t.call('POST', '/admin/spec-attribute', {
    token,
    json: attribute(overrides),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { id: number };
}

const productFields = (typeId: number, extra: Record<string, string> = {}) => ({
  name: 'Silinder Kompak SDA 32x50',
  harga: '420000',
  brand_id: String(ids.brand),
  category_id: String(ids.category),
  type_id: String(typeId),
  ...extra,
});

describe("a product list's facets (kept by the public cache)", () => {
  it("count a product's new specification value even on a page that does not show it", async () => {
    const type = await addType(t, token, 'Silinder Faset');
    const bore = await createAttribute({ name: 'Bore Faset', typeIds: [type] });
    const withBore = (value: string) => ({
      'specifications[0][id]': String(bore.id),
      'specifications[0][value]': value,
    });
    const made = [];
    for (const [name, value] of [
      ['Silinder Faset A', '32'],
      ['Silinder Faset B', '40'],
    ] as const) {
      const created = await t.call('POST', '/admin/product', {
        token,
        form: formOf({ ...productFields(type, withBore(value)), name }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      made.push(created.body.data.id as number);
    }
    const list = `/product?type=${type}&limit=1`;
    const boreFacet = async () => {
      const answer = await t.call('GET', list);
      expect(answer.status).toBe(200);
      const facet = answer.body.meta.facets.spec.find(
        (spec: { id: number }) => spec.id === bore.id,
      );
      return { shown: answer.body.data[0].id as number, min: facet.min, max: facet.max };
    };
    const before = await boreFacet();
    expect([before.min, before.max]).toEqual([32, 40]);
    // Kept: the same read again is answered from the cache.
    expect(t.app.publicCache.get(`/api-web${list}`)).toBeDefined();
    const hidden = made.find((id) => id !== before.shown) as number;
    const hiddenName = hidden === made[0] ? 'Silinder Faset A' : 'Silinder Faset B';
    const saved = await t.call('POST', `/admin/product/update/${hidden}`, {
      token,
      form: formOf({ ...productFields(type, withBore('80')), name: hiddenName }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await boreFacet();
    expect(after.shown).toBe(before.shown);
    expect(after.max).toBe(80);
  });
});

describe('spec attributes (staff calls)', () => {
  it('creates, lists, filters by type, reads, updates, toggles and deletes', async () => {
    const created = await t.call('POST', '/admin/spec-attribute', {
      token,
      json: attribute({ name: '  Diameter Uji  ', unit: '  ' }),
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Diameter Uji',
      unit: null,
      kind: 'number',
      options: [],
      types: [{ id: ids.cylinder, name: 'Silinder Kompak' }],
      isActive: true,
    });
    const id = created.body.data.id;
    const listed = await t.call(
      'GET',
      `/admin/spec-attribute?page=1&length=10&search=diameter&type=${ids.cylinder}&sortBy=name&orderBy=asc`,
      { token },
    );
    expect(listed.body.meta.total).toBe(1);
    const otherType = await t.call(
      'GET',
      `/admin/spec-attribute?search=diameter&type=${ids.valve}`,
      {
        token,
      },
    );
    expect(otherType.body.meta.total).toBe(0);
    const updated = await t.call('PUT', `/admin/spec-attribute/${id}`, {
      token,
      json: attribute({
        name: 'Diameter Uji',
        kind: 'choice',
        options: ['A', 'B'],
        multiple: true,
      }),
    });
    expect(updated.body.data).toMatchObject({
      kind: 'choice',
      options: ['A', 'B'],
      multiple: true,
    });
    // Types by name, read from the link table (not confused with ids of another table).
    const both = await t.call('PUT', `/admin/spec-attribute/${id}`, {
      token,
      json: attribute({ name: 'Diameter Uji', typeIds: [ids.cylinder, ids.valve] }),
    });
    expect(both.body.data.types).toEqual([
      { id: ids.valve, name: 'Katup 5/2' },
      { id: ids.cylinder, name: 'Silinder Kompak' },
    ]);
    const toggled = await t.call('PUT', `/admin/spec-attribute/is-active/${id}`, { token });
    expect(toggled.body.data).toEqual({ id, isActive: false });
    expect((await t.call('DELETE', `/admin/spec-attribute/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/admin/spec-attribute/${id}`, { token })).status).toBe(404);
  });

  it('refuses what does not fit the kind, a taken name and unknown types', async () => {
    await createAttribute({ name: 'Nama Terpakai' });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'nama terpakai' }, { name: 'Nama spesifikasi sudah dipakai' }],
      [{ kind: 'choice', options: ['A'] }, { options: 'Isi minimal 2 pilihan yang berbeda' }],
      [
        { kind: 'choice', options: ['A', ' A '] },
        { options: 'Isi minimal 2 pilihan yang berbeda' },
      ],
      [{ kind: 'number', options: ['A', 'B'] }, { options: 'Pilihan hanya untuk jenis pilihan' }],
      [{ typeIds: [999999] }, { typeIds: 'Tipe tidak ditemukan' }],
    ];
    for (const [overrides, errors] of cases) {
      const answer = await t.call('POST', '/admin/spec-attribute', {
        token,
        json: attribute({ name: 'Baru', ...overrides }),
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(422);
      expect(answer.body.data.errors).toEqual(errors);
    }
    const badKind = await t.call('POST', '/admin/spec-attribute', {
      token,
      json: attribute({ name: 'Baru', kind: 'colour' }),
    });
    expect(badKind.status).toBe(422);
    expect(badKind.body.data.errors.kind).toBeTruthy();
    expect((await t.call('GET', '/admin/spec-attribute')).status).toBe(401);
    expect((await t.call('GET', `/admin/lookup/spec-attribute?type=${ids.cylinder}`)).status).toBe(
      401,
    );
    expect((await t.call('GET', '/admin/lookup/spec-attribute', { token })).status).toBe(422);
  });
});

describe('product specifications and equivalents', () => {
  it('stores values by kind, answers them on staff and public reads, and drops what stops fitting', async () => {
    const bore = await createAttribute({ name: 'Bore Uji', urutan: 1 });
    const pressure = await createAttribute({
      name: 'Tekanan Uji',
      unit: 'bar',
      kind: 'range',
      urutan: 2,
    });
    const port = await createAttribute({
      name: 'Port Uji',
      unit: null,
      kind: 'choice',
      options: ['M5', 'G1/8', 'G1/4'],
      urutan: 3,
    });
    const magnet = await createAttribute({
      name: 'Magnet Uji',
      unit: null,
      kind: 'boolean',
      urutan: null,
    });
    const note = await createAttribute({
      name: 'Catatan Uji',
      unit: null,
      kind: 'text',
      urutan: null,
    });
    const lookup = await t.call('GET', `/admin/lookup/spec-attribute?type=${ids.cylinder}`, {
      token,
    });
    const names = lookup.body.data.map((row: { name: string }) => row.name);
    expect(names.indexOf('Bore Uji')).toBeLessThan(names.indexOf('Tekanan Uji'));
    expect(names.indexOf('Catatan Uji')).toBeLessThan(names.indexOf('Magnet Uji'));
    expect(names.indexOf('Port Uji')).toBeLessThan(names.indexOf('Catatan Uji'));

    const created = await t.call('POST', '/admin/product', {
      token,
      form: formOf(
        productFields(ids.cylinder, {
          'specifications[0][id]': String(bore.id),
          'specifications[0][value]': '32',
          'specifications[1][id]': String(pressure.id),
          'specifications[1][value][min]': '1',
          'specifications[1][value][max]': '10,5',
          'specifications[2][id]': String(port.id),
          'specifications[2][value][0]': 'G1/8',
          'specifications[3][id]': String(magnet.id),
          'specifications[3][value]': '1',
          'specifications[4][id]': String(note.id),
          'specifications[4][value]': '',
          'equivalents[0][brand]': 'SMC',
          'equivalents[0][code]': 'CDQ2B32-50',
          'equivalents[1][brand]': ' Festo ',
          'equivalents[1][code]': 'ADN-32-50',
        }),
      ),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    const expected = [
      { id: bore.id, name: 'Bore Uji', unit: 'mm', kind: 'number', value: 32 },
      {
        id: pressure.id,
        name: 'Tekanan Uji',
        unit: 'bar',
        kind: 'range',
        value: { min: 1, max: 10.5 },
      },
      { id: port.id, name: 'Port Uji', unit: null, kind: 'choice', value: ['G1/8'] },
      { id: magnet.id, name: 'Magnet Uji', unit: null, kind: 'boolean', value: true },
    ];
    expect(created.body.data.specifications).toEqual(expected);
    expect(created.body.data.equivalents).toEqual([
      { brand: 'SMC', code: 'CDQ2B32-50' },
      { brand: 'Festo', code: 'ADN-32-50' },
    ]);
    const publicRead = await t.call('GET', `/product/${id}`);
    expect(publicRead.body.data.specifications).toEqual(expected);
    expect(publicRead.body.data.equivalents).toHaveLength(2);

    // An inactive attribute is left out of reads but keeps its value.
    await t.call('PUT', `/admin/spec-attribute/is-active/${bore.id}`, { token });
    expect((await t.call('GET', `/product/${id}`)).body.data.specifications[0].id).toBe(
      pressure.id,
    );
    await t.call('PUT', `/admin/spec-attribute/is-active/${bore.id}`, { token });
    expect(
      (await t.call('GET', `/admin/product/${id}`, { token })).body.data.specifications,
    ).toEqual(expected);

    // Removing an option drops the values that chose it; other values stay.
    await t.call('PUT', `/admin/spec-attribute/${port.id}`, {
      token,
      json: attribute({
        name: 'Port Uji',
        unit: null,
        kind: 'choice',
        options: ['M5', 'G1/4'],
        urutan: 3,
      }),
    });
    const afterOption = (await t.call('GET', `/admin/product/${id}`, { token })).body.data;
    expect(afterOption.specifications.map((spec: { id: number }) => spec.id)).toEqual([
      bore.id,
      pressure.id,
      magnet.id,
    ]);

    // Deleting an attribute removes its values.
    await t.call('DELETE', `/admin/spec-attribute/${magnet.id}`, { token });
    expect(
      (await t.call('GET', `/admin/product/${id}`, { token })).body.data.specifications.map(
        (spec: { id: number }) => spec.id,
      ),
    ).toEqual([bore.id, pressure.id]);

    // Changing the type drops the values of attributes the new type does not use.
    const valveOnly = await createAttribute({
      name: 'Tegangan Uji',
      unit: 'V',
      typeIds: [ids.valve],
    });
    const both = await createAttribute({
      name: 'Ulir Uji',
      unit: null,
      kind: 'text',
      typeIds: [ids.cylinder, ids.valve],
    });
    const withText = await t.call('POST', `/admin/product/update/${id}`, {
      token,
      form: formOf(
        productFields(ids.cylinder, {
          'specifications[0][id]': String(bore.id),
          'specifications[0][value]': '40',
          'specifications[1][id]': String(both.id),
          'specifications[1][value]': 'G1/8',
        }),
      ),
    });
    expect(withText.body.data.specifications.map((spec: { value: unknown }) => spec.value)).toEqual(
      [40, 'G1/8'],
    );
    expect(withText.body.data.equivalents).toEqual([]);
    // An inactive attribute's value survives an update that cannot show it.
    await t.call('PUT', `/admin/spec-attribute/is-active/${bore.id}`, { token });
    const moved = await t.call('POST', `/admin/product/update/${id}`, {
      token,
      form: formOf(
        productFields(ids.valve, {
          'specifications[0][id]': String(valveOnly.id),
          'specifications[0][value]': '24',
          'specifications[1][id]': String(both.id),
          'specifications[1][value]': 'G1/8',
        }),
      ),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await t.call('PUT', `/admin/spec-attribute/is-active/${bore.id}`, { token });
    expect(
      (await t.call('GET', `/admin/product/${id}`, { token })).body.data.specifications.map(
        (spec: { id: number }) => spec.id,
      ),
    ).toEqual([valveOnly.id, both.id]);
  });

  it('refuses values that do not fit their attribute, with the field named', async () => {
    const bore = await createAttribute({ name: 'Bore Tolak' });
    const range = await createAttribute({ name: 'Rentang Tolak', kind: 'range' });
    const choice = await createAttribute({
      name: 'Pilihan Tolak',
      unit: null,
      kind: 'choice',
      options: ['A', 'B'],
    });
    const flag = await createAttribute({ name: 'Ya Tolak', unit: null, kind: 'boolean' });
    const valveOnly = await createAttribute({ name: 'Katup Tolak', typeIds: [ids.valve] });
    const answer = await t.call('POST', '/admin/product', {
      token,
      form: formOf(
        productFields(ids.cylinder, {
          'specifications[0][id]': String(bore.id),
          'specifications[0][value]': 'tiga puluh',
          'specifications[1][id]': String(range.id),
          'specifications[1][value][min]': '10',
          'specifications[1][value][max]': '1',
          'specifications[2][id]': String(choice.id),
          'specifications[2][value][0]': 'A',
          'specifications[2][value][1]': 'B',
          'specifications[3][id]': String(flag.id),
          'specifications[3][value]': 'mungkin',
          'specifications[4][id]': String(valveOnly.id),
          'specifications[4][value]': '5',
          'specifications[5][id]': String(bore.id),
          'specifications[5][value]': '5',
          'equivalents[0][brand]': 'SMC',
          'equivalents[0][code]': 'CDQ2B32-50',
          'equivalents[1][brand]': 'smc',
          'equivalents[1][code]': 'cdq2b 32 50',
        }),
      ),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toEqual({
      'specifications[0][value]': 'Harus berupa angka.',
      'specifications[1][value][min]': 'Nilai minimum tidak boleh lebih besar dari nilai maksimum',
      'specifications[2][value]': 'Pilih satu pilihan',
      'specifications[3][value]': "Isi dengan 'Ya' atau 'Tidak'",
      'specifications[4][id]': 'Spesifikasi tidak berlaku untuk tipe produk ini',
      'specifications[5][id]': 'Spesifikasi tidak boleh diisi dua kali',
      'equivalents[1][code]': 'Padanan sudah ada',
    });
    const tooMany = await t.call('POST', '/admin/product', {
      token,
      form: formOf(
        productFields(ids.cylinder, {
          'equivalents[30][brand]': 'A',
          'equivalents[30][code]': 'B',
        }),
      ),
    });
    expect(tooMany.status).toBe(422);
  });
});

describe('specifications and equivalents in import and export', () => {
  const parseCsv = (body: ArrayBuffer) =>
    new TextDecoder()
      .decode(body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
  const sheetForm = (lines: string[]) => {
    const form = new FormData();
    form.append('file', new Blob([lines.join('\r\n')]), 'produk.csv');
    return form;
  };

  async function waitForJob(id: number) {
    // Polls by calls only (no timers): each answer takes a round trip.
    for (let i = 0; i < 2000; i += 1) {
      const answer = await t.call('GET', `/admin/product/import/${id}`, { token });
      if (answer.body.data.status !== 'running') return answer.body.data;
    }
    throw new Error('import did not finish');
  }

  it('exports a Padanan column and one per active attribute, and imports them back', async () => {
    const stroke = await createAttribute({ name: 'Stroke Ekspor', urutan: 50 });
    const heat = await createAttribute({
      name: 'Suhu Ekspor',
      unit: '°C',
      kind: 'range',
      urutan: 51,
    });
    const created = await t.call('POST', '/admin/product', {
      token,
      form: formOf(
        productFields(ids.cylinder, {
          name: 'Silinder Ekspor 40x100',
          'specifications[0][id]': String(stroke.id),
          'specifications[0][value]': '100',
          'specifications[1][id]': String(heat.id),
          'specifications[1][value][min]': '-10',
          'specifications[1][value][max]': '60',
          'equivalents[0][brand]': 'SMC',
          'equivalents[0][code]': 'CP96SDB40-100',
        }),
      ),
    });
    const id = created.body.data.id;
    const exported = await t.call<ArrayBuffer>(
      'GET',
      '/admin/product/export?format=csv&search=Silinder%20Ekspor',
      { token },
    );
    const [header, row] = parseCsv(exported.body);
    const headers = (header ?? '').split(',');
    const cells = (row ?? '').split(',');
    const cellOf = (name: string) => cells[headers.indexOf(name)];
    expect(cellOf('Padanan')).toBe('SMC:CP96SDB40-100');
    expect(cellOf('Stroke Ekspor (mm)')).toBe('100');
    // A leading '-' is guarded against formula injection in CSV; the import reads it back.
    expect(cellOf('Suhu Ekspor (°C)')).toBe("'-10-60");

    const template = await t.call<ArrayBuffer>('GET', '/admin/product/import/template?format=csv', {
      token,
    });
    expect(parseCsv(template.body)[0]).toContain('Padanan');
    expect(parseCsv(template.body)[0]).toContain('Stroke Ekspor (mm)');

    const sheetHeader = 'ID;Nama;Harga;Kategori;Brand;Tipe;Stroke Ekspor (mm);Padanan';
    const preview = await t.call('POST', '/admin/product/import/preview', {
      token,
      form: sheetForm([
        sheetHeader,
        `${id};Silinder Ekspor 40x100;420000;Silinder;Aerotek;Silinder Kompak;tiga;SMC:X`,
      ]),
    });
    expect(preview.body.data.errors).toEqual([
      { row: 2, column: 'Stroke Ekspor (mm)', message: 'Harus berupa angka.' },
    ]);
    const started = await t.call('POST', '/admin/product/import', {
      token,
      form: sheetForm([
        sheetHeader,
        `${id};Silinder Ekspor 40x100;420000;Silinder;Aerotek;Silinder Kompak;125;"SMC:CP96SDB40-125; Festo:DSBC-40-125-PPVA-N3"`,
      ]),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await waitForJob(started.body.data.id)).status).toBe('done');
    const read = (await t.call('GET', `/admin/product/${id}`, { token })).body.data;
    // The sheet's columns replace their values; the range it has no column for stays.
    expect(
      read.specifications.filter((spec: { id: number }) => [stroke.id, heat.id].includes(spec.id)),
    ).toEqual([
      { id: stroke.id, name: 'Stroke Ekspor', unit: 'mm', kind: 'number', value: 125 },
      { id: heat.id, name: 'Suhu Ekspor', unit: '°C', kind: 'range', value: { min: -10, max: 60 } },
    ]);
    expect(read.equivalents).toEqual([
      { brand: 'SMC', code: 'CP96SDB40-125' },
      { brand: 'Festo', code: 'DSBC-40-125-PPVA-N3' },
    ]);
  });
});
