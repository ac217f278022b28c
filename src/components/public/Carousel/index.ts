export { Carousel } from './Carousel.tsx';
export type { CarouselProps } from './Carousel.tsx';
export {
  CarouselRoot,
  SkeletonRow,
  SkeletonShape,
  Slide,
  SlideInner,
  Viewport,
} from './Carousel.styles.ts';
