// The dialogs of SPEC 5, 7 and 8 over sweetalert2. Its default (".all") build injects its own CSS
// on import, so no stylesheet import is needed. Server texts are never parsed as HTML: titles and
// texts go through `titleText`/`text` (set as textContent), the 422 list is built with DOM nodes,
// and button labels (which sweetalert2 sets as innerHTML) are escaped.
import Swal from 'sweetalert2';
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { theme } from '../../ui/theme/theme.ts';
import {
  CANCEL_BUTTON,
  CONFIRM_DELETE_BUTTON,
  CONFIRM_DELETE_TEXT,
  CONFIRM_DELETE_TITLE,
  CONFIRM_DISCARD_BUTTON,
  CONFIRM_DISCARD_TEXT,
  CONFIRM_DISCARD_TITLE,
  CONFIRM_REMOVE_FILE_TITLE,
  CONFIRM_MFA_RESET_TITLE,
  CONFIRM_RESET_BUTTON,
  CONFIRM_RESET_TITLE,
  confirmMfaResetText,
  OK_BUTTON,
  SUBSCRIBE_THANKS_TITLE,
  SUCCESS_TITLE,
  confirmResetText,
  subscribeThanksText,
} from './texts.ts';
import { keepBackgroundInert, releaseBackground } from './inertBackground.ts';

/** What the shared API error handler asks to show (the shape of ErrorDialog in src/api/errors.ts). */
export interface ErrorDialogOptions {
  /** Dialog title, e.g. 'Oopss...'. */
  title: string;
  /** Main text, e.g. the server's meta.message; shown as plain text. */
  text: string;
  /** Bullet list under the text (422 field messages), shown as plain text; empty or absent for none. */
  list?: readonly string[];
  /** Label of the only button; 'Ok' when absent. */
  confirmText?: string;
}

/** A warning with one button, such as the login warning of SPEC 5. */
export interface WarningDialogOptions {
  /** Dialog title. */
  title: string;
  /** Plain text under the title. */
  text: string;
  /** Label of the only button. */
  confirmText: string;
}

/** Escapes text for the few sweetalert2 options that are set as HTML (button labels). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// Shared look and behaviour: theme colours, no html/body height rewrite, background made inert.
function fire(options: SweetAlertOptions) {
  return Swal.fire({
    heightAuto: false,
    confirmButtonColor: theme.color.brand,
    cancelButtonColor: theme.color.textMuted,
    didOpen: keepBackgroundInert,
    // Before focus returns to the opener (sweetalert2 restores it before didClose).
    willClose: releaseBackground,
    ...options,
  });
}

function alertOptions(icon: SweetAlertIcon, title: string, confirmText: string): SweetAlertOptions {
  return { icon, titleText: title, confirmButtonText: escapeHtml(confirmText) };
}

async function confirm(options: SweetAlertOptions): Promise<boolean> {
  const result = await fire({
    icon: 'warning',
    showCancelButton: true,
    cancelButtonText: escapeHtml(CANCEL_BUTTON),
    // A destructive action should not be one Enter away.
    focusCancel: true,
    ...options,
  });
  return result.isConfirmed;
}

// A text, then one bullet per entry (the 422 field messages, the lines a warning names), all as text nodes.
function textWithList(text: string, list: readonly string[]): HTMLElement {
  const body = document.createElement('div');
  const message = document.createElement('p');
  message.textContent = text;
  message.style.margin = `0 0 ${theme.space[200]}`;
  const bullets = document.createElement('ul');
  bullets.style.textAlign = 'left';
  bullets.style.margin = '0';
  for (const item of list) {
    const bullet = document.createElement('li');
    bullet.textContent = item;
    bullets.append(bullet);
  }
  body.append(message, bullets);
  return body;
}

/** Success dialog titled 'Berhasil!' with one of SPEC 8's texts; resolves when closed. */
export async function showSuccess(text: string): Promise<void> {
  await fire({ ...alertOptions('success', SUCCESS_TITLE, OK_BUTTON), text });
}

