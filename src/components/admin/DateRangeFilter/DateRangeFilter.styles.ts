import styled from 'styled-components';

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
