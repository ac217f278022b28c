// Equivalents journey (issue 24): a visitor types another maker's part number the way it is
// printed on a broken part, in other case, spacing and dashes ('cdq2b 32-50' for 'CDQ2B32-50');
// the search box suggests our product first with 'Padanan untuk <code>', and the results page
// lists it first. The product and its code are found through the API, not by demo names.
import type { APIRequestContext } from '@playwright/test';
import { apiHeaders, expect, test } from './support.ts';

const TYPE = 'Silinder Kompak';

interface Equivalent {
  brand: string;
  code: string;
}

/** A code as the search compares it: case, spaces and dashes ignored. */
const plain = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** The same code typed differently: lower case, a space and a dash where the original has none. */
function typedDifferently(code: string): string {
  const letters = plain(code);
  return `${letters.slice(0, 5)} ${letters.slice(5, -2)}-${letters.slice(-2)}`;
}

async function equivalentsOf(request: APIRequestContext, id: number): Promise<Equivalent[]> {
  const answer = await request.get(`/api-web/product/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { equivalents: Equivalent[] } }).data.equivalents;
}

/**
 * A product of TYPE with a competitor code long enough to be retyped (SMC's first) that no other
 * product carries, so that "first" names one product.
 */
async function productWithEquivalent(request: APIRequestContext) {
  const types = await request.get(`/api-web/admin/lookup/type?search=${encodeURIComponent(TYPE)}`, {
    headers: await apiHeaders(request),
  });
  const typeId = ((await types.json()) as { data: { id: number; name: string }[] }).data.find(
    (type) => type.name === TYPE,
  )?.id;
  expect(typeId).toBeDefined();
  const products: { id: number; name: string; type: { id: number } }[] = [];
  for (let page = 1; ; page++) {
    const list = await request.get(`/api-web/product?limit=100&page=${page}`);
    const answer = (await list.json()) as { data: typeof products; meta: { total: number } };
    products.push(...answer.data);
    if (answer.data.length === 0 || products.length >= answer.meta.total) break;
  }
  const carriers = new Map<string, number>();
  const candidates: { id: number; name: string; code: string; brand: string }[] = [];
  for (const product of products) {
    for (const equivalent of await equivalentsOf(request, product.id)) {
      const key = plain(equivalent.code);
      carriers.set(key, (carriers.get(key) ?? 0) + 1);
      if (product.type.id === typeId && key.length >= 8)
        candidates.push({ id: product.id, name: product.name, ...equivalent });
    }
  }
  const unique = candidates.filter((candidate) => carriers.get(plain(candidate.code)) === 1);
  const found = unique.find((candidate) => candidate.brand === 'SMC') ?? unique[0];
  if (!found) throw new Error(`no ${TYPE} product has a competitor code of its own`);
  return found;
}

test('a competitor code typed differently finds its equivalent first, suggested as Padanan', async ({
  page,
  request,
}) => {
  const product = await productWithEquivalent(request);
  const typed = typedDifferently(product.code);
  expect(typed).not.toBe(product.code);
  expect(plain(typed)).toBe(plain(product.code));

  // The search box suggests it first, saying which code it replaces.
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Cari produk' });
  await box.fill(typed);
  const suggestions = page.getByRole('listbox', { name: 'Saran pencarian' });
  const first = suggestions.getByRole('group', { name: 'Produk' }).getByRole('option').first();
  await expect(first).toContainText(product.name);
  await expect(first).toContainText(`Padanan untuk ${product.code}`);

  // Enter searches the text: the results list it first.
  await box.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.searchParams.get('search') === typed,
  );
  const results = page.getByRole('region', { name: 'Daftar produk' });
  // (A card's heading reads the whole name; a long one is also drawn cut, hidden from readers.)
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveAccessibleName(
    product.name,
  );

  // The API agrees: the first result of the search carries the code.
  const answer = await request.get(`/api-web/product?search=${encodeURIComponent(typed)}&limit=1`);
  const [top] = ((await answer.json()) as { data: { id: number }[] }).data;
  expect(top?.id).toBe(product.id);
  expect((await equivalentsOf(request, product.id)).map((e) => plain(e.code))).toContain(
    plain(product.code),
  );
});
