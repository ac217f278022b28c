// The admin route table (src/lib/routes/adminRoutes.ts: path, menu label, keyword, access) joined with
// each page's screen and title; the title feeds the page title and the layout's heading.
import type { ReactNode } from 'react';
import { ADMIN_ROUTE_NAMES, ADMIN_ROUTES } from '../../src/lib/routes/adminRoutes.ts';
import type { AdminRouteName } from '../../src/lib/routes/adminRoutes.ts';
import { DashboardScreen } from '../../src/screens/admin/Dashboard/DashboardScreen.tsx';
import { BUMPERS_TITLE, BumpersScreen } from '../../src/screens/admin/Bumpers/BumpersScreen.tsx';
import {
  NEW_PRODUCT_TEXT,
  NewProductBannerScreen,
} from '../../src/screens/admin/NewProductBanner/NewProductBannerScreen.tsx';
import { ABOUT_TEXT, AboutScreen } from '../../src/screens/admin/About/AboutScreen.tsx';
import {
  PROJECTS_TITLE,
  ProjectsScreen,
} from '../../src/screens/admin/Projects/ProjectsScreen.tsx';
import { USERS_TITLE, UsersScreen } from '../../src/screens/admin/Users/UsersScreen.tsx';
import { FOOTER_TEXT, FooterScreen } from '../../src/screens/admin/Footer/FooterScreen.tsx';
import { BRANDS_TITLE, BrandsScreen } from '../../src/screens/admin/Brands/BrandsScreen.tsx';
import {
  CATEGORIES_TITLE,
  CategoriesScreen,
} from '../../src/screens/admin/Categories/CategoriesScreen.tsx';
import {
  ECOMMERCES_TITLE,
  EcommercesScreen,
} from '../../src/screens/admin/Ecommerces/EcommercesScreen.tsx';
import { TYPES_TITLE, TypesScreen } from '../../src/screens/admin/Types/TypesScreen.tsx';
import {
  SYNONYMS_TITLE,
  SynonymsScreen,
} from '../../src/screens/admin/Synonyms/SynonymsScreen.tsx';
import {
  SPEC_ATTRIBUTES_TITLE,
  SpecAttributesScreen,
} from '../../src/screens/admin/SpecAttributes/SpecAttributesScreen.tsx';
import { NEWS_TITLE, NewsScreen } from '../../src/screens/admin/News/NewsScreen.tsx';
import {
  PRODUCTS_TITLE,
  ProductsScreen,
} from '../../src/screens/admin/Products/ProductsScreen.tsx';
import { PRODUCT_DETAIL_TEXT } from '../../src/screens/admin/Products/ProductDetailScreen.tsx';
import { AUDIT_TITLE, AuditScreen } from '../../src/screens/admin/Audit/AuditScreen.tsx';
import { QUOTES_TITLE, QuotesScreen } from '../../src/screens/admin/Quotes/QuotesScreen.tsx';
import { QuoteDetailScreen } from '../../src/screens/admin/Quotes/QuoteDetailScreen.tsx';
import { QUOTE_DETAIL_TEXT } from '../../src/screens/admin/Quotes/quoteTexts.ts';
import { ProductDetailPage } from './ProductDetailPage.tsx';

/** The screen of one admin page and its heading. */
interface AdminScreen {
  /** Page heading and title. */
  title: string;
  /** The screen. */
  element: ReactNode;
}

// Keyed by the route table's names: a route without its screen, or a screen without its route,
// does not compile.
const ADMIN_SCREENS = {
  'admin-dashboard': { title: 'Dashboard', element: <DashboardScreen /> },
  'master-landing-bumper': { title: BUMPERS_TITLE, element: <BumpersScreen /> },
  'master-landing-project': { title: PROJECTS_TITLE, element: <ProjectsScreen /> },
  'master-landing-new-product': {
    title: NEW_PRODUCT_TEXT.title,
    element: <NewProductBannerScreen />,
  },
  'master-type': { title: TYPES_TITLE, element: <TypesScreen /> },
  'master-kategori': { title: CATEGORIES_TITLE, element: <CategoriesScreen /> },
  'master-brand': { title: BRANDS_TITLE, element: <BrandsScreen /> },
  'master-e-commerce': { title: ECOMMERCES_TITLE, element: <EcommercesScreen /> },
  'master-sinonim': { title: SYNONYMS_TITLE, element: <SynonymsScreen /> },
  'master-spesifikasi': { title: SPEC_ATTRIBUTES_TITLE, element: <SpecAttributesScreen /> },
  'admin-footer': { title: FOOTER_TEXT.title, element: <FooterScreen /> },
  'admin-tentang-kami': { title: ABOUT_TEXT.title, element: <AboutScreen /> },
  'admin-news': { title: NEWS_TITLE, element: <NewsScreen /> },
  'admin-produk': { title: PRODUCTS_TITLE, element: <ProductsScreen /> },
  'admin-produk-detail': { title: PRODUCT_DETAIL_TEXT.title, element: <ProductDetailPage /> },
  'admin-penawaran': { title: QUOTES_TITLE, element: <QuotesScreen /> },
  'admin-penawaran-detail': { title: QUOTE_DETAIL_TEXT.title, element: <QuoteDetailScreen /> },
  'admin-user': { title: USERS_TITLE, element: <UsersScreen /> },
  'admin-riwayat': { title: AUDIT_TITLE, element: <AuditScreen /> },
} satisfies Record<AdminRouteName, AdminScreen>;

/** One admin page behind the session guard. */
export interface AdminRoute extends AdminScreen {
  /** Route name; the side menu marks the item whose keyword it carries. */
  name: AdminRouteName;
  /** Absolute path. */
  path: string;
  /** Only the superuser role may open it (SPEC 6); others go to the dashboard. */
  isSuperuserOnly: boolean;
}

/** Every admin page of the route table (src/lib/routes/adminRoutes.ts), with its screen. */
export const adminRoutes: readonly AdminRoute[] = ADMIN_ROUTE_NAMES.map((name) => ({
  name,
  path: ADMIN_ROUTES[name].path,
  isSuperuserOnly: ADMIN_ROUTES[name].access === 'superuser',
  ...ADMIN_SCREENS[name],
}));
