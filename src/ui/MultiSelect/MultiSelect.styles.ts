import styled from 'styled-components';

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  min-width: 0;
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[50]};
  max-width: 100%;
  margin: ${({ theme }) => theme.space[100]} 0 ${({ theme }) => theme.space[100]}
    ${({ theme }) => theme.space[100]};
  padding-left: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size[200]};
`;

export const ChipText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ChipRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.size.control.small};
  height: ${({ theme }) => theme.size.control.small};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;
