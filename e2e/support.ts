// Steps and files the journeys share: sign-in through the form or the API, and small real uploads
// (the server checks uploads by their content, DECISIONS "Server rules").
import { expect, test as base } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './credentials.ts';

export { expect };

/**
 * Playwright's test whose `page.goto` also waits until a server-rendered public page is live:
 * its markup shows at once, but a click before hydration would be lost (`html[data-ready]` is set
 * by app/public/PublicApp.tsx). Pages the browser renders alone carry no page data and need no wait.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(
        () =>
          !document.getElementById('page-data') ||
          document.documentElement.dataset.ready === 'true',
      );
      return response;
    };
    await use(page);
  },
});

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A real one-page PDF showing `text` (cross-reference offsets computed, so viewers open it). */
export function pdfWith(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A name no other journey uses, so that the specs run in any order on one database. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Fills the login form and submits it with the button, or with Enter in the password field. */
export async function signIn(
  page: Page,
  name: string,
  password: string,
  submit: 'button' | 'Enter' = 'button',
) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(name);
  const field = page.locator('input[name="password"]');
  await field.fill(password);
  if (submit === 'Enter') await field.press('Enter');
  else await page.getByRole('button', { name: 'Masuk' }).click();
}

/** Signs in as the seeded superuser and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Goes to an admin screen through the side menu and waits for its heading. */
export async function openAdminMenu(page: Page, item: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Menu admin' })
    .getByRole('link', { name: item, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Chooses `option` in the combobox labelled `label` (a lookup select of a form). */
export async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The 'Berhasil!' alert says `text`; 'Ok' closes it. */
export async function confirmSuccess(page: Page, text: string) {
  const success = page.getByRole('dialog', { name: 'Berhasil!' });
  try {
    await expect(success).toContainText(text);
  } catch (error) {
    // A save that did not succeed says why on screen: put that in the failure, since CI keeps
    // only its output (a product save failed once there with nothing to tell why).
    throw new Error(
      `${(error as Error).message}\n\nOn screen instead:\n${await whatTheFormSays(page)}`,
      {
        cause: error,
      },
    );
  }
  await success.getByRole('button', { name: 'Ok' }).click();
  await expect(success).toBeHidden();
}

/** The open dialogs' texts and the fields marked invalid with their messages, one a line. */
async function whatTheFormSays(page: Page): Promise<string> {
  const lines: string[] = [];
  for (const dialog of await page.getByRole('dialog').all())
    lines.push(
      `dialog: ${(await dialog.innerText({ timeout: 1000 })).replace(/\s+/g, ' ').slice(0, 300)}`,
    );
  lines.push(
    ...(await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('[aria-invalid="true"]')].map((field) => {
        const label = field.labels?.[0]?.innerText ?? field.getAttribute('aria-label') ?? '?';
        const said = (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.innerText ?? '')
          .join(' / ');
        return `invalid: ${label}: ${said}`;
      }),
    )),
  );
  for (const alert of await page.getByRole('alert').all())
    lines.push(
      `alert: ${(await alert.innerText({ timeout: 1000 })).replace(/\s+/g, ' ').slice(0, 300)}`,
    );
  return lines.join('\n') || '(no dialog, invalid field or alert)';
}

/** The hidden file input of an upload field, found by the field's label. */
export function fileInput(scope: Locator, label: string | RegExp): Locator {
  return scope.getByLabel(label).and(scope.locator('input[type="file"]'));
}

/** Headers of a signed-in API call (XSRF cookie first, then the bearer token, DECISIONS). */
/**
 * The width in pixels of the picture file an <img> shows, once it has loaded; throws when it
 * did not load. Not `naturalWidth`: with a `srcset` of width descriptors that is divided by the
 * density the browser chose (a 1 px thumbnail offered as `480w` in a 160 px slot counts as 1/3,
 * hence 0), so it says nothing about the file.
 */
export function loadedPictureWidth(img: Locator): Promise<number> {
  return img.evaluate(async (element: HTMLImageElement) => {
    // A lazy picture (docs/decisions.md) loads once it nears the window, as a visitor scrolls to it.
    element.scrollIntoView({ block: 'center', inline: 'center' });
    if (!element.complete)
      await new Promise((done) => element.addEventListener('load', done, { once: true }));
    const copy = new Image();
    copy.src = element.currentSrc;
    await copy.decode();
    return copy.naturalWidth;
  });
}

export async function apiHeaders(
  request: APIRequestContext,
  name = 'admin',
  password = E2E_ADMIN_PASSWORD,
) {
  await request.get('/api-web/config');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const base = {
    'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? ''),
    'X-Requested-With': 'XMLHttpRequest',
  };
  const login = await request.post('/api-web/auth/login', {
    headers: base,
    data: { name, password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { ...base, Authorization: `Bearer ${token}` };
}

/** Creates a user of the admin role (id 2) through the API, as the superuser. */
export async function createAdminRoleUser(
  request: APIRequestContext,
  name: string,
  email: string,
  password: string,
) {
  const created = await request.post('/api-web/admin/user/create', {
    headers: await apiHeaders(request),
    data: { name, email, password, role_id: 2 },
  });
  expect(created.ok()).toBe(true);
}

/**
 * Opens `path` as a cheap Android phone on a slow network would: the CPU six times slower and the
 * app's scripts (all but the small boot script, which holds early presses) held until `release` is
 * called, so a press made meanwhile is surely made before hydration (on a shared machine CPU
 * slowdown alone leaves the time before hydration too uncertain). Back at DOMContentLoaded, with
 * `release` and the DevTools session that slows the CPU (to set it back).
 */
export async function openWithScriptsHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { release, cdp };
}
