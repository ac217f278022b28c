import styled from 'styled-components';

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-width: 0;
  /* A short page still puts the footer at the bottom of the window. */
  & > footer {
    margin-top: auto;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: -10000px;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  &:focus {
    left: ${({ theme }) => theme.space[200]};
  }
`;
