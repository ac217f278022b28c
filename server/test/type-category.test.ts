// GET type/{id} carries the category all the type's public products share: the step of its
// list's breadcrumb (Home › category › type), which must not follow the filters or the page the
// list shows (a filter matching nothing once dropped it). Read through the public cache, as the
// pages read it, so that each write below must also drop the answer kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf } from './helpers/fixtures.ts';
import {
  addBrand,
  addCategory,
  addProduct,
  addType,
  pageProductForm,
} from './helpers/catalogue.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe("a type's category", () => {
  it("carries the category all its public products share (its list's breadcrumb): none, one, several, hidden ones not counted", async () => {
    const brand = await addBrand(t, token, 'Pneumaxa');
    const silinder = await addCategory(t, token, 'Silinder Udara');
    const katup = await addCategory(t, token, 'Katup Udara');
    const type = await addType(t, token, 'Ganda');
    const categoryOf = async () => {
      const answer = await t.call('GET', `/type/${type}`);
      expect(answer.status).toBe(200);
      return answer.body.data.category;
    };
    const form = (name: string, category: number) =>
      pageProductForm(name, { brand, category, type });
    expect(await categoryOf()).toBeNull();
    await addProduct(t, token, form('Silinder Ganda 32x50', silinder));
    expect(await categoryOf()).toEqual({ id: silinder, name: 'Silinder Udara' });
    await addProduct(t, token, form('Silinder Ganda 40x100', silinder));
    // Renamed: the answer kept follows.
    const renamed = await t.call('POST', `/admin/category/${silinder}`, {
      token,
      form: formOf({ name: 'Silinder Ganda' }),
    });
    expect(renamed.status).toBe(200);
    expect(await categoryOf()).toEqual({ id: silinder, name: 'Silinder Ganda' });
    // A product of another category: no one step is right.
    const other = (await addProduct(t, token, form('Katup Ganda 5/2', katup))).id;
    expect(await categoryOf()).toBeNull();
    // Switched off, it is not public: it counts for nothing.
    await t.call('POST', `/admin/product/is-active/${other}`, { token });
    expect(await categoryOf()).toEqual({ id: silinder, name: 'Silinder Ganda' });
    // On again, then moved into the first category (a staff edit): one step again.
    await t.call('POST', `/admin/product/is-active/${other}`, { token });
    expect(await categoryOf()).toBeNull();
    const moved = await t.call('POST', `/admin/product/update/${other}`, {
      token,
      form: formOf(form('Katup Ganda 5/2', silinder)),
    });
    expect(moved.status).toBe(200);
    expect(await categoryOf()).toEqual({ id: silinder, name: 'Silinder Ganda' });
    // Nor do products whose category is switched off count: then none is public.
    await t.call('POST', `/admin/category/is-active/${silinder}`, { token });
    expect(await categoryOf()).toBeNull();
  });
});
