import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { fromDesktop } from '@/ui/theme/theme.ts';
import { navItemStyles } from '@/components/public/MegaMenu/MegaMenu.styles.ts';

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-width: 0;
`;

export const SkipLink = styled.a`
  position: absolute;
  left: -10000px;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  &:focus {
    left: ${({ theme }) => theme.space[200]};
  }
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.small};
`;

export const Bar = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  max-width: ${({ theme }) => theme.breakpoint.wide};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  box-sizing: border-box;
  ${fromDesktop} {
    flex-wrap: nowrap;
  }
`;

export const Brand = styled(Link)`
  margin-right: auto;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size[400]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;
  ${fromDesktop} {
    margin-right: 0;
  }
`;

export const MenuToggle = styled.button`
  ${navItemStyles}
  ${fromDesktop} {
    display: none;
  }
`;

/** Stacked under the bar on phones (open or hidden); one row from 1024 px. */
export const Nav = styled.nav<{ $isOpen: boolean }>`
  display: ${({ $isOpen }) => ($isOpen ? 'flex' : 'none')};
  flex-basis: 100%;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  ${fromDesktop} {
    display: flex;
    flex-basis: auto;
    flex-direction: row;
    align-items: center;
    flex: 1;
    position: static;
  }
`;

export const NavList = styled.ul`
  display: contents;
  & > li {
    list-style: none;
  }
`;

const itemLink = css`
  ${navItemStyles}
  width: 100%;
  box-sizing: border-box;
  ${fromDesktop} {
    width: auto;
  }
`;

export const NavLink = styled(Link)`
  ${itemLink}
`;

export const NavAnchor = styled.a`
  ${itemLink}
`;

export const TaglineButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
`;

export const SearchSlot = styled.div`
  flex-basis: 100%;
  min-width: 0;
  ${fromDesktop} {
    flex-basis: 260px;
    flex-shrink: 1;
  }
`;
