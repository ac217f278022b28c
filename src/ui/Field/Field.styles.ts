import styled, { css } from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const visuallyHiddenCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

export const Label = styled.label<{ $isHidden: boolean }>`
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
  ${({ $isHidden }) => $isHidden && visuallyHiddenCss}
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: ${({ theme }) => theme.space[50]};
`;

export const MessageRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
  font-size: ${({ theme }) => theme.font.size[100]};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
`;

export const Hint = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Counter = styled.p<{ $isOver: boolean }>`
  margin: 0 0 0 auto;
  flex: none;
  color: ${({ theme, $isOver }) => ($isOver ? theme.color.danger : theme.color.textMuted)};
  font-variant-numeric: tabular-nums;
`;

/** The box shared by every text-like control: border, radius, height, focus and error states. */
export const controlBoxCss = css<{ $isInvalid: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.medium};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid
    ${({ theme, $isInvalid }) => ($isInvalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.medium};
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:focus-within {
    border-color: ${({ theme, $isInvalid }) => ($isInvalid ? theme.color.danger : theme.color.focus)};
    box-shadow: 0 0 0 1px
      ${({ theme, $isInvalid }) => ($isInvalid ? theme.color.danger : theme.color.focus)};
  }
  &[data-disabled='true'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
    cursor: not-allowed;
  }
`;

/** The bare native input or textarea inside a control box. */
export const bareInputCss = css`
  flex: 1;
  min-width: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  font-size: ${({ theme }) => theme.font.size[300]};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  /* The box shows focus (focus-within), so the input itself needs no second ring. */
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
