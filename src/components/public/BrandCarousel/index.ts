export { BRANDS_EMPTY_TEXT, BRANDS_PER_VIEW_DESKTOP, BrandCarousel } from './BrandCarousel.tsx';
export type { BrandCarouselProps, CarouselBrand } from './BrandCarousel.tsx';
