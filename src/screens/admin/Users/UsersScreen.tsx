import type { components } from '@/api/schema.ts';
import { useProfile } from '@/api/hooks/auth.ts';
import {
  useDeleteUser,
  useEndUserSessions,
  useResetPasswordDefault,
  useResetUserMfa,
  useResetUserPassword,
  useBulkUsers,
  useToggleUser,
  useUser,
  useUsers,
} from '@/api/hooks/users.ts';
import type { DataTableColumn, DataTableQuery } from '@/components/DataTable/index.ts';
import {
  confirmDanger,
  confirmMfaReset,
  confirmResetPassword,
  showSuccess,
} from '@/components/Feedback/dialogs.ts';
import { SUCCESS_TEXT } from '@/components/Feedback/texts.ts';
import { MasterListScreen, listQuery } from '../shared/MasterListScreen.tsx';
import { reportApiError } from '../shared/reportError.ts';
import { USER_FORM_TEXT, UserForm } from './UserForm.tsx';

type UserRecord = components['schemas']['User'];

/** The screen's heading (SPEC 2.3 names none; ours). */
export const USERS_TITLE = 'User';

/** The extra 'Aksi' item (SPEC 2.3). */
export const RESET_PASSWORD_ACTION = 'Reset Password';

/** The 'Aksi' item of a user with two-step sign-in on (issue 27; ours). */
export const RESET_MFA_ACTION = 'Reset Verifikasi Dua Langkah';

/** The 'Aksi' item that signs a user out everywhere, and its confirmation (issue 33; ours). */
export const END_SESSIONS_TEXT = {
  action: 'Akhiri Semua Sesi',
  title: 'Akhiri Semua Sesi?',
  confirm: 'Ya, Akhiri',
  text: (name: string) => `${name} akan keluar dari semua perangkat dan harus masuk kembali.`,
} as const;

const columns: readonly DataTableColumn<UserRecord>[] = [
  { key: 'name', header: USER_FORM_TEXT.name },
  { key: 'email', header: USER_FORM_TEXT.email, kind: 'email' },
  { key: 'role', header: USER_FORM_TEXT.role, render: (row) => row.role.name },
  { key: 'status', header: 'Status', kind: 'status' },
];

function useUserList(query: DataTableQuery) {
  return useUsers(listQuery(query));
}

/** The superuser turns another user's second factor off, after a confirmation naming them. */
function useMfaResetAction() {
  const resetMfa = useResetUserMfa();
  return async (row: UserRecord) => {
    if (!(await confirmMfaReset(row.name))) return;
    try {
      const answer = await resetMfa.trigger(row.id);
      void showSuccess(answer.meta.message);
    } catch (error) {
      void reportApiError(error);
    }
  };
}

/** The superuser ends every session of another user, after a confirmation naming them (audited). */
function useEndSessionsAction() {
  const endSessions = useEndUserSessions();
  return async (row: UserRecord) => {
    const isConfirmed = await confirmDanger({
      title: END_SESSIONS_TEXT.title,
      text: END_SESSIONS_TEXT.text(row.name),
      confirmText: END_SESSIONS_TEXT.confirm,
    });
    if (!isConfirmed) return;
    try {
      const answer = await endSessions.trigger(row.id);
      void showSuccess(answer.meta.message);
    } catch (error) {
      void reportApiError(error);
    }
  };
}

/**
 * /admin/user (superuser only): Reset Password, Reset Verifikasi Dua Langkah (a user with it on),
 * Akhiri Semua Sesi (another user), Edit, Delete and the user modal (SPEC 2.3, 6; issues 27, 33).
 */
export function UsersScreen() {
  const defaultPassword = useResetPasswordDefault();
  const reset = useResetUserPassword();
  const resetMfa = useMfaResetAction();
  const endSessions = useEndSessionsAction();
  // The own second factor is turned off in 'Verifikasi Dua Langkah', with the password.
  const ownId = useProfile().data?.data.id;
  const resetPassword = async (row: UserRecord) => {
    // Read fresh: the dialog must name the word the server will set (DECISIONS).
    const answer = await defaultPassword.mutate().catch(() => undefined);
    const word = answer?.data.password ?? defaultPassword.data?.data.password ?? '';
    const isConfirmed = await confirmResetPassword(word);
    if (!isConfirmed) return;
    try {
      await reset.trigger(row.id);
      void showSuccess(SUCCESS_TEXT.passwordReset);
    } catch (error) {
      void reportApiError(error);
    }
  };
  return (
    <MasterListScreen<UserRecord, UserRecord>
      caption={USERS_TITLE}
      noun={USER_FORM_TEXT.noun}
      columns={columns}
      useList={useUserList}
      useDetail={useUser}
      useDelete={useDeleteUser}
      useToggle={useToggleUser}
      useBulk={useBulkUsers}
      renderForm={(props) => <UserForm {...props} />}
      rowActions={[
        {
          id: 'reset-password',
          label: RESET_PASSWORD_ACTION,
          onSelect: (row) => void resetPassword(row),
        },
        {
          id: 'reset-mfa',
          label: RESET_MFA_ACTION,
          tone: 'danger',
          isShownFor: (row) => row.mfaEnabled && row.id !== ownId,
          onSelect: (row) => void resetMfa(row),
        },
        {
          id: 'end-sessions',
          label: END_SESSIONS_TEXT.action,
          tone: 'danger',
          // The own sessions are ended in 'Sesi Aktif'.
          isShownFor: (row) => row.id !== ownId,
          onSelect: (row) => void endSessions(row),
        },
      ]}
    />
  );
}
