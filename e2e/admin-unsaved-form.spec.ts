// A form with unsaved changes is not lost by a slip, in the real browser and app: a row added to the
// footer's workshop list (a field array) makes the page ask before another admin page opens, and
// the browser asks before the tab closes; an untouched form lets both go at once.
import { expect, openAdminMenu, signInAsAdmin, test } from './support.ts';

test('an added workshop row holds the page and the tab until the staff member agrees to leave', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openAdminMenu(page, 'Footer', 'Footer');
  const form = page.getByRole('form', { name: 'Footer' });
  const names = form.getByLabel(/^Nama Workshop/);
  await expect(form.getByRole('button', { name: 'Simpan' })).toBeVisible();
  const before = await names.count();
  // The seeded footer may already hold the four workshops SPEC 5 allows: make room first.
  if (before === 4) await form.getByRole('button', { name: 'Hapus Workshop 4' }).click();
  else await form.getByRole('button', { name: 'Tambah Workshop' }).click();
  await expect(names).toHaveCount(before === 4 ? 3 : before + 1);

  // Another admin page: our prompt holds the navigation; 'Batal' stays with the work.
  await page
    .getByRole('navigation', { name: 'Menu admin' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  const prompt = page.getByRole('dialog', { name: 'Tinggalkan formulir ini?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Batal' }).click();
  await expect(page).toHaveURL(/\/admin\/footer$/);
  await expect(names).toHaveCount(before === 4 ? 3 : before + 1);

  // Closing the tab: the browser's own prompt (beforeunload); dismissing it keeps the tab.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(names).toHaveCount(before === 4 ? 3 : before + 1);
});

test('an untouched form lets the tab close without a prompt', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminMenu(page, 'Footer', 'Footer');
  await expect(
    page.getByRole('form', { name: 'Footer' }).getByRole('button', { name: 'Simpan' }),
  ).toBeVisible();
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(asked).toEqual([]);
});
