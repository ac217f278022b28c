// The full-screen picture viewer of the product page (design card: swiper with Zoom, Keyboard and
// Thumbs). This file, swiper and swiper's CSS are one lazily loaded chunk: ProductGallery imports it
// with import() when a visitor opens a picture, so the public pages' first JavaScript never carries it.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Keyboard, Thumbs, Zoom } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/zoom';
import 'swiper/css/thumbs';
import { Button } from '../../ui/Button/Button.tsx';
import { Icon } from '../../ui/Icon/Icon.tsx';
import { trapTab } from '../../ui/Modal/focus.ts';
import { Portal } from '../../ui/Portal/Portal.tsx';
import { IMAGE_SIZES, responsiveImage } from '../../lib/catalogue/responsiveImage.ts';
import {
  Header,
  Position,
  SideButton,
  Stage,
  ThumbButton,
  ThumbStrip,
  Title,
  ViewerRoot,
} from './PictureViewer.styles.ts';
import { VIEWER_TEXT } from './texts.ts';

/** One picture of the viewer (a product's image as the API gives it). */
export interface ViewerPicture {
  id: number;
  path: string;
}

/** Props of PictureViewer. */
export interface PictureViewerProps {
  /** The pictures, in the gallery's order. */
  pictures: ReadonlyArray<ViewerPicture>;
  /** What they show (the product name): the dialog's heading and the pictures' alt text. */
  name: string;
  /** The picture shown first (0-based). */
  initialIndex?: number;
  /** Told the shown picture's index whenever it changes, so the page can follow. */
  onIndexChange?: (index: number) => void;
  /** Escape or 'Tutup': the owner unmounts the viewer and gives focus back to its opener. */
  onClose: () => void;
}

/** The largest zoom (3× the fitted picture); a wheel notch zooms by WHEEL_STEP. */
const MAX_RATIO = 3;
const WHEEL_STEP = 1.25;

/** A point on the page (what swiper's Zoom reads of a pointer event). */
interface PagePoint {
  pageX: number;
  pageY: number;
}

/**
 * Zooms the shown picture to `ratio` around `point`. Swiper's `zoom.in(ratio)` from the fitted
 * picture zooms towards the page's corner, and only an event zooms around a point, up to the
 * slide's maximum (`data-swiper-zoom`, else `maxRatio`): so the first step from 1× passes the point as that event
 * with `ratio` as the maximum for that one call. Once zoomed, `zoom.in(ratio)` keeps the point.
 */
function zoomTo(swiper: SwiperInstance, ratio: number, point: PagePoint) {
  if (ratio <= 1.01) {
    swiper.zoom.out();
    return;
  }
  if ((swiper.zoom.scale || 1) > 1) {
    swiper.zoom.in(ratio);
    return;
  }
  const slide = swiper.slides[swiper.activeIndex];
  const wrap = slide?.querySelector('.swiper-zoom-container');
  if (!slide || !wrap) return;
  wrap.setAttribute('data-swiper-zoom', String(ratio));
  const zoomIn = swiper.zoom.in as unknown as (event: PagePoint & { target: Element }) => void;
  zoomIn({ target: slide, ...point });
  wrap.removeAttribute('data-swiper-zoom');
}

/** The centre of the shown picture, in page coordinates. */
function centreOf(swiper: SwiperInstance): PagePoint {
  const box = (swiper.slides[swiper.activeIndex] ?? swiper.el).getBoundingClientRect();
  return {
    pageX: box.left + box.width / 2 + window.scrollX,
    pageY: box.top + box.height / 2 + window.scrollY,
  };
}

/**
 * A dialog over the whole screen showing one picture at a time: swipe or the arrow keys move
 * between pictures, pinch, a double tap, the mouse wheel or 'Perbesar foto' zoom, the thumbnails
 * jump. Focus stays inside; Escape and 'Tutup' close it.
 */
