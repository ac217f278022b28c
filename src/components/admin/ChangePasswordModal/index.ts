export { ChangePasswordModal, CHANGE_PASSWORD_TEXT } from './ChangePasswordModal.tsx';
export type {
  ChangePasswordFieldErrors,
  ChangePasswordModalProps,
  ChangePasswordValues,
} from './ChangePasswordModal.tsx';
