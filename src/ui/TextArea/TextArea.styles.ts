import styled from 'styled-components';
import { bareInputCss, controlBoxCss } from '../Field/Field.styles.ts';

export const TextAreaBox = styled.div<{ $isInvalid: boolean }>`
  ${controlBoxCss}
  align-items: stretch;
`;

export const NativeTextArea = styled.textarea<{ $resize: 'vertical' | 'none' }>`
  ${bareInputCss}
  resize: ${({ $resize }) => $resize};
  min-height: ${({ theme }) => theme.size.control.large};
`;
