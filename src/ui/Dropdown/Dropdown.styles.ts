import styled from 'styled-components';

export const DropdownRoot = styled.div`
  display: inline-block;
`;

export const Menu = styled.ul`
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-width: ${({ theme }) => theme.size.popoverMinWidth};
  max-height: ${({ theme }) => theme.size.popoverMaxHeight};
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[100]};
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.medium};
`;

export const MenuItem = styled.button<{ $tone: 'default' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[300]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.text)};
  font-size: ${({ theme }) => theme.font.size[200]};
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &:hover:not([aria-disabled='true']),
  &:focus-visible {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

export const MenuItemIcon = styled.span`
  display: inline-flex;
  flex: none;
`;
