import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../../src/screens/public/PublicLayout/PublicLayout.tsx';
import { routes } from '../routes.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useRuntimeConfig } from '../runtimeConfig.ts';
import { PUBLIC_ROUTES } from './publicRoutes.tsx';

/**
 * Marks the document once the screen below it is live (hydrated, or rendered in the browser):
 * until then a server-rendered page shows but does not answer clicks. The journeys wait for it.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/** Sets the page title and renders the screen once its code has arrived. */
function Page({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Suspense fallback={null}>
      {children}
      <ReadyMark />
    </Suspense>
  );
}

function Layout() {
  const { productName, chatPhone } = useRuntimeConfig();
  return (
    <PublicLayout productName={productName} chatPhone={chatPhone}>
      <Outlet />
    </PublicLayout>
  );
}

/** The visitor side: every route of the public route table; anything unknown goes to /404. */
export default function PublicApp() {
  const { productName, chatPhone } = useRuntimeConfig();
  return (
    <Routes>
      <Route element={<Layout />}>
        {PUBLIC_ROUTES.map((route) => (
          <Route
            key={route.name}
            path={routes[route.name]}
            element={<Page title={route.title}>{route.screen({ productName, chatPhone })}</Page>}
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={routes['404']} replace />} />
    </Routes>
  );
}
