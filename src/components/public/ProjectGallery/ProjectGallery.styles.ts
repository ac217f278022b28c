import styled from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

/** The scrolling strip; focusable so that keyboard users can scroll it with the arrow keys. */
export const Strip = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  padding-bottom: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

export const Track = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: ${({ theme }) => theme.space[100]};
  list-style: none;
`;

/** Most of a phone's width, so that the next project peeks in; a fixed card from 1024 px. */
export const Item = styled.li`
  flex: 0 0 80%;
  scroll-snap-align: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    flex-basis: 45%;
  }
  ${fromDesktop} {
    flex-basis: 30%;
  }
`;

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
`;

export const Picture = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceMuted};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Caption = styled.figcaption`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const SkeletonTrack = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[400]};
  overflow: hidden;
  & > * {
    flex: 0 0 80%;
    ${fromDesktop} {
      flex-basis: 30%;
    }
  }
`;
