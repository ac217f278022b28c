import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

export const DropZone = styled.div<{
  $isDragging: boolean;
  $isDisabled: boolean;
  $isInvalid: boolean;
}>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[600]} ${({ theme }) => theme.space[400]};
  border: 2px dashed
    ${({ theme, $isDragging, $isInvalid }) =>
      $isDragging ? theme.color.focus : $isInvalid ? theme.color.danger : theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $isDragging, $isDisabled }) =>
    $isDragging
      ? theme.color.brandSoft
      : $isDisabled
        ? theme.color.surfaceMuted
        : theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
  text-align: center;
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'default')};
`;

export const Problems = styled.div`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:empty {
    display: none;
  }
  p {
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => theme.space[100]} 0 0;
    padding-left: ${({ theme }) => theme.space[500]};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const TileList = styled.ul`
  display: grid;
  /* 144 px tiles: two per row on a 360 px phone, more on wider screens. */
  grid-template-columns: repeat(
    auto-fill,
    minmax(calc(${({ theme }) => theme.space[1200]} * 3), 1fr)
  );
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.li<{ $isCover: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme, $isCover }) => ($isCover ? theme.color.brand : theme.color.border)};
  box-shadow: ${({ theme, $isCover }) => ($isCover ? `0 0 0 1px ${theme.color.brand}` : 'none')};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  /* The preview sits inside a small inset with square corners: clipping an image to the rounded
     border anti-aliases differently from one paint to the next, which breaks pixel baselines. */
  padding: ${({ theme }) => theme.space[100]};
`;

export const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const DocumentThumb = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size[500]};
`;

export const Caption = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[100]} 0`};
  font-size: ${({ theme }) => theme.font.size[100]};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  a {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const Meta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[100]};
  margin-top: auto;
  padding: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[100]} 0;
`;

export const CoverLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.font.size[100]};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }
  input:disabled,
  input:disabled + span {
    cursor: not-allowed;
  }
`;
