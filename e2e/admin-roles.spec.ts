// Roles (SPEC 6, DECISIONS): an admin-role user works in the back office without the User menu,
// and the server refuses admin/user to them; a changed password retires the old one.
import { E2E_RESET_PASSWORD } from './credentials.ts';
import { apiHeaders, createAdminRoleUser, expect, signIn, test } from './support.ts';

test('an admin-role user sees no User menu, /admin/user sends them to the dashboard and admin/user answers 403', async ({
  page,
  request,
}) => {
  await createAdminRoleUser(request, 'Rina Admin', 'rina@katalog.example', 'LampuRahasia-1');
  await signIn(page, 'Rina Admin', 'LampuRahasia-1');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Menu admin' });
  await expect(menu.getByRole('link', { name: 'Produk', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'User', exact: true })).toHaveCount(0);
  // Typing the address sends them to the dashboard, with no error dialog on the way.
  await page.goto('/admin/user');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Oopss...' })).toHaveCount(0);

  const headers = await apiHeaders(request, 'Rina Admin', 'LampuRahasia-1');
  const users = await request.get('/api-web/admin/user', { headers });
  expect(users.status()).toBe(403);
});

test('after a password change the old password fails at login', async ({ page, request }) => {
  await createAdminRoleUser(request, 'Dodi Ganti', 'dodi@katalog.example', 'LampuLama-123');
  await signIn(page, 'Dodi Ganti', 'LampuLama-123');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: /^Menu profil/ }).click();
  await page.getByRole('menuitem', { name: 'Ubah Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Password' });
  await dialog.getByLabel('Password Saat Ini', { exact: true }).fill('LampuLama-123');
  await dialog.getByLabel('Password Baru', { exact: true }).fill('LampuBaru-456');
  await dialog.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('LampuBaru-456');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const success = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(success).toContainText('Mengubah Password Akun');
  await success.getByRole('button', { name: 'Ok' }).click();

  await page.getByRole('button', { name: /^Menu profil/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'Dodi Ganti', 'LampuLama-123');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'Dodi Ganti', 'LampuBaru-456');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('after Reset Password the user must choose a new password before the back office opens', async ({
  page,
  request,
}) => {
  await createAdminRoleUser(request, 'Reni Reset', 'reni@katalog.example', 'MawarLama-123');
  const users = await request.get('/api-web/admin/user?search=reni', {
    headers: await apiHeaders(request),
  });
  const id = ((await users.json()) as { data: { id: number }[] }).data[0]?.id;
  const reset = await request.post(`/api-web/admin/user/reset-password/${id}`, {
    headers: await apiHeaders(request),
  });
  expect(reset.ok()).toBe(true);

  await signIn(page, 'Reni Reset', E2E_RESET_PASSWORD);
  // The change-password fields come first; no menu, no dashboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Buat Password Baru' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu admin' })).toHaveCount(0);
  await page.getByLabel('Password Saat Ini', { exact: true }).fill(E2E_RESET_PASSWORD);
  await page.getByLabel('Password Baru', { exact: true }).fill('MawarBaru-456');
  await page.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('MawarBaru-456');
  await page.getByRole('button', { name: 'Simpan' }).click();
  const success = page.getByRole('dialog', { name: 'Berhasil!' });
  await expect(success).toContainText('Mengubah Password Akun');
  await success.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu admin' })).toBeVisible();
});
