import styled from 'styled-components';

export const SubscribeBox = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[600]};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceMuted};
  text-align: center;
  & > p {
    margin: 0;
  }
`;
