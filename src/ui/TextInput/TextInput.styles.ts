import styled from 'styled-components';
import { bareInputCss, controlBoxCss } from '../Field/Field.styles.ts';

export const InputBox = styled.div<{ $isInvalid: boolean }>`
  ${controlBoxCss}
`;

export const NativeInput = styled.input`
  ${bareInputCss}
`;

export const RevealButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  align-self: stretch;
  width: ${({ theme }) => theme.size.control.medium};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => `0 ${theme.radius.medium} ${theme.radius.medium} 0`};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.brand};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
