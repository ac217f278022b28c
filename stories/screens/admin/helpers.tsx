// Shared story pieces for the admin screens: a signed-in session, the admin frame with a toast
// host, and play helpers that drive the list + modal pattern by role and label.
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminLayout } from '../../../src/components/admin/AdminLayout/AdminLayout.tsx';
import { closeDialog, dismissToasts, ToastHost } from '../../../src/components/Feedback/index.ts';
import { MESSAGES, bulkOutcomeMessage } from '../../../src/lib/forms/messages.ts';
import { db } from '../../../mocks/db.ts';

/** Token of the fixture superuser `admin` (mocks/README.md). */
export const SUPERUSER_TOKEN = 'mock-token-1';

/**
 * A story loader: the story's own session proved no factor in the last minutes, so turning the
 * second factor on or off and ending sessions ask for it first (issue 33's step-up).
 */
export function staleStepUp(token: string = SUPERUSER_TOKEN) {
  return () => {
    const session = db.sessions.find((row) => row.token === token);
    if (session) delete session.reauthenticatedAt;
    return {};
  };
}

/** A story `beforeEach`: signed in as `token`, and everything cleaned up afterwards. */
export function signedIn(token: string = SUPERUSER_TOKEN) {
  return () => {
    localStorage.setItem('accessToken', token);
    return () => {
      localStorage.clear();
      closeDialog();
      dismissToasts();
    };
  };
}

/** The admin frame a screen lives in, with toasts kept on screen for stable screenshots. */
export function AdminFrame({
  title,
  routeName,
  children,
}: {
  title: string;
  routeName: string;
  children: ReactNode;
}) {
  return (
    <>
      <AdminLayout
        profileName="admin"
        isSuperuser
        activeRouteName={routeName}
        title={title}
        onChangePassword={() => undefined}
        onLogout={() => undefined}
      >
        {children}
      </AdminLayout>
      <ToastHost autoCloseMs={false} />
    </>
  );
}

const body = within(document.body);

/** The open form or detail modal, by its title. */
export function modal(title: string) {
  return within(screen.getByRole('dialog', { name: title }));
}

/** Waits for the sweetalert2 dialog titled `title` and returns it. */
export async function findAlert(title: string) {
  const dialog = await body.findByRole('dialog', { name: title }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Presses `button` in the alert titled `title` and waits until it is gone (and focus is back). */
export async function dismissAlert(title: string, button: string, isFocusReturned = true) {
  await userEvent.click((await findAlert(title)).getByRole('button', { name: button }));
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull(), {
    timeout: 5000,
  });
  // sweetalert2 gives focus back to the opener after closing; wait so the screenshot's blur wins.
  if (isFocusReturned) {
    await waitFor(() => expect(document.activeElement).not.toBe(document.body), { timeout: 5000 });
  }
}

/** Expects the 'Berhasil!' dialog with SPEC 8's `text`. */
export async function expectSuccess(text: string) {
  const alert = await findAlert('Berhasil!');
  await expect(alert.getByText(text)).toBeVisible();
}

/** Expects the shared error dialog with `text` (and, for a 422, the field messages). */
export async function expectErrorDialog(text: string, list: readonly string[] = []) {
  const alert = await findAlert('Oopss...');
  // A 422 repeats its message in the bullet list: the first match is the main text.
  await expect(alert.getAllByText(text)[0]).toBeVisible();
  for (const item of list) await expect(alert.getAllByText(item).at(-1)).toBeVisible();
}

/** Expects a toast with `text`, then clears the toasts: their entry animation never screenshots the same. */
export async function expectToast(text: string) {
  await waitFor(
    () =>
      expect(body.queryAllByRole('alert').some((toast) => toast.textContent?.includes(text))).toBe(
        true,
      ),
    { timeout: 5000 },
  );
}

/** Removes every toast and waits until they are gone. */
export async function clearToasts() {
  dismissToasts();
  await waitFor(() => expect(document.querySelector('.Toastify__toast')).toBeNull(), {
    timeout: 5000,
  });
}

/** Waits for the table's first rows. */
export async function waitForRows(caption: string) {
  const table = await body.findByRole('table', { name: caption });
  await waitFor(() => expect(within(table).queryAllByRole('row').length).toBeGreaterThan(1), {
    timeout: 5000,
  });
  await waitFor(() => expect(table.getAttribute('aria-busy')).not.toBe('true'), { timeout: 5000 });
  return within(table);
}

/** Opens a row's 'Aksi' menu and chooses `item` ('Edit', 'Delete', 'Detail'). */
export async function chooseRowAction(rowLabel: string, item: string) {
  await userEvent.click(await body.findByRole('button', { name: `Aksi ${rowLabel}` }));
  await userEvent.click(await body.findByRole('menuitem', { name: item }));
}

/**
 * Puts `text` into `field` as one paste (click, then paste), for a field a story only fills on its
 * way to what it proves. Typed key by key, every key re-rendered the whole form: a product name
 * and a price took 9 s of a story at load 11. Typing itself is proven by each field's own stories.
 */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Opens the add modal. */
export async function openAdd() {
  await userEvent.click(await body.findByRole('button', { name: 'Tambah Data' }));
}

/** Presses 'Simpan' in the modal titled `title`. */
export async function submit(title: string) {
  await userEvent.click(modal(title).getByRole('button', { name: 'Simpan' }));
}

/** Expects the modal titled `title` to be gone. */
export async function expectClosed(title: string) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull(), {
    timeout: 5000,
  });
}

