export { ProductGallery, GALLERY_TEXT, thumbnailLabel } from './ProductGallery.tsx';
export type { ProductGalleryProps } from './ProductGallery.tsx';
