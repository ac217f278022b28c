import { useState } from 'react';
import styled from 'styled-components';
import { DETAIL_TEXT, thumbnailLabel } from './texts.ts';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

const Main = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;

const Thumb = styled.button`
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

/** Props of Gallery. */
export interface GalleryProps {
  /** The product's images, in order. */
  images: ReadonlyArray<{ id: number; path: string; isCover: boolean }>;
  /** The product name, the images' alt text. */
  name: string;
}

/** The detail page's gallery: the cover first, thumbnails choose the big picture. */
export function Gallery({ images, name }: GalleryProps) {
  const [chosen, setChosen] = useState(() => Math.max(0, images.findIndex((image) => image.isCover)));
  const current = images[chosen] ?? images[0];
  if (!current) return <Placeholder>{DETAIL_TEXT.noImage}</Placeholder>;
  return (
    <Root>
      {/* The page's largest picture: fetched first. */}
      <Main src={current.path} alt={name} fetchPriority="high" />
      {images.length > 1 ? (
        <Thumbs aria-label={DETAIL_TEXT.gallery}>
          {images.map((image, index) => (
            <li key={image.id}>
              <Thumb
                type="button"
                aria-pressed={index === chosen}
                aria-label={thumbnailLabel(index, images.length)}
                onClick={() => setChosen(index)}
              >
                <img src={image.path} alt="" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Root>
  );
}
