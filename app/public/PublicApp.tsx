import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { Home } from '../../src/screens/public/Home/Home.tsx';
import { NotFound } from '../../src/screens/public/NotFound/NotFound.tsx';
import { PublicLayout } from '../../src/screens/public/PublicLayout/PublicLayout.tsx';
import { routes } from '../routes.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useRuntimeConfig } from '../runtimeConfig.ts';
import { PAGE_TITLES } from './pageTitles.ts';

// The landing is eager (it is the first page most visitors see); every other screen loads on
// demand, one chunk per screen, so that / stays within DESIGN.md's JavaScript budget and a page
// the server rendered hydrates with its own screen only (not, say, the about page's dialogs).
const TentangKami = lazy(() =>
  import('../../src/screens/public/TentangKami/TentangKami.tsx').then((m) => ({ default: m.TentangKami })),
);
const ProductList = lazy(() =>
  import('../../src/screens/public/ProductList/ProductList.tsx').then((m) => ({ default: m.ProductList })),
);
const Search = lazy(() => import('../../src/screens/public/Search/Search.tsx').then((m) => ({ default: m.Search })));
const ProductDetail = lazy(() =>
  import('../../src/screens/public/ProductDetail/ProductDetail.tsx').then((m) => ({ default: m.ProductDetail })),
);
const NewsList = lazy(() =>
  import('../../src/screens/public/NewsList/NewsList.tsx').then((m) => ({ default: m.NewsList })),
);
const NewsDetail = lazy(() =>
  import('../../src/screens/public/NewsDetail/NewsDetail.tsx').then((m) => ({ default: m.NewsDetail })),
);

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

/** The visitor side: every public route of DECISIONS.md; anything unknown goes to /404. */
export default function PublicApp() {
  const { productName, chatPhone } = useRuntimeConfig();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={routes['l-home']} element={<Page title={PAGE_TITLES.home}><Home productName={productName} chatPhone={chatPhone} /></Page>} />
        <Route path={routes['l-tentang-kami']} element={<Page title={PAGE_TITLES.about}><TentangKami productName={productName} /></Page>} />
        <Route path={routes['l-kategori-produk']} element={<Page title={PAGE_TITLES.category}><ProductList key="category" kind="category" /></Page>} />
        <Route path={routes['l-brand']} element={<Page title={PAGE_TITLES.brand}><ProductList key="brand" kind="brand" /></Page>} />
        <Route path={routes['l-tipe']} element={<Page title={PAGE_TITLES.type}><ProductList key="type" kind="type" /></Page>} />
        <Route path={routes['l-new-product']} element={<Page title={PAGE_TITLES.newProduct}><ProductList key="new" kind="new" /></Page>} />
        <Route path={routes['l-search']} element={<Page title={PAGE_TITLES.search}><Search /></Page>} />
        <Route path={routes['l-detail-product']} element={<Page title={PAGE_TITLES.detail}><ProductDetail chatPhone={chatPhone} /></Page>} />
        <Route path={routes['l-news']} element={<Page title={PAGE_TITLES.news}><NewsList /></Page>} />
        <Route path={routes['l-news-detail']} element={<Page title={PAGE_TITLES.newsDetail}><NewsDetail /></Page>} />
        <Route path={routes['404']} element={<Page title={PAGE_TITLES.notFound}><NotFound /></Page>} />
      </Route>
      <Route path="*" element={<Navigate to={routes['404']} replace />} />
    </Routes>
  );
}
