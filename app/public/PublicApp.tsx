import { Suspense, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import {
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { NotFound } from '../../src/screens/public/NotFound/NotFound.tsx';
import { PublicLayout } from '../../src/screens/public/PublicLayout/PublicLayout.tsx';
import { routes } from '../../src/lib/routes/routes.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useRuntimeConfig } from '../runtimeConfig.ts';
import { useRecordTitle } from '../seo/useRecordTitle.ts';
import { MissingPage } from './missingPage.ts';
import { PAGE_TITLES } from './pageTitles.ts';
import { PUBLIC_ROUTES } from './publicRoutes.tsx';
import type { PublicRoute } from './publicRoutes.tsx';

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

/**
 * Sets the page title (the record's name where the page has one) and renders the screen once its
 * code has arrived; the 404 page instead where the server found the page's record missing.
 */
function Page({ route, children }: { route: PublicRoute; children: ReactNode }) {
  const params = useParams();
  const [query] = useSearchParams();
  const { pathname, search } = useLocation();
  const isMissing = useContext(MissingPage) === pathname + search;
  const recordTitle = useRecordTitle(route.name, { params, query });
  usePageTitle(isMissing ? PAGE_TITLES.notFound : (recordTitle ?? route.title));
  return (
    <Suspense fallback={null}>
      {isMissing ? <NotFound /> : children}
      <ReadyMark />
    </Suspense>
  );
}

/** An unknown path: the 404 page (the server answers it with 404), then the address moves to /404. */
function UnknownPath() {
  const navigate = useNavigate();
  usePageTitle(PAGE_TITLES.notFound);
  useEffect(() => {
    void navigate(routes['404'], { replace: true });
  }, [navigate]);
  return (
    <>
      <NotFound />
      <ReadyMark />
    </>
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

/** The visitor side: every route of the public route table; anything unknown shows the 404 page and moves to /404. */
export default function PublicApp() {
  const { productName, chatPhone } = useRuntimeConfig();
  return (
    <Routes>
      <Route element={<Layout />}>
        {PUBLIC_ROUTES.map((route) => (
          <Route
            key={route.name}
            path={routes[route.name]}
            element={
              <Page key={route.name} route={route}>
                {route.screen({ productName, chatPhone })}
              </Page>
            }
          />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}
