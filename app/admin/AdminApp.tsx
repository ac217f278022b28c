import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { LoginScreen } from '../../src/screens/admin/Login/LoginScreen.tsx';
import { ADMIN_HOME, ADMIN_INDEX_PATH, adminPathTo } from '../../src/lib/routes/adminRoutes.ts';
import { pathTo } from '../../src/lib/routes/routes.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { AdminShell } from './AdminShell.tsx';
import { adminRoutes } from './adminRoutes.tsx';
import { GuestOnly, RequireSession, RequireSuperuser } from './session.tsx';

function LoginPage() {
  const navigate = useNavigate();
  usePageTitle('Masuk');
  return <LoginScreen onSignedIn={() => navigate(adminPathTo(ADMIN_HOME), { replace: true })} />;
}

/** The staff side (/login, /admin/*, /master/*), loaded only on those routes. */
export default function AdminApp() {
  return (
    <Routes>
      <Route
        path={pathTo('login')}
        element={
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        }
      />
      {adminRoutes.map((route) => (
        <Route
          key={route.name}
          path={route.path}
          element={
            <RequireSession>
              <AdminShell routeName={route.name} title={route.title}>
                {route.isSuperuserOnly ? (
                  <RequireSuperuser>{route.element}</RequireSuperuser>
                ) : (
                  route.element
                )}
              </AdminShell>
            </RequireSession>
          }
        />
      ))}
      <Route path={ADMIN_INDEX_PATH} element={<Navigate to={adminPathTo(ADMIN_HOME)} replace />} />
      <Route path="*" element={<Navigate to={pathTo('404')} replace />} />
    </Routes>
  );
}
