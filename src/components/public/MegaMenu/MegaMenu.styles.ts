import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { fromDesktop } from '../../../ui/theme/theme.ts';

/** The look of a top-bar item, shared by menu triggers and plain links so the row is even. */
export const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[300]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const MenuRoot = styled.div`
  display: flex;
  flex-direction: column;
  ${fromDesktop} {
    display: block;
  }
`;

export const Trigger = styled.button`
  ${navItemStyles}
  justify-content: space-between;
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.brand};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

/** Stacked under its trigger on phones; a full-width panel under the bar from 1024 px. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  border-left: 2px solid ${({ theme }) => theme.color.brandSoft};
  background: ${({ theme }) => theme.color.surface};
  ${fromDesktop} {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    z-index: ${({ theme }) => theme.zIndex.dropdown};
    max-height: 70vh;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space[600]};
    border-left: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: ${({ theme }) => theme.shadow.large};
  }
`;

export const Groups = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${fromDesktop} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[600]};
  }
`;

export const Group = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

const linkBase = css`
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
`;

export const GroupLink = styled(Link)`
  ${linkBase}
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brand};
`;

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size[200]};
`;

export const ItemLink = styled(Link)`
  ${linkBase}
`;

export const SeeMoreLink = styled(Link)`
  ${linkBase}
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** Scrolls to a landing section: an action, so a button that reads like a link. */
export const MoreButton = styled.button`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space[100]} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.brand};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  cursor: pointer;
`;

export const Status = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.brand};
`;
