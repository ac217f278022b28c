import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: inherit;
`;

export const SpinnerSvg = styled.svg<{ $size: 'small' | 'medium' | 'large' }>`
  width: ${({ theme, $size }) => theme.size.icon[$size]};
  height: ${({ theme, $size }) => theme.size.icon[$size]};
  flex: none;
  animation: ${spin} 0.8s linear infinite;
  /* Still turning with reduced motion (it means "working"), only slower. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export const SpinnerText = styled.span`
  font-size: ${({ theme }) => theme.font.size[200]};
  color: ${({ theme }) => theme.color.textMuted};
`;
