import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, Key, ReactNode } from 'react';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { CarouselRoot, Slide, SlideInner, Viewport } from './Carousel.styles.ts';

/** Props of Carousel. */
export interface CarouselProps<T> {
  /** The records to show, one slide each. */
  items: ReadonlyArray<T>;
  /** A stable React key per record (its id). */
  getKey: (item: T) => Key;
  /** Draws one slide (`index` from 0: the first shows before the row is moved). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Slides in view from the desktop breakpoint (1024 px) up; always 1 below it (SPEC 2.2). */
  desktopSlidesPerView: number;
  /** Accessible name of the previous button ('Brand sebelumnya'). */
  previousLabel: string;
  /** Accessible name of the next button ('Brand berikutnya'). */
  nextLabel: string;
  /** What one slide is, read before its position ('Brand 2 dari 6'). */
  slideName: string;
  /**
   * Whether the slides hold nothing focusable (banners are plain pictures): the row itself then
   * takes focus, so a keyboard user can still reach and scroll it.
   */
  hasPlainSlides?: boolean;
  /**
   * Where the buttons sit below the tablet breakpoint: beside the row (default), or in a line
   * under it, so that a slide with words of its own (a banner) gets the phone's whole width.
   */
  phoneControls?: 'beside' | 'below';
}

interface Edges {
  isBeginning: boolean;
  isEnd: boolean;
  isLocked: boolean;
}

// What the server renders and the first client render repeats (hydration needs the same markup):
// the row at its start, buttons shown. The real edges are measured once the row is in the page.
const AT_START: Edges = { isBeginning: true, isEnd: false, isLocked: false };

/** How long the row must stay still before a scroll counts as finished. */
const SETTLE_MS = 150;

/** The distance from one slide's start to the next one's (the row's width with a single slide). */
function slideStep(row: HTMLElement): number {
  const [first, second] = Array.from(row.children) as HTMLElement[];
  if (first && second) return second.offsetLeft - first.offsetLeft;
  return row.clientWidth || 1;
}

function edgesOf(row: HTMLElement): Edges {
  const last = row.scrollWidth - row.clientWidth;
  return {
    isBeginning: row.scrollLeft <= 1,
    isEnd: row.scrollLeft >= last - 1,
    isLocked: last <= 1,
  };
}

function sameEdges(a: Edges, b: Edges): boolean {
  return a.isBeginning === b.isBeginning && a.isEnd === b.isEnd && a.isLocked === b.isLocked;
}

/**
 * A row of slides with labelled previous/next buttons, on the browser's own scrolling (CSS scroll
 * snap): a swipe moves it, Tab reaches every slide's link and scrolls it into view, and the arrow
 * keys move the row while focus is inside it. The buttons hide when every slide is in view.
 */
export function Carousel<T>({
  items,
  getKey,
  renderItem,
  desktopSlidesPerView,
  previousLabel,
  nextLabel,
  slideName,
  hasPlainSlides = false,
  phoneControls = 'beside',
}: CarouselProps<T>) {
  const rowRef = useRef<HTMLDivElement>(null);
  // The slide a button or arrow key last asked for, while the row is still scrolling to it: a
  // second press during the scroll goes on from there rather than from where the row is now.
  const targetRef = useRef<number | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [edges, setEdges] = useState<Edges>(AT_START);

  const sync = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const next = edgesOf(row);
    setEdges((current) => (sameEdges(current, next) ? current : next));
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return undefined;
    sync();
    // A change of width (rotation, the desktop breakpoint) changes the slide count in view.
    const observer = new ResizeObserver(sync);
    observer.observe(row);
    return () => {
      observer.disconnect();
      clearTimeout(settleTimer.current);
    };
  }, [sync, items.length]);

  const handleScroll = () => {
    sync();
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      targetRef.current = null;
    }, SETTLE_MS);
  };

  const move = (by: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const step = slideStep(row);
    const last = row.scrollWidth - row.clientWidth;
    const lastIndex = Math.ceil(last / step - 0.01);
    const from = targetRef.current ?? Math.round(row.scrollLeft / step);
    const target = Math.min(Math.max(from + by, 0), lastIndex);
    targetRef.current = target;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    row.scrollTo({
      left: Math.min(target * step, last),
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };

  const showButtons = !edges.isLocked && items.length > 1;
  return (
    // The arrow keys only act while focus is on a slide or a button inside this row.
    <CarouselRoot onKeyDown={handleKeyDown} $phoneControls={phoneControls}>
      {showButtons ? (
        <Button
          variant="secondary"
          aria-label={previousLabel}
          icon={<Icon name="chevron-left" />}
          isDisabled={edges.isBeginning}
          onClick={() => move(-1)}
        />
      ) : null}
      <Viewport
        ref={rowRef}
        $desktopPerView={desktopSlidesPerView}
        onScroll={handleScroll}
        tabIndex={hasPlainSlides ? 0 : undefined}
        data-carousel-row=""
      >
        {items.map((item, index) => (
          <Slide
            key={getKey(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideName} ${index + 1} dari ${items.length}`}
          >
            <SlideInner>{renderItem(item, index)}</SlideInner>
          </Slide>
        ))}
      </Viewport>
      {showButtons ? (
        <Button
          variant="secondary"
          aria-label={nextLabel}
          icon={<Icon name="chevron-right" />}
          isDisabled={edges.isEnd}
          onClick={() => move(1)}
        />
      ) : null}
    </CarouselRoot>
  );
}
