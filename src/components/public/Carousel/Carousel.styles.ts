import styled, { css } from 'styled-components';
import { fromDesktop, theme as tokens } from '../../../ui/theme/theme.ts';

/** Below the tablet breakpoint: the complement of fromTablet. */
const belowTablet = `@media not all and (min-width: ${tokens.breakpoint.tablet})`;

// On a phone: the row on a line of its own, the two buttons under it at either end.
const controlsBelow = css`
  ${belowTablet} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > [data-carousel-row] {
      grid-column: 1 / -1;
      grid-row: 1;
    }
    & > button:first-child {
      justify-self: start;
    }
    & > button:last-child {
      justify-self: end;
    }
  }
`;

export const CarouselRoot = styled.div<{ $phoneControls: 'beside' | 'below' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  ${fromDesktop} {
    gap: ${({ theme }) => theme.space[300]};
  }
  ${({ $phoneControls }) => ($phoneControls === 'below' ? controlsBelow : '')}
`;

/**
 * The row of slides, a native scroll container that snaps to each slide's start: a finger swipes
 * it, focus scrolls a slide into view, and the buttons scroll it. Slide widths come from CSS, so
 * the server-rendered row already has its final layout (one slide below 1024 px, the desktop
 * count from it).
 */
export const Viewport = styled.div<{ $desktopPerView: number }>`
  --per-view: 1;
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  gap: ${({ theme }) => theme.space[400]};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.brand};
    outline-offset: 2px;
  }
  ${fromDesktop} {
    --per-view: ${({ $desktopPerView }) => $desktopPerView};
  }
`;

/** One slide: an equal share of the row, less the gaps between slides. */
export const Slide = styled.div`
  flex: 0 0
    calc((100% - (var(--per-view) - 1) * ${({ theme }) => theme.space[400]}) / var(--per-view));
  min-width: 0;
  scroll-snap-align: start;
`;

/** Room for a focus ring inside each slide, which the scrolling row would otherwise clip. */
export const SlideInner = styled.div`
  height: 100%;
  padding: ${({ theme }) => theme.space[100]};
`;

/** Placeholders while loading: one below 1024 px, the desktop count from 1024 px. */
export const SkeletonRow = styled.div<{ $desktopCount: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[400]};
  & > :nth-child(n + 2) {
    display: none;
  }
  ${fromDesktop} {
    grid-template-columns: repeat(${({ $desktopCount }) => $desktopCount}, minmax(0, 1fr));
    & > :nth-child(n + 2) {
      display: block;
    }
  }
`;

/** A placeholder box in the shape of the content it stands for (its Skeleton fills it). */
export const SkeletonShape = styled.div<{ $ratio: string }>`
  display: grid;
  aspect-ratio: ${({ $ratio }) => $ratio};
`;
