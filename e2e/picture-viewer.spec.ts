// The product page's full-screen picture viewer (issue 23) in the built app: its code arrives only
// when a visitor opens a picture, and real key presses drive it (swiper's Keyboard module).
import { expect, test } from './support.ts';

interface ProductImages {
  data: { name: string; image: { id: number }[] };
}

test('the big picture opens the viewer, loaded on demand; arrows move, Escape closes back to the picture', async ({
  page,
  request,
}) => {
  // A demo product with several pictures.
  let found: { id: number; name: string; count: number } | undefined;
  for (let id = 1; id <= 40 && !found; id += 1) {
    const answer = await request.get(`/api-web/product/${id}`);
    if (!answer.ok()) continue;
    const { data } = (await answer.json()) as ProductImages;
    if (data.image.length > 1) found = { id, name: data.name, count: data.image.length };
  }
  expect(found).toBeDefined();
  const { id, name, count } = found!;
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/detail-product/${id}`);
  const loadedBefore = scripts.length;
  expect(loadedBefore).toBeGreaterThan(0);
  // The big picture is a button: focus it and press Enter.
  const opener = page.getByRole('button', { name: 'Lihat foto layar penuh' });
  await opener.focus();
  await opener.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Foto ${name}` });
  await expect(dialog).toBeVisible();
  // The viewer's code came now, not with the page.
  expect(scripts.length).toBeGreaterThan(loadedBefore);
  await expect(dialog.getByText(`Foto 1 dari ${count}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Tutup' })).toBeFocused();
  // The right arrow shows the next picture.
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`Foto 2 dari ${count}`)).toBeVisible();
  // Escape closes; focus is back on the big picture, which shows picture 2.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(
    page.getByRole('list', { name: 'Galeri foto' }).getByRole('button').nth(1),
  ).toHaveAttribute('aria-pressed', 'true');
});
