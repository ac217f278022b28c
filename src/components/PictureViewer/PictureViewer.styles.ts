import styled from 'styled-components';

/** The whole screen, over everything but alerts: a header, the stage, the thumbnail strip. */
export const ViewerRoot = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  /* minmax(0, …): swiper's slides would otherwise widen the column to their own sum (65,536 px). */
  grid-template-columns: minmax(0, 1fr);
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Title = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size[300]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Position = styled.p`
  flex: none;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;

/** The big picture; the previous and next buttons sit over its sides. */
export const Stage = styled.div`
  position: relative;
  min-height: 0;
  & > .swiper {
    width: 100%;
    height: 100%;
  }
  & .swiper-slide {
    display: flex;
    align-items: center;
    justify-content: center;
    padding: ${({ theme }) => theme.space[400]};
    box-sizing: border-box;
  }
  & .swiper-zoom-container > img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

/** Previous on the left edge, next on the right, vertically centred over the picture. */
export const SideButton = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => `${$side}: ${theme.space[200]};`}
  z-index: 2;
  transform: translateY(-50%);
  & > button {
    box-shadow: ${({ theme }) => theme.shadow.medium};
  }
`;

export const ThumbStrip = styled.div`
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & .swiper-slide {
    width: 64px;
    height: 64px;
  }
`;

export const ThumbButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
