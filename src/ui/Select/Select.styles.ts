import styled from 'styled-components';
import { bareInputCss, controlBoxCss } from '../Field/Field.styles.ts';

/** The field box; pressing its empty parts opens the list like the input does. */
export const Control = styled.div<{ $isInvalid: boolean }>`
  ${controlBoxCss}
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]};
  padding-right: ${({ theme }) => theme.space[100]};
  cursor: text;
  &[data-disabled='true'] {
    cursor: not-allowed;
  }
`;

export const ComboInput = styled.input`
  ${bareInputCss}
  min-width: ${({ theme }) => theme.space[1600]};
  &[data-typing='false']::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Trailing = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[50]};
  margin-left: auto;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ClearButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.small};
  height: ${({ theme }) => theme.size.control.small};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;

export const ChevronSlot = styled.span<{ $isOpen: boolean }>`
  display: inline-flex;
  padding: 0 ${({ theme }) => theme.space[100]};
  transform: rotate(${({ $isOpen }) => ($isOpen ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.motion.fast};
`;

export const Popup = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.medium};
  overflow: hidden;
`;

export const Listbox = styled.ul`
  max-height: ${({ theme }) => theme.size.popoverMaxHeight};
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[100]};
  list-style: none;
`;

export const OptionItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.small};
  font-size: ${({ theme }) => theme.font.size[200]};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[data-active='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const CheckSlot = styled.span`
  display: inline-flex;
  flex: none;
  width: ${({ theme }) => theme.size.icon.small};
`;

export const MessageItem = styled.li`
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  font-size: ${({ theme }) => theme.font.size[200]};
  color: ${({ theme }) => theme.color.textMuted};
`;
