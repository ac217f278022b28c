import styled from 'styled-components';

export const AnswerForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
`;

export const AnswerHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[500]};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size[200]};
`;

/** The native file picker, as tall as the other controls and as wide as the form. */
export const FileInput = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: ${({ theme }) => theme.space[200]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-sizing: border-box;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size[200]};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The submit button full width on a phone, where a thumb reaches it. */
export const SubmitRow = styled.div`
  display: flex;
  & > button {
    flex: 1 1 auto;
  }
`;