/** The shared error dialog (SPEC 8); pass it as the presenter of src/api/errors.ts. */
export async function showError({
  title,
  text,
  list = [],
  confirmText = OK_BUTTON,
}: ErrorDialogOptions): Promise<void> {
  const content = list.length > 0 ? { html: textWithList(text, list) } : { text };
  await fire({ ...alertOptions('error', title, confirmText), ...content });
}

/** A warning with one button (login: SPEC 5's LOGIN_WARNING); resolves when closed. */
export async function showWarning({
  title,
  text,
  confirmText,
}: WarningDialogOptions): Promise<void> {
  await fire({ ...alertOptions('warning', title, confirmText), text });
}

/** Subscribe success (SPEC 7): 'Terima Kasih!' naming the product; resolves when closed. */
export async function showSubscribeThanks(productName: string): Promise<void> {
  await fire({
    ...alertOptions('success', SUBSCRIBE_THANKS_TITLE, OK_BUTTON),
    text: subscribeThanksText(productName),
  });
}

/** Delete confirmation (SPEC 8); resolves true on 'Ya, Hapus', false on 'Batal', Escape or a backdrop click. */
export function confirmDelete(): Promise<boolean> {
  return confirm({
    titleText: CONFIRM_DELETE_TITLE,
    text: CONFIRM_DELETE_TEXT,
    confirmButtonText: escapeHtml(CONFIRM_DELETE_BUTTON),
    confirmButtonColor: theme.color.danger,
  });
}

/** Leaving a form with unsaved changes; resolves true on 'Ya, Tinggalkan', false on 'Batal' or Escape. */
export function confirmDiscardChanges(): Promise<boolean> {
  return confirm({
    titleText: CONFIRM_DISCARD_TITLE,
    text: CONFIRM_DISCARD_TEXT,
    confirmButtonText: escapeHtml(CONFIRM_DISCARD_BUTTON),
    confirmButtonColor: theme.color.danger,
  });
}

/** Image removal confirmation (SPEC 8); resolves true when confirmed. */
export function confirmRemoveFile(): Promise<boolean> {
  return confirm({
    titleText: CONFIRM_REMOVE_FILE_TITLE,
    confirmButtonText: escapeHtml(CONFIRM_DELETE_BUTTON),
    confirmButtonColor: theme.color.danger,
  });
}

/** Password-reset confirmation naming the default password `word` (SPEC 8); resolves true when confirmed. */
export function confirmResetPassword(word: string): Promise<boolean> {
  return confirm({
    icon: 'question',
    titleText: CONFIRM_RESET_TITLE,
    text: confirmResetText(word),
    confirmButtonText: escapeHtml(CONFIRM_RESET_BUTTON),
  });
}

/** Second-factor reset confirmation naming the user (issue 27); resolves true on 'Ya, Reset'. */
export function confirmMfaReset(name: string): Promise<boolean> {
  return confirm({
    icon: 'warning',
    titleText: CONFIRM_MFA_RESET_TITLE,
    text: confirmMfaResetText(name),
    confirmButtonText: escapeHtml(CONFIRM_RESET_BUTTON),
    confirmButtonColor: theme.color.danger,
  });
}

/** A destructive action with its own words (issue 25's 'Hapus Data Pribadi'); true when confirmed. */
export function confirmDanger({
  title,
  text,
  confirmText,
}: {
  title: string;
  text: string;
  confirmText: string;
}): Promise<boolean> {
  return confirm({
    titleText: title,
    text,
    confirmButtonText: escapeHtml(confirmText),
    confirmButtonColor: theme.color.danger,
  });
}

/** A warning that names what it is about (a bullet per entry, as text) before going on; true when confirmed. */
export function confirmWithList({
  title,
  text,
  list,
  confirmText,
}: {
  title: string;
  text: string;
  list: readonly string[];
  confirmText: string;
}): Promise<boolean> {
  return confirm({
    titleText: title,
    html: textWithList(text, list),
    confirmButtonText: escapeHtml(confirmText),
  });
}

/** Closes whatever dialog is open (route changes, story clean-up); its promise resolves as dismissed. */
export function closeDialog(): void {
  Swal.close();
}
