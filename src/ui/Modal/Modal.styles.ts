import styled from 'styled-components';
import { fromDesktop } from '../theme/theme.ts';

export type ModalSize = 'small' | 'medium' | 'large';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space[300]};
  background: ${({ theme }) => theme.color.overlay};
  overflow-y: auto;
  ${fromDesktop} {
    padding: ${({ theme }) => `${theme.space[1200]} ${theme.space[600]}`};
  }
`;

// No transform here: a popup inside uses position: fixed, which a transform would capture.
export const DialogBox = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme, $size }) => theme.size.modal[$size]};
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[300]});
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.large};
  &:focus-visible {
    outline: none;
  }
  ${fromDesktop} {
    max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[1200]});
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[400]} ${theme.space[400]} ${theme.space[300]} ${theme.space[600]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: ${({ theme }) => theme.space[100]} 0 0;
  font-size: ${({ theme }) => theme.font.size[500]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[400]} ${theme.space[600]}`};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[600]}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
