import { Navigate, Route, Routes } from 'react-router-dom';

/** The staff side (/login, /admin/*, /master/*), loaded only on those routes. */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
