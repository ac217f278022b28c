import styled, { css } from 'styled-components';

/**
 * On a card (134-280 px inside): the field over the button, both the card's width; the button's
 * words wrap onto a second line rather than run past the card's edge.
 */
const compactCss = css`
  flex-direction: column;
  flex-wrap: nowrap;
  align-items: stretch;
  & > :first-child {
    flex: none;
    min-width: 0;
  }
  & > button {
    flex: none;
    padding: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[300]};
    white-space: normal;
    text-align: center;
  }
  & > p {
    flex: none;
  }
`;

/** Above a product card's whole-card link (its ::after), so the field and button take the clicks. */
export const AddForm = styled.form<{ $isCompact: boolean }>`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[200]};
  width: 100%;
  & > :first-child {
    flex: 0 1 140px;
    min-width: 72px;
  }
  & > button {
    flex: 1 1 auto;
  }
  ${({ $isCompact }) => $isCompact && compactCss}
`;

export const AddStatus = styled.p`
  flex: 1 0 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size[100]};
  &:empty {
    display: none;
  }
`;
