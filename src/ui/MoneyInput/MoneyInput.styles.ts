import styled from 'styled-components';
import { bareInputCss, controlBoxCss } from '../Field/Field.styles.ts';

export const MoneyBox = styled.div<{ $isInvalid: boolean }>`
  ${controlBoxCss}
`;

export const Prefix = styled.span`
  flex: none;
  align-self: stretch;
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[300]};
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => `${theme.radius.medium} 0 0 ${theme.radius.medium}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;

export const MoneyField = styled.input`
  ${bareInputCss}
  font-variant-numeric: tabular-nums;
`;
