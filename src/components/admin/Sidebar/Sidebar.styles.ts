import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

/** Sidebar width: four of the largest spacing steps (256 px). */
export const sidebarWidth = css`calc(${({ theme }) => theme.space[1600]} * 4)`;

// Below the desktop breakpoint the sidebar is a drawer over the page: gone (not only moved away,
// so that its links cannot be tabbed to) until opened. From 1024 px it is a fixed column.
export const SidebarRoot = styled.aside<{ $isOpen: boolean }>`
  display: ${({ $isOpen }) => ($isOpen ? 'flex' : 'none')};
  flex-direction: column;
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  width: min(${sidebarWidth}, 85vw);
  background: ${({ theme }) => theme.color.brandStrong};
  color: ${({ theme }) => theme.color.textInverse};
  box-shadow: ${({ theme }) => theme.shadow.large};
  overflow-y: auto;

  ${fromDesktop} {
    display: flex;
    position: sticky;
    top: 0;
    height: 100vh;
    width: ${sidebarWidth};
    flex: none;
    box-shadow: none;
  }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.color.overlay};

  ${fromDesktop} {
    display: none;
  }
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.space[1600]};
  padding: 0 ${({ theme }) => theme.space[400]};
  border-bottom: 1px solid ${({ theme }) => theme.color.brand};
`;

export const BrandName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[300]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.medium};
  height: ${({ theme }) => theme.size.control.medium};
  flex: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.textInverse};
  }

  ${fromDesktop} {
    display: none;
  }
`;

export const MenuList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  margin: 0;
  padding: ${({ theme }) => theme.space[300]};
  list-style: none;
`;

export const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  border-left: ${({ theme }) => theme.space[100]} solid transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.textInverse};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.surface};
    border-left-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.brandStrong};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
