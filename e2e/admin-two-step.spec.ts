// Two-step sign-in journeys (issue 27) against the real server: the superuser made to enrol by
// the default MFA_REQUIRED_ROLES (a second server of e2e/serve.ts), signing in with a code the
// journey computes from the key shown as text, a recovery code that works once, and
// 'Keluar dari semua sesi lain' ending another browser's session.
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, e2eMfaPort } from './credentials.ts';
import { expect, signInAsAdmin, test } from './support.ts';

const MFA_SERVER = `http://127.0.0.1:${e2eMfaPort()}`;

/**
 * What an authenticator app shows for `key`, `steps` 30-second steps from now. Each step is
 * accepted once and only a later one after it, within ±1 step of the server's clock: the
 * enrolment takes the previous step's code, so the sign-in can take the next one at once.
 */
function codeAt(key: string, steps: number): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(key),
  });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function passwordStep(page: Page) {
  await page.goto(`${MFA_SERVER}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.locator('input[name="password"]').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

async function codeStep(page: Page, code: string) {
  await page.getByLabel('Kode Verifikasi').fill(code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Menu profil/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe.serial('two-step sign-in, required for the superuser', () => {
  let key = '';
  let recoveryCodes: string[] = [];

  test('the superuser signs in, is made to enrol, signs out, and signs in with a code', async ({
    page,
  }) => {
    await passwordStep(page);
    // Before any page of the back office: the set-up, with 'Keluar' as the only other way.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verifikasi Dua Langkah' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Verifikasi Dua Langkah/);
    await page.getByRole('button', { name: 'Mulai' }).click();
    await expect(
      page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
    ).toBeVisible();
    key = (await page.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Kode Verifikasi').fill('000000');
    await page.getByRole('button', { name: 'Aktifkan' }).click();
    await expect(page.getByText('Kode verifikasi salah')).toBeVisible();
    await page.getByLabel('Kode Verifikasi').fill(codeAt(key, -1));
    await page.getByRole('button', { name: 'Aktifkan' }).click();
    const list = page.getByRole('list', { name: 'Kode Cadangan' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = await list.getByRole('listitem').allTextContents();
    await page.getByRole('button', { name: 'Selesai' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await signOut(page);
    await passwordStep(page);
    await expect(page.getByLabel('Kode Verifikasi')).toBeVisible();
    await codeStep(page, codeAt(key, 1));
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a recovery code works once', async ({ page }) => {
    const [code] = recoveryCodes;
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await passwordStep(page);
    await codeStep(page, code ?? '');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await signOut(page);

    await passwordStep(page);
    await codeStep(page, code ?? '');
    await expect(page.getByText('Kode verifikasi salah')).toBeVisible();
    await expect(page).not.toHaveURL(/\/admin\//);
  });
});

test("'Keluar dari semua sesi lain' signs out a second browser context", async ({
  page,
  browser,
}, testInfo) => {
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherPage = await other.newPage();
  await signInAsAdmin(otherPage);
  await signInAsAdmin(page);

  await page.getByRole('button', { name: /^Menu profil/ }).click();
  await page.getByRole('menuitem', { name: 'Sesi Aktif' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sesi Aktif' });
  await expect(dialog.getByText('Sesi ini', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keluar dari semua sesi lain' }).click();
  await expect(page.getByText('Semua sesi lain berhasil diakhiri')).toBeVisible();

  // The other browser's next call is refused: it is sent to /login.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  // This one stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await other.close();
});
