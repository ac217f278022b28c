import styled from 'styled-components';

export const ScreenStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

export const FilterBar = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
`;

/** Parts of one cell, each on its own line (the space between them is for screen readers and copying). */
export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};
`;

/** '2026-01-10 15:00:00' as the day over the time: one text, its space a line break. */
export const DayOverTime = styled.span`
  white-space: pre;
`;
