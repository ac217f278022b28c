import { useState } from 'react';
import type { components } from '@/api/schema.ts';
import { useRoles, useSaveUser } from '@/api/hooks/users.ts';
import { SUCCESS_TEXT } from '@/components/Feedback/texts.ts';
import { Select } from '@/ui/Select/Select.tsx';
import type { SelectOption } from '@/ui/Select/types.ts';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { FormModal } from '../shared/FormModal.tsx';
import type { FormSlotProps } from '../shared/MasterListScreen.tsx';
import { requiredText } from '../shared/rules.ts';
import { FORM_TEXT } from '../shared/texts.ts';
import type { BoundField } from '@/components/Form/fieldBinder.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { reportSaveFailure } from '../shared/reportError.ts';
import { REQUIRED } from '@/lib/forms/messages.ts';
import { LOOKUP_LIMIT } from '@/lib/forms/limits.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

type UserRecord = components['schemas']['User'];

/** Labels and SPEC 5's messages of the user form. */
export const USER_FORM_TEXT = {
  noun: 'User',
  name: 'Nama',
  email: 'Email',
  role: 'Role',
  password: 'Password',
  nameRequired: REQUIRED.userName,
  emailRequired: REQUIRED.email,
  roleRequired: REQUIRED.role,
  passwordRequired: REQUIRED.password,
} as const;

function RoleSelect(props: BoundField<SelectOption | null>) {
  const [search, setSearch] = useState('');
  const roles = useRoles({ limit: LOOKUP_LIMIT, search: search || undefined });
  const options = (roles.data?.data ?? []).map((role) => ({ id: role.id, text: role.name }));
  return (
    <Select
      label={USER_FORM_TEXT.role}
      isRequired
      options={options}
      isLoading={roles.isLoading}
      onSearch={setSearch}
      {...props}
    />
  );
}

/** The add/edit modal of a staff account; the password only on insert (SPEC 5). */
export function UserForm({ record, onClose, onSaved }: FormSlotProps<UserRecord>) {
  const save = useSaveUser();
  const isInsert = record === null;
  const form = useCheckAndSaveForm({
    initial: {
      name: record?.name ?? '',
      email: record?.email ?? '',
      password: '',
      role: record ? ({ id: record.role.id, text: record.role.name } as SelectOption | null) : null,
    },
    validate: (values) => ({
      name: requiredText(values.name, USER_FORM_TEXT.nameRequired),
      email: requiredText(values.email, USER_FORM_TEXT.emailRequired),
      role: values.role ? undefined : USER_FORM_TEXT.roleRequired,
      password: isInsert && !values.password.trim() ? USER_FORM_TEXT.passwordRequired : undefined,
    }),
    save: (values) =>
      save.trigger({
        id: record?.id ?? null,
        values: {
          name: values.name.trim(),
          email: values.email.trim(),
          role_id: Number(values.role?.id),
          password: values.password,
        },
      }),
    apiFieldNames: { role_id: 'role' },
    reportFailure: reportSaveFailure,
    successText: isInsert ? SUCCESS_TEXT.userAdded : SUCCESS_TEXT.userUpdated,
    onSaved,
  });
  return (
    <FormModal
      title={FORM_TEXT.recordTitle(USER_FORM_TEXT.noun, isInsert)}
      onClose={onClose}
      form={form}
    >
      <TextInput
        label={USER_FORM_TEXT.name}
        isRequired
        maxLength={limits.UserCreateInput.name}
        {...form.field('name')}
      />
      <TextInput
        label={USER_FORM_TEXT.email}
        type="email"
        isRequired
        maxLength={limits.UserCreateInput.email}
        {...form.field('email')}
      />
      <RoleSelect {...form.field('role')} />
      {isInsert ? (
        <TextInput
          label={USER_FORM_TEXT.password}
          type="password"
          isRequired
          autoComplete="new-password"
          {...form.field('password')}
        />
      ) : null}
    </FormModal>
  );
}
