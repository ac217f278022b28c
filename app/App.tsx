import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isAdminPath } from '../src/lib/routes/adminRoutes.ts';
import PublicApp from './public/PublicApp.tsx';

// The admin side and TinyMCE never reach the public bundle (DESIGN.md budget); neither do the
// toasts, which only the staff screens raise ('Status berhasil diubah!').
const AdminApp = lazy(() => import('./admin/AdminApp.tsx'));
const ToastHost = lazy(() =>
  import('../src/components/Feedback/ToastHost.tsx').then((m) => ({ default: m.ToastHost })),
);

// Which paths are the staff side's (/login, /admin/…, /master/…) comes from the admin route table.
export { isAdminPath };

/** Splits the app into its two halves; each owns a route table of absolute paths. */
export function App() {
  const { pathname } = useLocation();
  if (!isAdminPath(pathname)) return <PublicApp />;
  return (
    <Suspense fallback={null}>
      <AdminApp />
      <ToastHost />
    </Suspense>
  );
}
