export { BannerCarousel } from './BannerCarousel.tsx';
export type { BannerCarouselProps, CarouselBanner } from './BannerCarousel.tsx';
