import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

/** Colours per variant: rest and hover. Every pair keeps at least 4.5:1 text contrast. */
const variantStyles = (theme: DefaultTheme) => ({
  primary: css`
    background: ${theme.color.brand};
    color: ${theme.color.textInverse};
    border-color: ${theme.color.brand};
    &:hover:not(:disabled) {
      background: ${theme.color.brandStrong};
      border-color: ${theme.color.brandStrong};
    }
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.brand};
    border-color: ${theme.color.brand};
    &:hover:not(:disabled) {
      background: ${theme.color.brandSoft};
    }
  `,
  danger: css`
    background: ${theme.color.danger};
    color: ${theme.color.textInverse};
    border-color: ${theme.color.danger};
    &:hover:not(:disabled) {
      background: ${theme.color.dangerStrong};
      border-color: ${theme.color.dangerStrong};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.color.brand};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.color.brandSoft};
    }
  `,
});

const sizeStyles = (theme: DefaultTheme) => ({
  small: css`
    min-height: ${theme.size.control.small};
    padding: 0 ${theme.space[300]};
    font-size: ${theme.font.size[200]};
  `,
  medium: css`
    min-height: ${theme.size.control.medium};
    padding: 0 ${theme.space[400]};
    font-size: ${theme.font.size[200]};
  `,
  large: css`
    min-height: ${theme.size.control.large};
    padding: 0 ${theme.space[600]};
    font-size: ${theme.font.size[300]};
  `,
});

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $isFullWidth: boolean;
  $isIconOnly: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  width: ${({ $isFullWidth }) => ($isFullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.medium};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  ${({ theme, $variant }) => variantStyles(theme)[$variant]}
  ${({ theme, $size }) => sizeStyles(theme)[$size]}
  ${({ theme, $size, $isIconOnly }) =>
    $isIconOnly &&
    css`
      padding: 0;
      min-width: ${theme.size.control[$size]};
    `}

  &:disabled {
    cursor: not-allowed;
  }
  /* Unavailable fades; busy keeps full contrast, since its label is what the user reads. */
  &:disabled:not([aria-busy='true']) {
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const ButtonLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
`;
