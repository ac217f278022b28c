import styled, { css, keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

export const SkeletonGroup = styled.span<{ $width?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  width: ${({ $width }) => $width ?? '100%'};
`;

export const Bone = styled.span<{
  $shape: 'text' | 'block' | 'circle';
  $width?: string;
  $height?: string;
  $isShort?: boolean;
}>`
  display: block;
  flex: none;
  background: ${({ theme }) => theme.color.border};
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  ${({ theme, $shape, $width, $height, $isShort }) => {
    if ($shape === 'circle') {
      const side = $width ?? $height ?? theme.size.control.medium;
      return css`
        width: ${side};
        height: ${side};
        border-radius: 50%;
      `;
    }
    if ($shape === 'block') {
      return css`
        width: ${$width ?? '100%'};
        height: ${$height ?? theme.space[1600]};
        border-radius: ${theme.radius.medium};
      `;
    }
    // A line of body text; the last of several lines is shorter, like a real paragraph.
    return css`
      width: ${$isShort ? '60%' : '100%'};
      height: ${theme.font.size[300]};
      border-radius: ${theme.radius.small};
    `;
  }}
`;
