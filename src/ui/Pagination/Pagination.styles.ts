import styled from 'styled-components';

export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.control.medium};
  height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[200]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
    cursor: default;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
