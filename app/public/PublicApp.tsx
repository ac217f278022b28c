import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from '../../src/screens/public/NotFound/NotFound.tsx';
import { usePageTitle } from '../usePageTitle.ts';

function NotFoundPage() {
  usePageTitle('404 Not Found');
  return <NotFound />;
}

/** The visitor side: every public route of DECISIONS.md; anything unknown goes to /404. */
export default function PublicApp() {
  return (
    <Routes>
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
