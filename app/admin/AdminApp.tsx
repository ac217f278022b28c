import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { LoginScreen } from '../../src/screens/admin/Login/LoginScreen.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { AdminShell } from './AdminShell.tsx';
import { adminRoutes } from './adminRoutes.tsx';
import { GuestOnly, RequireSession, RequireSuperuser } from './session.tsx';

function LoginPage() {
  const navigate = useNavigate();
  usePageTitle('Login');
  return <LoginScreen onSignedIn={() => navigate('/admin/dashboard', { replace: true })} />;
}

/** The staff side (/login, /admin/*, /master/*), loaded only on those routes. */
export default function AdminApp() {
  return (
    <Routes>
      <Route
        path="/login"
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
                {route.isSuperuserOnly ? <RequireSuperuser>{route.element}</RequireSuperuser> : route.element}
              </AdminShell>
            </RequireSession>
          }
        />
      ))}
      <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
