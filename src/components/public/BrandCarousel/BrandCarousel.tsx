import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { brandHref } from '../CatalogLinks/catalogLinks.ts';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import { Carousel } from '../Carousel/Carousel.tsx';
import { SkeletonRow, SkeletonShape } from '../Carousel/Carousel.styles.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Section } from '../Section/Section.tsx';
import { LogoLink, LogoName } from './BrandCarousel.styles.ts';
import {
  IMAGE_SIZES,
  pictureLoading,
  responsiveImage,
} from '../../../lib/catalogue/responsiveImage.ts';

/** Brands in view from 1024 px (SPEC 2.2); one below. */
export const BRANDS_PER_VIEW_DESKTOP = 5;

/** Shown when no brand is active (ours: SPEC gives no text). */
export const BRANDS_EMPTY_TEXT = 'Data Brand Belum Tersedia';

/** The brand fields the carousel reads (SPEC 3 Brand). */
export interface CarouselBrand {
  /** Record id, used for the brand list link. */
  id: number;
  /** Brand name: the logo's alt text. */
  name: string;
  /** The small logo shown in the carousel. */
  thumbnail?: { path: string } | null;
  /** The wide banner, used when there is no logo. */
  mainFile?: { path: string } | null;
}

/** Props of BrandCarousel. */
export interface BrandCarouselProps {
  /** The brands to show. */
  brands: ReadonlyArray<CarouselBrand>;
  /** Visible heading of the section; without it the section is named 'Brand' for screen readers. */
  title?: string;
  /** Element id of the section, the scroll target of 'Lihat lebih banyak brand ...'. */
  id?: string;
  /** Whether the brands are loading: placeholders instead of slides. */
  isLoading?: boolean;
  /** Builds a brand's list link from its id (default /brand-produk?id={id}). */
  getBrandHref?: HrefById;
}

/** The landing brand logos, 1 in view below 1024 px and 5 from it; each opens that brand's list. */
export function BrandCarousel({
  brands,
  title,
  id,
  isLoading = false,
  getBrandHref = brandHref,
}: BrandCarouselProps) {
  return (
    <Section title={title} label="Brand" id={id} isBusy={isLoading}>
      {isLoading ? (
        <SkeletonRow $desktopCount={BRANDS_PER_VIEW_DESKTOP} aria-hidden="true">
          {Array.from({ length: BRANDS_PER_VIEW_DESKTOP }, (_, index) => (
            <SkeletonShape key={index} $ratio="2 / 1">
              <Skeleton variant="block" height="100%" />
            </SkeletonShape>
          ))}
        </SkeletonRow>
      ) : null}
      {!isLoading && brands.length === 0 ? (
        <EmptyState text={BRANDS_EMPTY_TEXT} size="small" />
      ) : null}
      {!isLoading && brands.length > 0 ? (
        <Carousel
          items={brands}
          getKey={(brand) => brand.id}
          desktopSlidesPerView={BRANDS_PER_VIEW_DESKTOP}
          previousLabel="Brand sebelumnya"
          nextLabel="Brand berikutnya"
          slideName="Brand"
          renderItem={(brand) => {
            const logo = brand.thumbnail?.path || brand.mainFile?.path;
            return (
              <LogoLink to={getBrandHref(brand.id)}>
                {logo ? (
                  <img
                    {...responsiveImage(logo, IMAGE_SIZES.logo)}
                    {...pictureLoading(false)}
                    alt={brand.name}
                  />
                ) : (
                  <LogoName>{brand.name}</LogoName>
                )}
              </LogoLink>
            );
          }}
        />
      ) : null}
    </Section>
  );
}
