import type { ReactNode } from 'react';
import { usePublicBrandsWithProducts } from '@/api/hooks/brands.ts';
import { usePublicBumpers } from '@/api/hooks/bumpers.ts';
import { usePublicCategories } from '@/api/hooks/categories.ts';
import { usePublicNewProductBanner } from '@/api/hooks/newProduct.ts';
import { usePublicProjects } from '@/api/hooks/projects.ts';
import { useTaglineMain } from '@/api/hooks/tagline.ts';
import { BannerCarousel } from '@/components/public/BannerCarousel/BannerCarousel.tsx';
import { BrandCarousel } from '@/components/public/BrandCarousel/BrandCarousel.tsx';
import { chatHref } from '@/components/public/CatalogLinks/catalogLinks.ts';
import { AboutSection } from '@/components/public/AboutSection/AboutSection.tsx';
import { CategoryCarousel } from '@/components/public/CategoryCarousel/CategoryCarousel.tsx';
import { ProjectGallery } from '@/components/public/ProjectGallery/ProjectGallery.tsx';
import { Icon } from '@/ui/Icon/Icon.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden.tsx';
import { errorText } from '../shared/errorText.ts';
import { LoadError, PageMain } from '../shared/Page.tsx';
import { HOME_TARGET, NEW_PRODUCT_PATH } from '../shared/paths.ts';
import { PortfolioButton } from '../shared/PortfolioButton.tsx';
import { HOME_CHAT_MESSAGE } from '../shared/texts.ts';
import { ActionLink, ActionRouterLink, FloatingLink, NewProductLink } from './Home.styles.ts';
import { HOME_TEXT } from './texts.ts';
import { IMAGE_SIZES, responsiveImage } from '@/lib/catalogue/responsiveImage.ts';

/** Props of Home. */
export interface HomeProps {
  /** The product name: the page's (hidden) h1. */
  productName: string;
  /** The chat phone of the chat link (runtime configuration). */
  chatPhone: string;
}

interface Loadable {
  error?: unknown;
  mutate: () => unknown;
}

/** A block, or its error state with 'Coba lagi' when its call failed. */
function orError(query: Loadable, block: ReactNode): ReactNode {
  if (!query.error) return block;
  return <LoadError detail={errorText(query.error)} onRetry={() => void query.mutate()} />;
}

/** The landing page (SPEC 2.2), every block in order, each fed by its own call. */
export function Home({ productName, chatPhone }: HomeProps) {
  const bumpers = usePublicBumpers();
  const banner = usePublicNewProductBanner();
  const brands = usePublicBrandsWithProducts();
  const categories = usePublicCategories();
  const projects = usePublicProjects();
  const about = useTaglineMain();
  const bannerPath = banner.data?.data.path;
  return (
    <PageMain>
      <VisuallyHidden as="h1">{productName}</VisuallyHidden>
      {orError(
        bumpers,
        <BannerCarousel banners={bumpers.data?.data ?? []} isLoading={bumpers.isLoading} />,
      )}
      {bannerPath ? (
        <NewProductLink to={NEW_PRODUCT_PATH}>
          {/* The largest picture of the landing on a phone: fetched first. */}
          <img
            {...responsiveImage(bannerPath, IMAGE_SIZES.fullWidth)}
            alt={HOME_TEXT.newProduct}
            fetchPriority="high"
          />
        </NewProductLink>
      ) : null}
      {orError(
        brands,
        <BrandCarousel
          id={HOME_TARGET.brand}
          title={HOME_TEXT.brands}
          brands={brands.data?.data ?? []}
          isLoading={brands.isLoading}
        />,
      )}
      {orError(
        categories,
        <CategoryCarousel
          id={HOME_TARGET.category}
          categories={categories.data?.data ?? []}
          isLoading={categories.isLoading}
        />,
      )}
      {orError(
        projects,
        <ProjectGallery
          id={HOME_TARGET.gallery}
          projects={projects.data?.data ?? []}
          isLoading={projects.isLoading}
        />,
      )}
      {orError(
        about,
        <AboutSection
          title={HOME_TEXT.about}
          about={about.data?.data ?? null}
          isLoading={about.isLoading}
          actions={
            <>
              <PortfolioButton label={HOME_TEXT.portfolio} />
              <ActionRouterLink to={NEW_PRODUCT_PATH}>{HOME_TEXT.onlineShop}</ActionRouterLink>
              <ActionLink
                href={chatHref(chatPhone, HOME_CHAT_MESSAGE)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {HOME_TEXT.chat}
              </ActionLink>
            </>
          }
        />,
      )}
      {bannerPath ? (
        <FloatingLink to={NEW_PRODUCT_PATH}>
          {HOME_TEXT.newProduct}
          <Icon name="chevron-right" size="small" />
        </FloatingLink>
      ) : null}
    </PageMain>
  );
}
