import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { Carousel } from '../Carousel/Carousel.tsx';
import { Section } from '../Section/Section.tsx';
import { BannerFrame } from './BannerCarousel.styles.ts';
import {
  IMAGE_SIZES,
  pictureLoading,
  responsiveImage,
} from '../../../lib/catalogue/responsiveImage.ts';

/** The bumper fields the banner carousel reads (SPEC 3 Bumper). */
export interface CarouselBanner {
  /** Record id. */
  id: number;
  /** Banner name: the image's alt text. */
  name: string;
  /** The banner image. */
  path: string;
}

/** Props of BannerCarousel. */
export interface BannerCarouselProps {
  /** The active bumpers, in order. */
  banners: ReadonlyArray<CarouselBanner>;
  /** Name of the region for screen readers ('Banner' by default). */
  label?: string;
  /** Whether the banners are loading: one placeholder of the banner's shape. */
  isLoading?: boolean;
}

/**
 * The landing's bumper banners, one at a time at every width, moved by labelled buttons (under
 * the banner on a phone, so the banner has the whole width).
 */
export function BannerCarousel({
  banners,
  label = 'Banner',
  isLoading = false,
}: BannerCarouselProps) {
  // No banner means no block at all: the landing simply starts with the next section.
  if (!isLoading && banners.length === 0) return null;
  return (
    <Section label={label} isBusy={isLoading}>
      {isLoading ? (
        <BannerFrame aria-hidden="true">
          <Skeleton variant="block" height="100%" />
        </BannerFrame>
      ) : (
        <Carousel
          items={banners}
          getKey={(banner) => banner.id}
          desktopSlidesPerView={1}
          previousLabel="Banner sebelumnya"
          nextLabel="Banner berikutnya"
          slideName="Banner"
          phoneControls="below"
          hasPlainSlides
          renderItem={(banner, index) => (
            <BannerFrame>
              {/* The first banner may be the page's largest paint; the others wait for a turn. */}
              <img
                {...responsiveImage(banner.path, IMAGE_SIZES.fullWidth)}
                {...pictureLoading(index === 0)}
                alt={banner.name}
              />
            </BannerFrame>
          )}
        />
      )}
    </Section>
  );
}
