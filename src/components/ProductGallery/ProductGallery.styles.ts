import styled from 'styled-components';

export const GalleryRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

/** The big picture is a button that opens the viewer; it looks like the picture alone. */
export const OpenButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.large};
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  & > img {
    display: block;
  }
`;

/** While the viewer's code arrives: the screen dims and a wheel turns in its middle. */
export const ViewerLoading = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.overlay};
  color: ${({ theme }) => theme.color.textInverse};
`;

export const MainImage = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const Placeholder = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;

export const ThumbButton = styled.button`
  flex: 0 0 64px;
  width: 64px;
  height: 64px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand};
  }
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
