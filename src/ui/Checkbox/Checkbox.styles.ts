import styled from 'styled-components';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
`;

export const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  font-size: ${({ theme }) => theme.font.size[200]};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

export const NativeCheckbox = styled.input.attrs({ type: 'checkbox' })`
  flex: none;
  width: ${({ theme }) => theme.space[500]};
  height: ${({ theme }) => theme.space[500]};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.color.danger};
    outline-offset: 1px;
  }
`;

export const CheckboxError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size[100]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
