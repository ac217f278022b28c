import styled from 'styled-components';
import { Link } from 'react-router-dom';

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

export const Label = styled.span`
  flex: none;
  margin-right: ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A chip: a link to the results with that filter (works before hydration and without JavaScript). */
export const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  max-width: 100%;
  min-height: ${({ theme }) => theme.size.control.small};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size[200]};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
  }
`;

export const Count = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[100]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  [aria-current='true'] > & {
    background: ${({ theme }) => theme.color.brandStrong};
    color: ${({ theme }) => theme.color.textInverse};
  }
`;

export const ChipBone = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.space[1600]};
  height: ${({ theme }) => theme.size.control.small};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;
