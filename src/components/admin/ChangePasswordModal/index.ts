export { ChangePasswordModal, CHANGE_PASSWORD_TEXT } from './ChangePasswordModal.tsx';
export type {
  ChangePasswordFieldErrors,
  ChangePasswordModalProps,
  ChangePasswordValues,
} from './ChangePasswordModal.tsx';
export {
  ChangePasswordFields,
  CHANGE_PASSWORD_LABELS,
  EMPTY_CHANGE_PASSWORD,
} from './ChangePasswordFields.tsx';
export type { ChangePasswordFieldsProps } from './ChangePasswordFields.tsx';
