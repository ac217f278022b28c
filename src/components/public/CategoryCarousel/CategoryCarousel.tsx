import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { categoryHref } from '../CatalogLinks/catalogLinks.ts';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import { Carousel } from '../Carousel/Carousel.tsx';
import { SkeletonRow, SkeletonShape } from '../Carousel/Carousel.styles.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Section } from '../Section/Section.tsx';
import { CategoryImage, CategoryLink, CategoryName } from './CategoryCarousel.styles.ts';
import {
  IMAGE_SIZES,
  pictureLoading,
  responsiveImage,
} from '../../../lib/catalogue/responsiveImage.ts';

/** Categories in view from 1024 px (SPEC 2.2); one below. */
export const CATEGORIES_PER_VIEW_DESKTOP = 4;

/** Heading of the landing category carousel (SPEC 2.2). */
export const CATEGORY_CAROUSEL_TITLE = 'Produk Pneumatik berdasarkan kategori';

/** Shown when no category is active (ours: SPEC gives no text). */
export const CATEGORIES_EMPTY_TEXT = 'Data Kategori Belum Tersedia';

/** The category fields the carousel reads (SPEC 3 Category). */
export interface CarouselCategory {
  /** Record id, used for the category list link. */
  id: number;
  /** Category name, shown under the picture. */
  name: string;
  /** The category picture. */
  image?: { path: string } | null;
}

/** Props of CategoryCarousel. */
export interface CategoryCarouselProps {
  /** The categories to show. */
  categories: ReadonlyArray<CarouselCategory>;
  /** Element id of the section, the scroll target of 'Lihat lebih banyak kategori ...'. */
  id?: string;
  /** Whether the categories are loading: placeholders instead of slides. */
  isLoading?: boolean;
  /** Builds a category's list link from its id (default /kategori-produk?id={id}). */
  getCategoryHref?: HrefById;
}

/** 'Produk Pneumatik berdasarkan kategori': 1 category in view below 1024 px, 4 from it. */
export function CategoryCarousel({
  categories,
  id,
  isLoading = false,
  getCategoryHref = categoryHref,
}: CategoryCarouselProps) {
  return (
    <Section title={CATEGORY_CAROUSEL_TITLE} id={id} isBusy={isLoading}>
      {isLoading ? (
        <SkeletonRow $desktopCount={CATEGORIES_PER_VIEW_DESKTOP} aria-hidden="true">
          {Array.from({ length: CATEGORIES_PER_VIEW_DESKTOP }, (_, index) => (
            <SkeletonShape key={index} $ratio="1 / 1">
              <Skeleton variant="block" height="100%" />
            </SkeletonShape>
          ))}
        </SkeletonRow>
      ) : null}
      {!isLoading && categories.length === 0 ? (
        <EmptyState text={CATEGORIES_EMPTY_TEXT} size="small" />
      ) : null}
      {!isLoading && categories.length > 0 ? (
        <Carousel
          items={categories}
          getKey={(category) => category.id}
          desktopSlidesPerView={CATEGORIES_PER_VIEW_DESKTOP}
          previousLabel="Kategori sebelumnya"
          nextLabel="Kategori berikutnya"
          slideName="Kategori"
          renderItem={(category) => (
            <CategoryLink to={getCategoryHref(category.id)}>
              <CategoryImage>
                {category.image?.path ? (
                  <img
                    {...responsiveImage(category.image.path, IMAGE_SIZES.logo)}
                    {...pictureLoading(false)}
                    alt={category.name}
                  />
                ) : null}
              </CategoryImage>
              {/* With a picture, its alt already names the link: the caption is not read twice. */}
              <CategoryName aria-hidden={category.image?.path ? true : undefined}>
                {category.name}
              </CategoryName>
            </CategoryLink>
          )}
        />
      ) : null}
    </Section>
  );
}
