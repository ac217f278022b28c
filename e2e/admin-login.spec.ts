// Staff sign-in journeys (SPEC 2.2, 4, 8) against the real server: guards, lockout, logout.
import { E2E_ADMIN_PASSWORD } from './credentials.ts';
import { createAdminRoleUser, expect, signIn, test } from './support.ts';

test('an admin page without a session goes to /login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Masuk | Katalog Pneumatik');
});

test('three wrong passwords, then the lockout message of SPEC 8', async ({ page, request }) => {
  // A user of its own, so that the lock never blocks the other journeys' superuser.
  await createAdminRoleUser(request, 'Kunci Uji', 'kunci@katalog.example', 'LampuRahasia-1');
  await page.goto('/login');
  await page.getByLabel('Username').fill('Kunci Uji');
  const password = page.locator('input[name="password"]');
  for (const attempt of [1, 2, 3]) {
    await password.fill(`salah-${attempt}`);
    await password.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  }
  await password.fill('LampuRahasia-1');
  await password.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'Anda gagal masuk 3x, silahkan coba lagi 1 menit lagi',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('sign in, a signed-in user on /login goes to /, and logout goes to /login', async ({
  page,
}) => {
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD, 'Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Produk')).toBeVisible();
  // The superuser sees the User item (SPEC 6).
  const menu = page.getByRole('navigation', { name: 'Menu admin' });
  await expect(menu.getByRole('link', { name: 'User', exact: true })).toBeVisible();
  // A guest route while signed in.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  // Logout from the profile menu clears the session.
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: /^Menu profil/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
