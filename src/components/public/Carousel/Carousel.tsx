import { useCallback, useState } from 'react';
import type { KeyboardEvent, Key, ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { A11y } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { CarouselRoot, SlideInner, Viewport } from './Carousel.styles.ts';

/** Props of Carousel. */
export interface CarouselProps<T> {
  /** The records to show, one slide each. */
  items: ReadonlyArray<T>;
  /** A stable React key per record (its id). */
  getKey: (item: T) => Key;
  /** Draws one slide. */
  renderItem: (item: T) => ReactNode;
  /** Slides in view from the desktop breakpoint (1024 px) up; always 1 below it (SPEC 2.2). */
  desktopSlidesPerView: number;
  /** Accessible name of the previous button ('Brand sebelumnya'). */
  previousLabel: string;
  /** Accessible name of the next button ('Brand berikutnya'). */
  nextLabel: string;
  /** What one slide is, read before its position ('Brand 2 dari 6'). */
  slideName: string;
}

interface Edges {
  isBeginning: boolean;
  isEnd: boolean;
  isLocked: boolean;
}

const AT_START: Edges = { isBeginning: true, isEnd: false, isLocked: false };

function pixels(token: string): number {
  return Number.parseInt(token, 10);
}

/**
 * A swiper row with labelled previous/next buttons. Tab reaches every slide's link (the a11y module
 * slides a focused one into view); the arrow keys move the row while focus is inside it.
 */
export function Carousel<T>({
  items,
  getKey,
  renderItem,
  desktopSlidesPerView,
  previousLabel,
  nextLabel,
  slideName,
}: CarouselProps<T>) {
  const theme = useTheme();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>(AT_START);
  const sync = useCallback((instance: SwiperInstance) => {
    setEdges({
      isBeginning: instance.isBeginning,
      isEnd: instance.isEnd,
      isLocked: Boolean(instance.isLocked),
    });
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') swiper?.slidePrev();
    else if (event.key === 'ArrowRight') swiper?.slideNext();
    else return;
    event.preventDefault();
  };

  const gap = pixels(theme.space[400]);
  const showButtons = !edges.isLocked;
  return (
    // The arrow keys only act while focus is on a slide or a button inside this row.
    <CarouselRoot onKeyDown={handleKeyDown}>
      {showButtons ? (
        <Button
          variant="secondary"
          aria-label={previousLabel}
          icon={<Icon name="chevron-left" />}
          isDisabled={edges.isBeginning}
          onClick={() => swiper?.slidePrev()}
        />
      ) : null}
      <Viewport>
        <Swiper
          modules={[A11y]}
          slidesPerView={1}
          spaceBetween={gap}
          breakpoints={{
            [pixels(theme.breakpoint.desktop)]: { slidesPerView: desktopSlidesPerView },
          }}
          watchSlidesProgress
          a11y={{
            slideLabelMessage: `${slideName} {{index}} dari {{slidesLength}}`,
            itemRoleDescriptionMessage: 'slide',
          }}
          onSwiper={(instance) => {
            setSwiper(instance);
            sync(instance);
          }}
          onSlideChange={sync}
          onBreakpoint={sync}
          onResize={sync}
          onLock={sync}
          onUnlock={sync}
        >
          {items.map((item) => (
            <SwiperSlide key={getKey(item)}>
              <SlideInner>{renderItem(item)}</SlideInner>
            </SwiperSlide>
          ))}
        </Swiper>
      </Viewport>
      {showButtons ? (
        <Button
          variant="secondary"
          aria-label={nextLabel}
          icon={<Icon name="chevron-right" />}
          isDisabled={edges.isEnd}
          onClick={() => swiper?.slideNext()}
        />
      ) : null}
    </CarouselRoot>
  );
}
