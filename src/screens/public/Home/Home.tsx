import { usePublicNewProductBanner } from '@/api/hooks/newProduct.ts';
import { useTaglineMain } from '@/api/hooks/tagline.ts';
import { chatHref } from '@/components/public/CatalogLinks/catalogLinks.ts';
import { AboutSection } from '@/components/public/AboutSection/AboutSection.tsx';
import { Icon } from '@/ui/Icon/Icon.tsx';
import { Island } from '@/ui/islands/Island.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden.tsx';
import { PageMain } from '../shared/Page.tsx';
import { NEW_PRODUCT_PATH } from '../shared/paths.ts';
import { PortfolioButton } from '../shared/PortfolioButton.tsx';
import { HOME_CHAT_MESSAGE } from '../shared/texts.ts';
import { ActionLink, ActionRouterLink, FloatingLink, NewProductLink } from './Home.styles.ts';
import { HomeBanners, HomeBrands, HomeCategories, HomeGallery, orError } from './HomeBlocks.tsx';
import { HOME_TEXT } from './texts.ts';
import { IMAGE_SIZES, pictureLoading, responsiveImage } from '@/lib/catalogue/responsiveImage.ts';

/** Props of Home. */
export interface HomeProps {
  /** The product name: the page's (hidden) h1. */
  productName: string;
  /** The chat phone of the chat link (runtime configuration). */
  chatPhone: string;
}

/**
 * The landing page (SPEC 2.2), every block in order, each fed by its own call. The carousels, the
 * gallery and the portfolio button are islands; the rest ships no script on a public page.
 */
export function Home({ productName, chatPhone }: HomeProps) {
  const banner = usePublicNewProductBanner();
  const about = useTaglineMain();
  const bannerPath = banner.data?.data.path;
  return (
    <PageMain>
      <VisuallyHidden as="h1">{productName}</VisuallyHidden>
      <Island name="home-banners" component={HomeBanners} props={{}} />
      {bannerPath ? (
        <NewProductLink to={NEW_PRODUCT_PATH}>
          {/* The largest picture of the landing on a phone: fetched first. */}
          <img
            {...responsiveImage(bannerPath, IMAGE_SIZES.fullWidth)}
            alt={HOME_TEXT.newProduct}
            {...pictureLoading(true)}
          />
        </NewProductLink>
      ) : null}
      <Island name="home-brands" component={HomeBrands} props={{}} />
      <Island name="home-categories" component={HomeCategories} props={{}} />
      <Island name="home-gallery" component={HomeGallery} props={{}} />
      {orError(
        about,
        <AboutSection
          title={HOME_TEXT.about}
          about={about.data?.data ?? null}
          isLoading={about.isLoading}
          actions={
            <>
              <Island
                name="portfolio-button"
                component={PortfolioButton}
                props={{ label: HOME_TEXT.portfolio }}
              />
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
