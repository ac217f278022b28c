import styled from 'styled-components';

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
