import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import type { BoundField } from '../../Form/fieldBinder.ts';

/** The change-password payload of SPEC 3, as the API takes it. */
export interface ChangePasswordValues {
  /** 'Password Saat Ini'. */
  old_password: string;
  /** 'Password Baru'. */
  new_password1: string;
  /** 'Konfirmasi Password Baru'. */
  new_password2: string;
}

/** A server message per field (from a 422), keyed like the payload. */
export type ChangePasswordFieldErrors = Partial<Record<keyof ChangePasswordValues, string>>;

/** The field labels of SPEC 2.3. */
export const CHANGE_PASSWORD_LABELS = {
  oldPassword: 'Password Saat Ini',
  newPassword: 'Password Baru',
  confirmPassword: 'Konfirmasi Password Baru',
} as const;

const FIELDS: ReadonlyArray<{
  name: keyof ChangePasswordValues;
  label: string;
  autoComplete: string;
}> = [
  {
    name: 'old_password',
    label: CHANGE_PASSWORD_LABELS.oldPassword,
    autoComplete: 'current-password',
  },
  {
    name: 'new_password1',
    label: CHANGE_PASSWORD_LABELS.newPassword,
    autoComplete: 'new-password',
  },
  {
    name: 'new_password2',
    label: CHANGE_PASSWORD_LABELS.confirmPassword,
    autoComplete: 'new-password',
  },
];

/** Every field empty: how each opening of the form starts (SPEC 4). */
export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = {
  old_password: '',
  new_password1: '',
  new_password2: '',
};

/** Props of ChangePasswordFields. */
export interface ChangePasswordFieldsProps {
  /** The form's field binder (useCheckAndSaveForm's `field`): value, change, message and ref of each field. */
  field: (name: keyof ChangePasswordValues) => BoundField<string>;
}

/**
 * SPEC 2.3's three password fields, each with its own show/hide toggle and no client-side rule:
 * the server decides. Shared by the header menu's modal and the forced change after a reset.
 */
export function ChangePasswordFields({ field: bind }: ChangePasswordFieldsProps) {
  return (
    <>
      {FIELDS.map((field) => (
        <TextInput
          key={field.name}
          label={field.label}
          type="password"
          name={field.name}
          autoComplete={field.autoComplete}
          passwordToggleLabel={`Tampilkan ${field.label}`}
          {...bind(field.name)}
        />
      ))}
    </>
  );
}
