import styled from 'styled-components';
import { Link } from 'react-router-dom';
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

/** The bar along the bottom of the window while products are chosen. */
export const Bar = styled.aside`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.large};
  @media print {
    display: none;
  }
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

export const BarActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};
  width: 100%;
  ${fromTablet} {
    width: auto;
  }
`;

/** 'Bandingkan (n)': a link styled as the main button. */
export const OpenLink = styled(Link)`
  display: inline-flex;
  flex: 1 1 auto;
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
