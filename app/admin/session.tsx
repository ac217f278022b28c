// The route guards of SPEC 4 and the profile store they fill.
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { clearSession, getToken } from '../../src/api/client.ts';
import { isApiError } from '../../src/api/errors.ts';
import { useProfile } from '../../src/api/hooks/auth.ts';
import type { components } from '../../src/api/schema.ts';
import { RequiredPasswordChangeScreen } from '../../src/screens/admin/PasswordChange/RequiredPasswordChangeScreen.tsx';
import { RequiredTwoStepScreen } from '../../src/screens/admin/TwoStep/RequiredTwoStepScreen.tsx';
import { ADMIN_HOME, adminPathTo } from '../../src/lib/routes/adminRoutes.ts';
import { pathTo } from '../../src/lib/routes/routes.ts';
import { useRuntimeConfig } from '../runtimeConfig.ts';
import { usePageTitle } from '../usePageTitle.ts';

/** The signed-in staff member, as GET admin/auth/fetch answers. */
export type Profile = components['schemas']['Profile'];

const ProfileContext = createContext<Profile | null>(null);

/** The stored profile; only inside RequireSession. */
export function useSessionProfile(): Profile {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error('useSessionProfile outside RequireSession');
  return profile;
}

/** After "Reset Password": the new password first, before any page of the back office. */
function RequiredPasswordChange({ onChanged }: { onChanged: () => void }) {
  const navigate = useNavigate();
  usePageTitle('Buat Password Baru');
  return (
    <RequiredPasswordChangeScreen
      onChanged={onChanged}
      onSignedOut={() => navigate(pathTo('login'), { replace: true })}
    />
  );
}

/** A role in MFA_REQUIRED_ROLES without two-step sign-in: its set-up first, before any page. */
function RequiredTwoStep({ onEnabled }: { onEnabled: () => void }) {
  const navigate = useNavigate();
  usePageTitle('Verifikasi Dua Langkah');
  return (
    <RequiredTwoStepScreen
      onEnabled={onEnabled}
      onSignedOut={() => navigate(pathTo('login'), { replace: true })}
    />
  );
}

/**
 * Admin pages: no token → /login; otherwise check the session, store the profile and show the
 * page (or, after a reset, the forced password change; then, for a role in MFA_REQUIRED_ROLES,
 * the two-step set-up); a failed check clears local storage and goes to /login (SPEC 4).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const hasToken = getToken() !== null;
  // Held from the first sight of `mustEnableMfa` until 'Selesai': enabling re-reads the profile,
  // and the recovery codes must stay on screen until the user closes them.
  const [isEnrolling, setEnrolling] = useState(false);
  const { data, mutate } = useProfile({
    onError: (error: unknown) => {
      // No answer at all is no failed check: leaving the page cuts its requests (a second address
      // typed while the dashboard loaded signed the clerk out), or the network is down. The session
      // stays; the next page checks again.
      if (isApiError(error) && error.status === null) return;
      clearSession();
      navigate(pathTo('login'), { replace: true });
    },
  });
  if (!hasToken) return <Navigate to={pathTo('login')} replace />;
  if (!data) return null;
  if (data.data.mustChangePassword)
    return <RequiredPasswordChange onChanged={() => void mutate()} />;
  if (data.data.mustEnableMfa && !isEnrolling) setEnrolling(true);
  if (data.data.mustEnableMfa || isEnrolling)
    return (
      <RequiredTwoStep
        onEnabled={() => {
          setEnrolling(false);
          void mutate();
        }}
      />
    );
  return <ProfileContext.Provider value={data.data}>{children}</ProfileContext.Provider>;
}

/** Guest routes (/login): a signed-in user goes to / (SPEC 4, DECISIONS). */
export function GuestOnly({ children }: { children: ReactNode }) {
  if (getToken() !== null) return <Navigate to={pathTo('l-home')} replace />;
  return <>{children}</>;
}

/**
 * Superuser-only pages (/admin/user, SPEC 6): other roles go to the dashboard instead of a page whose
 * every call the server refuses with 403. The server's check stays the one that matters.
 */
export function RequireSuperuser({ children }: { children: ReactNode }) {
  const profile = useSessionProfile();
  const { superuserRoleId, isLoaded } = useRuntimeConfig();
  if (!isLoaded) return null;
  if (profile.roleId !== superuserRoleId) return <Navigate to={adminPathTo(ADMIN_HOME)} replace />;
  return <>{children}</>;
}
