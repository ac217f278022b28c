import styled from 'styled-components';
import { visuallyHiddenCss } from '../Field/Field.styles.ts';

export const SwitchRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
`;

export const SwitchButton = styled.button`
  position: relative;
  flex: none;
  width: ${({ theme }) => theme.size.switchTrack.width};
  height: ${({ theme }) => theme.size.switchTrack.height};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  /* Off is a solid grey track (3:1 against the page), so the white thumb shows either way. */
  background: ${({ theme }) => theme.color.borderStrong};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.color.success};
    border-color: ${({ theme }) => theme.color.success};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

export const Thumb = styled.span`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space[50]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(${({ theme }) => theme.size.switchTrack.height} - 6px);
  height: calc(${({ theme }) => theme.size.switchTrack.height} - 6px);
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.small};
  color: ${({ theme }) => theme.color.textMuted};
  transform: translateY(-50%);
  transition: left ${({ theme }) => theme.motion.fast};

  [aria-checked='true'] > & {
    /* The thumb is (track height - 6px) wide; keep the same 2 px gap on the right. */
    left: calc(
      100% - ${({ theme }) => theme.size.switchTrack.height} + 6px -
        ${({ theme }) => theme.space[50]}
    );
    color: ${({ theme }) => theme.color.success};
  }
`;

export const SwitchLabel = styled.label<{ $isHidden: boolean }>`
  font-size: ${({ theme }) => theme.font.size[200]};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  ${({ $isHidden }) => $isHidden && visuallyHiddenCss}
`;
