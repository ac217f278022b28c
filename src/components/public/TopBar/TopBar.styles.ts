import styled from 'styled-components';
import { Link, NavLink } from 'react-router-dom';
import { visuallyHiddenCss } from '../../../ui/Field/Field.styles.ts';
import { fromDesktop, fromTablet } from '../../../ui/theme/theme.ts';
import { navItemStyles } from '../MegaMenu/MegaMenu.styles.ts';

/** Positioned, so that the mega-menu panels span the whole bar. */
export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  min-height: ${({ theme }) => theme.space[1600]};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  ${fromDesktop} {
    padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[600]};
  }
`;

export const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  & > img {
    height: ${({ theme }) => theme.size.control.medium};
    width: auto;
  }
`;

export const MenuToggle = styled.button`
  ${navItemStyles}
  ${fromDesktop} {
    display: none;
  }
`;

/** Phones and tablets: a panel under the bar, shown by the hamburger; from 1024 px: the bar itself. */
export const NavArea = styled.div<{ $isOpen: boolean }>`
  display: ${({ $isOpen }) => ($isOpen ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: 80vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.medium};
  /* From 1024 px one row when it fits; the search and button wrap under the items when not. */
  ${fromDesktop} {
    display: flex;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space[400]};
    row-gap: ${({ theme }) => theme.space[200]};
    flex: 1 1 0;
    min-width: 0;
    position: static;
    max-height: none;
    overflow: visible;
    padding: 0;
    border: 0;
    box-shadow: none;
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li > a,
  & > li > button {
    width: 100%;
  }
  ${fromDesktop} {
    flex-direction: row;
    align-items: center;
    & > li > a,
    & > li > button {
      width: auto;
    }
  }
`;

export const NavItemLink = styled(NavLink)`
  ${navItemStyles}
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const NavItemAnchor = styled.a`
  ${navItemStyles}
`;

export const NavItemButton = styled.button`
  ${navItemStyles}
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  ${fromDesktop} {
    flex-direction: row;
    align-items: center;
    margin-left: auto;
  }
`;

/** A link that looks like the primary button: it navigates, so it is a link. */
export const CtaLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
`;

export const ToggleIcon = styled.svg`
  width: ${({ theme }) => theme.size.icon.medium};
  height: ${({ theme }) => theme.size.icon.medium};
  flex: none;
`;

/**
 * 'Penawaran' with its count: in the bar itself at every width (not in the phone panel), so the
 * count shows without opening the menu. Phones: right of the logo, before the menu button (which
 * keeps its panel right after it in the focus order); from 1024 px it is shown after the menu row.
 */
export const QuoteLink = styled(NavLink)`
  ${navItemStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  margin-left: auto;
  flex: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ${fromDesktop} {
    order: 1;
    margin-left: 0;
  }
`;

export const QuoteCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.space[600]};
  height: ${({ theme }) => theme.space[600]};
  padding: 0 ${({ theme }) => theme.space[100]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size[100]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
`;

/** The word 'Penawaran': for screen readers only on a phone (the icon and count show), shown from 768 px. */
export const QuoteWord = styled.span`
  ${visuallyHiddenCss}
  ${fromTablet} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
  }
`;
