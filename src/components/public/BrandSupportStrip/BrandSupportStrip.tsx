import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import type { CarouselBrand } from '../BrandCarousel/BrandCarousel.tsx';
import { SkeletonShape } from '../Carousel/Carousel.styles.ts';
import { Section } from '../Section/Section.tsx';
import { Logos, Tile, TileLink } from './BrandSupportStrip.styles.ts';
import {
  IMAGE_SIZES,
  pictureLoading,
  responsiveImage,
} from '../../../lib/catalogue/responsiveImage.ts';

/** Props of BrandSupportStrip. */
export interface BrandSupportStripProps {
  /** The brands whose logos show. */
  brands: ReadonlyArray<CarouselBrand>;
  /** Visible heading; without it the strip is named 'Brand Support' for screen readers. */
  title?: string;
  /** Whether the brands are loading. */
  isLoading?: boolean;
  /** When given, each logo links to its brand's product list (built from the id). */
  getBrandHref?: HrefById;
}

/** The company page's strip of brand-support logos (SPEC 2.2); a brand without a logo shows its name. */
export function BrandSupportStrip({
  brands,
  title,
  isLoading = false,
  getBrandHref,
}: BrandSupportStripProps) {
  // Nothing to show once loaded: the strip stays out of the page.
  if (!isLoading && brands.length === 0) return null;
  return (
    <Section title={title} label="Brand Support" isBusy={isLoading}>
      <Logos aria-hidden={isLoading || undefined}>
        {isLoading
          ? [0, 1, 2, 3, 4, 5].map((index) => (
              <li key={index}>
                <SkeletonShape $ratio="2 / 1">
                  <Skeleton variant="block" height="100%" />
                </SkeletonShape>
              </li>
            ))
          : brands.map((brand) => {
              const logo = brand.thumbnail?.path || brand.mainFile?.path;
              const content = logo ? (
                <img
                  {...responsiveImage(logo, IMAGE_SIZES.logo)}
                  {...pictureLoading(false)}
                  alt={brand.name}
                />
              ) : (
                brand.name
              );
              return (
                <li key={brand.id}>
                  {getBrandHref ? (
                    <TileLink to={getBrandHref(brand.id)}>{content}</TileLink>
                  ) : (
                    <Tile>{content}</Tile>
                  )}
                </li>
              );
            })}
      </Logos>
    </Section>
  );
}
