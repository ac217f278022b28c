export * from './texts.ts';
export {
  showSuccess,
  showError,
  showWarning,
  showSubscribeThanks,
  confirmDelete,
  confirmRemoveFile,
  confirmResetPassword,
  closeDialog,
  escapeHtml,
} from './dialogs.ts';
export type { ErrorDialogOptions, WarningDialogOptions } from './dialogs.ts';
export { showToastSuccess, showToastError, showStatusChanged, dismissToasts } from './toasts.ts';
export { ToastHost } from './ToastHost.tsx';
export type { ToastHostProps } from './ToastHost.tsx';
