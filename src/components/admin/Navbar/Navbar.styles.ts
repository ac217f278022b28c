import styled from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

export const NavbarRoot = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-height: ${({ theme }) => theme.space[1600]};
  padding: 0 ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.small};

  ${fromDesktop} {
    padding: 0 ${({ theme }) => theme.space[600]};
  }
`;

/** The drawer toggle exists only below the desktop breakpoint, where the sidebar is a drawer. */
export const MenuToggleSlot = styled.div`
  ${fromDesktop} {
    display: none;
  }
`;

// Three bars drawn with borders: the icon set has no menu glyph.
export const MenuBars = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.space[500]};
  height: ${({ theme }) => theme.space[400]};
  border-top: ${({ theme }) => theme.space[50]} solid currentColor;
  border-bottom: ${({ theme }) => theme.space[50]} solid currentColor;
  background: linear-gradient(currentColor, currentColor) center / 100%
    ${({ theme }) => theme.space[50]} no-repeat;
`;

export const Title = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size[300]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Profile = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  max-width: calc(${({ theme }) => theme.space[1600]} * 4);
`;

export const ProfileName = styled.span`
  display: none;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    display: inline;
  }
`;

// The initial is drawn from data-initial by CSS: the button's name is the full profile name, and a
// lone letter in the DOM would count as visible text missing from that name (axe
// label-content-name-mismatch).
export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.size.control.small};
  height: ${({ theme }) => theme.size.control.small};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size[300]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;

  &::after {
    content: attr(data-initial);
  }
`;