/** A DELETE answered with success, for stories whose fixtures are all still in use. */
export function deleteSucceeds(path: string) {
  return [
    http.delete(`*/api-web${path}`, ({ params }) =>
      HttpResponse.json({
        meta: { message: 'Data berhasil dihapus' },
        data: { id: Number(params.id) },
      }),
    ),
  ];
}

/**
 * A bulk call answered as the server would when `refusedIds` are still in use and the other ids
 * went (the fixtures' types are all in use, so the real mock refuses every delete).
 */
export function bulkPartlyRefused(path: string, refusedIds: readonly number[] = []) {
  return [
    http.post(`*/api-web${path}`, async ({ request }) => {
      const { action, ids } = (await request.json()) as { action: string; ids: number[] };
      const failed = ids
        .filter((id) => refusedIds.includes(id))
        .map((id) => ({ id, message: MESSAGES.inUse }));
      const succeeded = ids.filter((id) => !refusedIds.includes(id));
      const done = action === 'delete' ? MESSAGES.deleted : MESSAGES.toggled;
      const message =
        failed.length === 0 ? done : bulkOutcomeMessage(succeeded.length, failed.length);
      return HttpResponse.json({ meta: { message }, data: { succeeded, failed } });
    }),
  ];
}

/** Ticks the checkboxes of the rows named `rowLabels` in the table. */
export async function tickRows(...rowLabels: string[]) {
  for (const label of rowLabels)
    await userEvent.click(await body.findByRole('checkbox', { name: `Pilih ${label}` }));
}

/** The bar of the ticked rows ('n dipilih', 'Aktifkan', 'Nonaktifkan', 'Hapus'). */
export async function selectionBar() {
  return within(await body.findByRole('toolbar', { name: 'Aksi untuk data terpilih' }));
}

/** A tiny PNG file for upload fields. */
export function pngFile(name = 'foto.png'): File {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/**
 * Expects every column of the table `caption`, and each row's 'Aksi', inside the table's box and
 * the window: nothing to scroll sideways to (issue 32).
 */
export async function expectAllColumnsInBox(caption: string) {
  const box = body.getByRole('region', { name: `Tabel ${caption}` });
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  const right = Math.min(box.getBoundingClientRect().right, window.innerWidth);
  const table = within(body.getByRole('table', { name: caption }));
  const actions = table.getAllByRole('button', { name: /^Aksi / });
  await expect(actions.length).toBeGreaterThan(0);
  for (const element of [...table.getAllByRole('columnheader'), ...actions])
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right);
}
