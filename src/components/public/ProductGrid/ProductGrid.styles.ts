import styled from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

export const GridRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

export const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;

export const SummarySkeleton = styled.div`
  width: 50%;
  max-width: 240px;
`;

/** Two cards a row on phones, three on tablets, four from the desktop breakpoint. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[400]};
  }
  ${fromDesktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[600]};
  }
`;

export const GridItem = styled.li`
  min-width: 0;
`;
