import styled from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

export const CarouselRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  ${fromDesktop} {
    gap: ${({ theme }) => theme.space[300]};
  }
`;

/** The swiper viewport: takes the room left between the two buttons. */
export const Viewport = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  .swiper-slide {
    height: auto;
  }
`;

/** Room for a focus ring inside each slide, which the swiper viewport would otherwise clip. */
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
