import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useLogout, useUpdatePassword } from '../../src/api/hooks/auth.ts';
import { handleApiError, isApiError } from '../../src/api/errors.ts';
import { AdminLayout } from '../../src/components/admin/AdminLayout/AdminLayout.tsx';
import { ChangePasswordModal } from '../../src/components/admin/ChangePasswordModal/ChangePasswordModal.tsx';
import type { ChangePasswordFieldErrors } from '../../src/components/admin/ChangePasswordModal/ChangePasswordModal.tsx';
import { showError, showSuccess } from '../../src/components/Feedback/dialogs.ts';
import { SUCCESS_TEXT } from '../../src/components/Feedback/texts.ts';
import { pathTo } from '../../src/lib/routes/routes.ts';
import { ActiveSessionsModal } from '../../src/screens/admin/Sessions/ActiveSessionsModal.tsx';
import { TwoStepModal } from '../../src/screens/admin/TwoStep/TwoStepModal.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { useRuntimeConfig } from '../runtimeConfig.ts';
import { useSessionProfile } from './session.tsx';

/** Props of AdminShell. */
export interface AdminShellProps {
  /** The route's name (side menu keyword). */
  routeName: string;
  /** Heading and page title. */
  title: string;
  /** The screen. */
  children: ReactNode;
}

/** The admin frame wired to the session: profile, menu by role, password change and logout. */
export function AdminShell({ routeName, title, children }: AdminShellProps) {
  const profile = useSessionProfile();
  const { productName, superuserRoleId } = useRuntimeConfig();
  const navigate = useNavigate();
  const logout = useLogout();
  const updatePassword = useUpdatePassword();
  const [isPasswordOpen, setIsPasswordOpen] = useState(false);
  const [passwordErrors, setPasswordErrors] = useState<ChangePasswordFieldErrors>({});
  const [isSessionsOpen, setIsSessionsOpen] = useState(false);
  const [isTwoStepOpen, setIsTwoStepOpen] = useState(false);
  usePageTitle(title);

  const changePassword = async (values: Parameters<typeof updatePassword.trigger>[0]) => {
    setPasswordErrors({});
    try {
      await updatePassword.trigger(values);
      void showSuccess(SUCCESS_TEXT.passwordChanged);
    } catch (error) {
      if (isApiError(error) && error.status === 422) setPasswordErrors(error.fieldErrors);
      void handleApiError(error, { presenter: { showError } });
      throw error;
    }
  };

  return (
    <AdminLayout
      activeRouteName={routeName}
      isSuperuser={profile.roleId === superuserRoleId}
      profileName={profile.name}
      brandName={productName}
      title={title}
      onChangePassword={() => {
        setPasswordErrors({});
        setIsPasswordOpen(true);
      }}
      onShowSessions={() => setIsSessionsOpen(true)}
      onShowTwoStep={() => setIsTwoStepOpen(true)}
      onLogout={() => {
        // SPEC 4: the call's result is ignored; storage is cleared either way.
        void logout.trigger().then(() => navigate(pathTo('login'), { replace: true }));
      }}
    >
      {children}
      <ChangePasswordModal
        isOpen={isPasswordOpen}
        onClose={() => setIsPasswordOpen(false)}
        onSubmit={changePassword}
        fieldErrors={passwordErrors}
      />
      <TwoStepModal
        isOpen={isTwoStepOpen}
        onClose={() => setIsTwoStepOpen(false)}
        isEnabled={profile.mfaEnabled}
      />
      <ActiveSessionsModal
        isOpen={isSessionsOpen}
        onClose={() => setIsSessionsOpen(false)}
        onSignedOut={() => {
          // This session has ended on the server: the same way out as 'Keluar'.
          setIsSessionsOpen(false);
          void logout.trigger().then(() => navigate(pathTo('login'), { replace: true }));
        }}
      />
    </AdminLayout>
  );
}
