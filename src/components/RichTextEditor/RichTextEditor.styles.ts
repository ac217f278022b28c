import styled from 'styled-components';
import { EDITOR_HEIGHT_PX } from './editorConfig.ts';

export const Frame = styled.div<{ $isInvalid: boolean }>`
  position: relative;
  min-height: ${EDITOR_HEIGHT_PX}px;
  /* TinyMCE draws its own box; only its border follows our error state. */
  .tox.tox-tinymce {
    border: 1px solid
      ${({ theme, $isInvalid }) => ($isInvalid ? theme.color.danger : theme.color.borderStrong)};
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  .tox.tox-tinymce.tox-edit-focus {
    border-color: ${({ theme, $isInvalid }) => ($isInvalid ? theme.color.danger : theme.color.focus)};
  }
`;

export const SkeletonBox = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
`;

export const SkeletonToolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};
`;
