import { useState } from 'react';
import {
  GalleryRoot,
  MainImage,
  Placeholder,
  ThumbButton,
  Thumbs,
} from './ProductGallery.styles.ts';
import { IMAGE_SIZES, responsiveImage } from '../../lib/responsiveImage.ts';

/** Texts of the gallery (ours). */
export const GALLERY_TEXT = {
  gallery: 'Galeri foto',
  noImage: 'Belum ada foto',
} as const;

/** Accessible name of a gallery thumbnail. */
export function thumbnailLabel(index: number, count: number): string {
  return `Foto ${index + 1} dari ${count}`;
}

/** Props of ProductGallery. */
export interface ProductGalleryProps {
  /** The product's images, in order. */
  images: ReadonlyArray<{ id: number; path: string; isCover: boolean }>;
  /** The product name, the big image's alt text. */
  name: string;
  /** The big image is the page's largest picture: fetch it before anything else. */
  isPriority?: boolean;
}

/** A product's images: the cover first, big; thumbnails choose the big picture (SPEC 2.2, 2.3). */
export function ProductGallery({ images, name, isPriority = false }: ProductGalleryProps) {
  const [chosen, setChosen] = useState(() =>
    Math.max(
      0,
      images.findIndex((image) => image.isCover),
    ),
  );
  const current = images[chosen] ?? images[0];
  if (!current) return <Placeholder>{GALLERY_TEXT.noImage}</Placeholder>;
  return (
    <GalleryRoot>
      <MainImage
        {...responsiveImage(current.path, IMAGE_SIZES.detail)}
        alt={name}
        fetchPriority={isPriority ? 'high' : undefined}
      />
      {images.length > 1 ? (
        <Thumbs aria-label={GALLERY_TEXT.gallery}>
          {images.map((image, index) => (
            <li key={image.id}>
              <ThumbButton
                type="button"
                aria-pressed={index === chosen}
                aria-label={thumbnailLabel(index, images.length)}
                onClick={() => setChosen(index)}
              >
                <img {...responsiveImage(image.path, IMAGE_SIZES.logo)} alt="" />
              </ThumbButton>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </GalleryRoot>
  );
}
