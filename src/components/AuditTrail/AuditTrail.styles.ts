import styled from 'styled-components';

// Wide enough to read 'Field: before → after' on a few lines; a narrower table scrolls instead.
export const ChangeList = styled.ul`
  min-width: calc(${({ theme }) => theme.space[1600]} * 3);
  margin: 0;
  padding-left: ${({ theme }) => theme.space[400]};
  overflow-wrap: anywhere;

  li + li {
    margin-top: ${({ theme }) => theme.space[100]};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