export function PictureViewer({
  pictures,
  name,
  initialIndex = 0,
  onIndexChange,
  onClose,
}: PictureViewerProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const closeRef = useRef<HTMLButtonElement | null>(null);
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const start = Math.min(Math.max(0, initialIndex), Math.max(0, pictures.length - 1));
  const [index, setIndex] = useState(start);
  const [isZoomed, setIsZoomed] = useState(false);
  const count = pictures.length;
  const hasSeveral = count > 1;

  // Focus goes to 'Tutup' on opening (the first thing a keyboard user may want).
  useLayoutEffect(() => {
    closeRef.current?.focus();
  }, []);

  // The page behind must not scroll under the viewer.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && rootRef.current) {
      if (trapTab(rootRef.current, event.shiftKey)) event.preventDefault();
    }
  };

  // The mouse wheel and a trackpad pinch (a wheel with ctrlKey in Chromium) zoom around the
  // pointer, in proportion to the turn: one notch of a mouse wheel (100 px) is one WHEEL_STEP. A
  // listener of our own, not React's passive one: it must keep Ctrl+wheel from zooming the page.
  const stageRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !main) return undefined;
    const onWheel = (event: globalThis.WheelEvent) => {
      event.preventDefault();
      const notches = event.deltaMode === 0 ? event.deltaY / 100 : event.deltaY / 3;
      if (notches === 0) return;
      const scale = main.zoom.scale || 1;
      const next = Math.min(MAX_RATIO, scale * WHEEL_STEP ** -Math.max(-1, Math.min(1, notches)));
      zoomTo(main, next, { pageX: event.pageX, pageY: event.pageY });
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [main]);

  const toggleZoom = () => {
    if (!main) return;
    zoomTo(main, isZoomed ? 1 : MAX_RATIO, centreOf(main));
  };

  return (
    <Portal>
      <ViewerRoot
        ref={rootRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <Header>
          <Title id={titleId}>{VIEWER_TEXT.dialog(name)}</Title>
          <Position aria-live="polite">{VIEWER_TEXT.position(index, count)}</Position>
          <Button
            variant="ghost"
            icon={<Icon name="search" />}
            aria-label={VIEWER_TEXT.zoom}
            aria-pressed={isZoomed}
            onClick={toggleZoom}
          />
          <Button ref={closeRef} variant="secondary" icon={<Icon name="close" />} onClick={onClose}>
            {VIEWER_TEXT.close}
          </Button>
        </Header>
        <Stage ref={stageRef}>
          <Swiper
            modules={[Zoom, Keyboard, Thumbs]}
            initialSlide={start}
            zoom={{ maxRatio: MAX_RATIO, toggle: true }}
            keyboard={{ enabled: true, onlyInViewport: false }}
            thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null, autoScrollOffset: 1 }}
            onSwiper={setMain}
            onSlideChange={(swiper) => {
              setIndex(swiper.activeIndex);
              onIndexChange?.(swiper.activeIndex);
            }}
            onZoomChange={(_swiper, scale) => setIsZoomed(scale > 1)}
          >
            {pictures.map((picture, position) => (
              <SwiperSlide
                key={picture.id}
                zoom
                role="group"
                aria-label={VIEWER_TEXT.position(position, count)}
              >
                <img
                  {...responsiveImage(picture.path, IMAGE_SIZES.fullWidth)}
                  alt={name}
                  loading={Math.abs(position - start) > 1 ? 'lazy' : undefined}
                />
              </SwiperSlide>
            ))}
          </Swiper>
          {hasSeveral ? (
            <>
              <SideButton $side="left">
                <Button
                  variant="secondary"
                  icon={<Icon name="chevron-left" />}
                  aria-label={VIEWER_TEXT.previous}
                  isDisabled={index === 0}
                  onClick={() => main?.slidePrev()}
                />
              </SideButton>
              <SideButton $side="right">
                <Button
                  variant="secondary"
                  icon={<Icon name="chevron-right" />}
                  aria-label={VIEWER_TEXT.next}
                  isDisabled={index === count - 1}
                  onClick={() => main?.slideNext()}
                />
              </SideButton>
            </>
          ) : null}
        </Stage>
        {hasSeveral ? (
          <ThumbStrip>
            <nav aria-label={VIEWER_TEXT.thumbnails}>
              <Swiper
                modules={[Thumbs]}
                onSwiper={setThumbs}
                slidesPerView="auto"
                spaceBetween={8}
                watchSlidesProgress
                wrapperTag="ul"
              >
                {pictures.map((picture, position) => (
                  <SwiperSlide key={picture.id} tag="li">
                    <ThumbButton
                      type="button"
                      aria-label={VIEWER_TEXT.position(position, count)}
                      aria-current={position === index ? 'true' : undefined}
                      onClick={() => main?.slideTo(position)}
                    >
                      <img {...responsiveImage(picture.path, IMAGE_SIZES.logo)} alt="" />
                    </ThumbButton>
                  </SwiperSlide>
                ))}
              </Swiper>
            </nav>
          </ThumbStrip>
        ) : null}
      </ViewerRoot>
    </Portal>
  );
}
