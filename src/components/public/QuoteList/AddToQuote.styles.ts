import styled from 'styled-components';

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
    flex: 0 1 ${({ $isCompact }) => ($isCompact ? '88px' : '140px')};
    min-width: 72px;
  }
  & > button {
    flex: 1 1 auto;
  }
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
