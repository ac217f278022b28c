// Content journey: news written in the back office (TinyMCE content, thumbnail, PDF) is read on
// the public /news and /news/:id, and its 'Product Knowledge' link downloads the uploaded PDF.
import { readFile } from 'node:fs/promises';
import {
  expect,
  fileInput,
  openAdminMenu,
  pdfWith,
  PNG,
  signInAsAdmin,
  test,
  uniqueName,
} from './support.ts';

test('news added with a PDF shows on /news and its detail downloads the PDF', async ({ page }) => {
  const title = uniqueName('Katup Solenoid Hemat Energi');
  const description = 'Koil 24 VDC dengan konsumsi daya rendah untuk jalur produksi.';
  const content = 'Isi berita katup solenoid untuk pabrik minuman.';
  const pdf = pdfWith(title);

  await signInAsAdmin(page);
  await openAdminMenu(page, 'News', 'News');
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah News' });
  await dialog.getByRole('textbox', { name: /^Judul/ }).fill(title);
  await dialog.getByRole('textbox', { name: /^Deskripsi/ }).fill(description);
  // TinyMCE edits the body of its iframe, titled after the field.
  const editor = dialog.locator('iframe[title="Content"]').contentFrame().locator('body');
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await editor.click();
  await editor.pressSequentially(content);
  await expect(editor).toHaveText(content);
  await fileInput(dialog, /^Thumbnail/).setInputFiles({
    name: 'thumbnail.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await fileInput(dialog, /^File PDF/).setInputFiles({
    name: 'katalog.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await dialog.getByRole('button', { name: 'Simpan' }).click();

  const success = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(success).toContainText('Menambah News');
  await expect(dialog).toBeHidden();
  await success.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('table', { name: 'News' })).toContainText(title);

  // /news lists the newest first: the card shows the title cut to 10 characters and the description.
  await page.goto('/news');
  const link = page.getByRole('heading').getByRole('link', { name: title, exact: true });
  const card = page
    .getByRole('list', { name: 'Daftar news' })
    .getByRole('article')
    .filter({ has: link });
  await expect(link).toBeVisible();
  await expect(card.getByRole('heading').locator('[aria-hidden="true"]')).toHaveText(
    `${title.slice(0, 10)}...`,
  );
  await expect(card.getByRole('paragraph')).toHaveText(description);
  await expect(card.getByRole('link', { name: 'Download File' })).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(/\/news\/\d+$/);
  // A news page is titled with the news title (issue 13), not the route's 'Detail News'.
  await expect(page).toHaveTitle(`${title} | Katalog Pneumatik`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(content);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Product Knowledge' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('katalog.pdf');
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.equals(pdf)).toBe(true);
});
