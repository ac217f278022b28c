import styled from 'styled-components';

export const RangeGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
`;
