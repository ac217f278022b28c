// Staff sign-in journeys (SPEC 2.2, 4, 8) against the real server: guards, lockout, logout.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './playwright.config.ts';

/** Signs in through the login form. */
async function signIn(page: Page, name: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(name);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password"]').press('Enter');
}

/** Headers of a signed-in API call as the seeded superuser (XSRF cookie first, DECISIONS). */
async function superuserHeaders(request: APIRequestContext) {
  await request.get('/api-web/config');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const xsrf = decodeURIComponent(cookie?.value ?? '');
  const base = { 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest' };
  const login = await request.post('/api-web/auth/login', {
    headers: base,
    data: { name: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { ...base, Authorization: `Bearer ${token}` };
}

test('an admin page without a session goes to /login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Login | Katalog Pneumatik');
});

test('three wrong passwords, then the lockout message of SPEC 8', async ({ page, request }) => {
  // A user of its own, so that the lock never blocks the other journeys' superuser.
  const headers = await superuserHeaders(request);
  const created = await request.post('/api-web/admin/user/create', {
    headers,
    data: { name: 'Kunci Uji', email: 'kunci@katalog.example', password: 'KunciRahasia-1', role_id: 2 },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/login');
  await page.getByLabel('Username').fill('Kunci Uji');
  const password = page.locator('input[name="password"]');
  for (const attempt of [1, 2, 3]) {
    await password.fill(`salah-${attempt}`);
    await password.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  }
  await password.fill('KunciRahasia-1');
  await password.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Anda gagal masuk 3x, silahkan coba lagi 1 menit lagi');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign in, a signed-in user on /login goes to /, and logout goes to /login', async ({ page }) => {
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
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
