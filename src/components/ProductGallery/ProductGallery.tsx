import { Suspense, lazy, useRef, useState } from 'react';
import {
  GalleryRoot,
  MainImage,
  OpenButton,
  Placeholder,
  ThumbButton,
  Thumbs,
  ViewerLoading,
} from './ProductGallery.styles.ts';
import {
  IMAGE_SIZES,
  pictureLoading,
  responsiveImage,
} from '../../lib/catalogue/responsiveImage.ts';
import { Portal } from '../../ui/Portal/Portal.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { useEarlyPress } from '../../ui/hooks/useEarlyPress.ts';
// The texts only: the viewer itself (with swiper and its CSS) is loaded when a picture is opened.
import { VIEWER_TEXT } from '../PictureViewer/texts.ts';

const loadViewer = () => import('../PictureViewer/PictureViewer.tsx');
const PictureViewer = lazy(async () => ({ default: (await loadViewer()).PictureViewer }));

/** Texts of the gallery (ours). */
export const GALLERY_TEXT = {
  gallery: 'Galeri foto',
  noImage: 'Belum ada foto',
  open: 'Lihat foto layar penuh',
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

/**
 * A product's images: the cover first, big; thumbnails choose the big picture (SPEC 2.2, 2.3).
 * The big picture opens the full-screen viewer; focus comes back to it when the viewer closes.
 */
export function ProductGallery({ images, name, isPriority = false }: ProductGalleryProps) {
  const [chosen, setChosen] = useState(() =>
    Math.max(
      0,
      images.findIndex((image) => image.isCover),
    ),
  );
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  // The picture and the thumbnails pressed before the page hydrated act once it has (issue 32).
  const earlyOpen = useEarlyPress(openerRef);
  const earlyThumbs = useEarlyPress<HTMLUListElement>();
  const current = images[chosen] ?? images[0];
  if (!current) return <Placeholder>{GALLERY_TEXT.noImage}</Placeholder>;
  const closeViewer = () => {
    setIsViewerOpen(false);
    openerRef.current?.focus();
  };
  return (
    <GalleryRoot>
      <OpenButton
        {...earlyOpen}
        type="button"
        aria-label={GALLERY_TEXT.open}
        aria-haspopup="dialog"
        // Hovering or focusing the picture starts fetching the viewer, so it opens at once.
        onPointerEnter={() => void loadViewer()}
        onFocus={() => void loadViewer()}
        onClick={() => setIsViewerOpen(true)}
      >
        <MainImage
          {...responsiveImage(current.path, IMAGE_SIZES.detail)}
          alt={name}
          {...(isPriority ? pictureLoading(true) : {})}
        />
      </OpenButton>
      {images.length > 1 ? (
        <Thumbs {...earlyThumbs} aria-label={GALLERY_TEXT.gallery}>
          {images.map((image, index) => (
            <li key={image.id}>
              <ThumbButton
                type="button"
                aria-pressed={index === chosen}
                aria-label={thumbnailLabel(index, images.length)}
                onClick={() => setChosen(index)}
              >
                <img
                  {...responsiveImage(image.path, IMAGE_SIZES.logo)}
                  {...pictureLoading(false)}
                  alt=""
                />
              </ThumbButton>
            </li>
          ))}
        </Thumbs>
      ) : null}
      {isViewerOpen ? (
        <Suspense
          fallback={
            <Portal>
              <ViewerLoading>
                <Spinner size="large" label={VIEWER_TEXT.loading} />
              </ViewerLoading>
            </Portal>
          }
        >
          <PictureViewer
            pictures={images}
            name={name}
            initialIndex={chosen}
            onIndexChange={setChosen}
            onClose={closeViewer}
          />
        </Suspense>
      ) : null}
    </GalleryRoot>
  );
}
