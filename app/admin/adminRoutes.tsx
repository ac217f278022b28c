// The staff route table: names carry the side menu's keyword (DECISIONS), titles feed the page
// title and the layout's heading.
import type { ReactNode } from 'react';
import { DashboardScreen } from '../../src/screens/admin/Dashboard/DashboardScreen.tsx';
import { BUMPERS_TITLE, BumpersScreen } from '../../src/screens/admin/Bumpers/BumpersScreen.tsx';
import { NEW_PRODUCT_TEXT, NewProductBannerScreen } from '../../src/screens/admin/NewProductBanner/NewProductBannerScreen.tsx';
import { ABOUT_TEXT, AboutScreen } from '../../src/screens/admin/About/AboutScreen.tsx';
import { PROJECTS_TITLE, ProjectsScreen } from '../../src/screens/admin/Projects/ProjectsScreen.tsx';
import { USERS_TITLE, UsersScreen } from '../../src/screens/admin/Users/UsersScreen.tsx';
import { FOOTER_TEXT, FooterScreen } from '../../src/screens/admin/Footer/FooterScreen.tsx';
import { BRANDS_TITLE, BrandsScreen } from '../../src/screens/admin/Brands/BrandsScreen.tsx';
import { CATEGORIES_TITLE, CategoriesScreen } from '../../src/screens/admin/Categories/CategoriesScreen.tsx';
import { ECOMMERCES_TITLE, EcommercesScreen } from '../../src/screens/admin/Ecommerces/EcommercesScreen.tsx';
import { TYPES_TITLE, TypesScreen } from '../../src/screens/admin/Types/TypesScreen.tsx';
import { SYNONYMS_TITLE, SynonymsScreen } from '../../src/screens/admin/Synonyms/SynonymsScreen.tsx';
import { NEWS_TITLE, NewsScreen } from '../../src/screens/admin/News/NewsScreen.tsx';
import { PRODUCTS_TITLE, ProductsScreen } from '../../src/screens/admin/Products/ProductsScreen.tsx';
import { PRODUCT_DETAIL_TEXT } from '../../src/screens/admin/Products/ProductDetailScreen.tsx';
import { AUDIT_TITLE, AuditScreen } from '../../src/screens/admin/Audit/AuditScreen.tsx';
import { ProductDetailPage } from './ProductDetailPage.tsx';

/** One admin page behind the session guard. */
export interface AdminRoute {
  /** Route name; the side menu marks the item whose keyword it carries. */
  name: string;
  /** Absolute path. */
  path: string;
  /** Page heading and title. */
  title: string;
  /** The screen. */
  element: ReactNode;
  /** Only the superuser role may open it (SPEC 6); others go to the dashboard. */
  isSuperuserOnly?: boolean;
}

/** Every admin page built so far. */
export const adminRoutes: readonly AdminRoute[] = [
  { name: 'admin-dashboard', path: '/admin/dashboard', title: 'Dashboard', element: <DashboardScreen /> },
  { name: 'master-landing-bumper', path: '/master/landing/bumper', title: BUMPERS_TITLE, element: <BumpersScreen /> },
  { name: 'master-landing-project', path: '/master/landing/project', title: PROJECTS_TITLE, element: <ProjectsScreen /> },
  {
    name: 'master-landing-new-product',
    path: '/master/landing/new-product',
    title: NEW_PRODUCT_TEXT.title,
    element: <NewProductBannerScreen />,
  },
  { name: 'master-type', path: '/master/type', title: TYPES_TITLE, element: <TypesScreen /> },
  { name: 'master-kategori', path: '/master/kategori', title: CATEGORIES_TITLE, element: <CategoriesScreen /> },
  { name: 'master-brand', path: '/master/brand', title: BRANDS_TITLE, element: <BrandsScreen /> },
  { name: 'master-e-commerce', path: '/master/e-commerce', title: ECOMMERCES_TITLE, element: <EcommercesScreen /> },
  { name: 'master-sinonim', path: '/master/sinonim', title: SYNONYMS_TITLE, element: <SynonymsScreen /> },
  { name: 'admin-footer', path: '/admin/footer', title: FOOTER_TEXT.title, element: <FooterScreen /> },
  { name: 'admin-tentang-kami', path: '/admin/tentang-kami', title: ABOUT_TEXT.title, element: <AboutScreen /> },
  { name: 'admin-news', path: '/admin/news', title: NEWS_TITLE, element: <NewsScreen /> },
  { name: 'admin-produk', path: '/admin/produk', title: PRODUCTS_TITLE, element: <ProductsScreen /> },
  { name: 'admin-produk-detail', path: '/admin/produk/:id', title: PRODUCT_DETAIL_TEXT.title, element: <ProductDetailPage /> },
  { name: 'admin-user', path: '/admin/user', title: USERS_TITLE, element: <UsersScreen />, isSuperuserOnly: true },
  { name: 'admin-riwayat', path: '/admin/riwayat', title: AUDIT_TITLE, element: <AuditScreen />, isSuperuserOnly: true },
];
