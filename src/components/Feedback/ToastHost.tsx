import type { CSSProperties } from 'react';
import { ToastContainer } from 'react-toastify';
import type { CloseButtonProps } from 'react-toastify';
import { useTheme } from 'styled-components';
import { TOAST_AUTO_CLOSE_MS } from './texts.ts';

/** Props of ToastHost. */
export interface ToastHostProps {
  /** How long a toast stays, in ms; SPEC 9's 3000 by default, false keeps it until dismissed. */
  autoCloseMs?: number | false;
}

// react-toastify's own close button, with an Indonesian accessible name instead of 'close'.
function CloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label="Tutup notifikasi"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/** Where toasts appear: top-right, dismissible, auto-closing after 3000 ms (SPEC 9). Mount it once. */
export function ToastHost({ autoCloseMs = TOAST_AUTO_CLOSE_MS }: ToastHostProps) {
  const theme = useTheme();
  // react-toastify reads its colours and font from CSS variables; these map them to our tokens.
  const style = {
    zIndex: theme.zIndex.toast,
    '--toastify-font-family': theme.font.family,
    '--toastify-text-color-light': theme.color.text,
    '--toastify-color-success': theme.color.success,
    '--toastify-color-error': theme.color.danger,
    '--toastify-color-warning': theme.color.warning,
    '--toastify-color-info': theme.color.brand,
  } as CSSProperties;
  return (
    <ToastContainer
      position="top-right"
      autoClose={autoCloseMs}
      closeButton={CloseButton}
      closeOnClick={false}
      aria-label="Notifikasi (Alt+T)"
      style={style}
    />
  );
}
