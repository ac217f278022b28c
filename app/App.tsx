import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from '../src/screens/public/NotFound/NotFound.tsx';
import { routes } from './routes.ts';
import { usePageTitle } from './usePageTitle.ts';

const DEFAULT_PRODUCT_NAME = 'Katalog Pneumatik';

function NotFoundPage() {
  usePageTitle('404 Not Found', DEFAULT_PRODUCT_NAME);
  return <NotFound />;
}

/** The route table; public and admin screens are added here as they land. */
export function App() {
  return (
    <Routes>
      <Route path={routes['404']} element={<NotFoundPage />} />
      <Route path="*" element={<Navigate to={routes['404']} replace />} />
    </Routes>
  );
}
