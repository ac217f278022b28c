export {
  CATEGORIES_EMPTY_TEXT,
  CATEGORIES_PER_VIEW_DESKTOP,
  CATEGORY_CAROUSEL_TITLE,
  CategoryCarousel,
} from './CategoryCarousel.tsx';
export type { CarouselCategory, CategoryCarouselProps } from './CategoryCarousel.tsx';
