import { Suspense, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import {
  matchPath,
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
import { KeptRoutes } from './keptRoutes.tsx';
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

/** `pathname` decoded as the router decodes it before it matches routes (a bad escape: as it is). */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** Paths whose matching routes are kept; past this many the oldest go. */
const KEPT_PATHS = 256;

const routesByPath = new Map<string, readonly PublicRoute[]>();

/**
 * The public routes whose path matches `pathname` (kept per path), the only ones given to Routes:
 * it flattens and ranks the routes it is given on every render, the whole table each page
 * (~6 % of a page's server render, issue 34), where these are one, and it ranks them as before.
 */
function routesAt(pathname: string): readonly PublicRoute[] {
  let found = routesByPath.get(pathname);
  if (!found) {
    const decoded = decodedPath(pathname);
    found = PUBLIC_ROUTES.filter(
      (route) =>
        matchPath(routes[route.name], decoded) !== null ||
        (decoded !== pathname && matchPath(routes[route.name], pathname) !== null),
    );
    if (routesByPath.size >= KEPT_PATHS)
      routesByPath.delete(routesByPath.keys().next().value as string);
    routesByPath.set(pathname, found);
  }
  return found;
}

/**
 * The server's renderer matches a path once (keptRoutes.tsx); the browser matches as it navigates,
 * and its bundle leaves KeptRoutes out.
 */
const PublicRoutes = import.meta.env.SSR ? KeptRoutes : Routes;

/** The visitor side: every route of the public route table; anything unknown shows the 404 page and moves to /404. */
export default function PublicApp() {
  const { productName, chatPhone } = useRuntimeConfig();
  const { pathname } = useLocation();
  return (
    <PublicRoutes>
      <Route element={<Layout />}>
        {routesAt(pathname).map((route) => (
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
    </PublicRoutes>
  );
}
