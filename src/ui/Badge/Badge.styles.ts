import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

// Text on its soft background: every pair is at least 4.5:1.
const toneStyles = (theme: DefaultTheme) => ({
  neutral: css`
    color: ${theme.color.text};
    background: ${theme.color.surfaceMuted};
    border-color: ${theme.color.border};
  `,
  info: css`
    color: ${theme.color.brand};
    background: ${theme.color.brandSoft};
    border-color: ${theme.color.brandSoft};
  `,
  success: css`
    color: ${theme.color.success};
    background: ${theme.color.successSoft};
    border-color: ${theme.color.successSoft};
  `,
  warning: css`
    color: ${theme.color.warning};
    background: ${theme.color.warningSoft};
    border-color: ${theme.color.warningSoft};
  `,
  danger: css`
    color: ${theme.color.danger};
    background: ${theme.color.dangerSoft};
    border-color: ${theme.color.dangerSoft};
  `,
});

export const StyledBadge = styled.span<{ $tone: BadgeTone; $size: 'small' | 'medium' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  max-width: 100%;
  padding: ${({ theme, $size }) =>
    $size === 'small' ? `0 ${theme.space[200]}` : `${theme.space[50]} ${theme.space[300]}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme, $size }) => ($size === 'small' ? theme.font.size[100] : theme.font.size[200])};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ theme, $tone }) => toneStyles(theme)[$tone]}
`;
