import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button/Button.tsx';
import { fromTablet } from '../../../ui/theme/theme.ts';

export const ButtonSlot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

/** The 'Maksimal 4 …' message under a refused button. */
export const LimitMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size[100]};
`;

/**
 * The bar along the bottom of the window while products are chosen: on a phone one line (the
 * toggle and 'Bandingkan (n)') with the products above it when opened; from the tablet
 * breakpoint one row, products between the two.
 */
export const Bar = styled.aside<{ $placement: 'sticky' | 'inline' }>`
  position: ${({ $placement }) => ($placement === 'sticky' ? 'sticky' : 'static')};
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'panel panel'
    'toggle open';
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[200]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.large};
  ${fromTablet} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'toggle panel open';
    gap: ${({ theme }) => theme.space[300]};
    padding: ${({ theme }) => theme.space[300]};
  }
  @media print {
    display: none;
  }
`;

/** 'n produk' with a chevron: shows or hides the chosen products (pointing up while hidden). */
export const ToggleButton = styled(Button)`
  grid-area: toggle;
  justify-self: start;
  &[aria-expanded='false'] svg {
    transform: rotate(180deg);
  }
`;

/** The chosen products and 'Hapus Semua'; the hidden attribute folds it away. */
export const BarPanel = styled.div`
  grid-area: panel;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  &[hidden] {
    display: none;
  }
`;

export const ClearSlot = styled.div`
  flex: 0 0 auto;
`;

export const BarList = styled.ul`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BarItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  max-width: 100%;
  padding: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[100]}
    ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[200]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size[200]};
  & > img {
    width: 24px;
    height: 24px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.small};
  }
  & > span {
    overflow: hidden;
    max-width: 12em;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** 'Bandingkan (n)': a link styled as the main button. */
export const OpenLink = styled(Link)`
  grid-area: open;
  justify-self: end;
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
  &:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
