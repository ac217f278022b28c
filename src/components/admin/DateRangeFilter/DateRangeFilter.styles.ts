import styled from 'styled-components';

export const FilterBar = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  /* Fields line up by their labels, so a field's error line grows it downwards only; the button
     stays level with the inputs' bottom edge. */
  align-items: start;
  & > button {
    align-self: end;
  }
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.large};
`;
