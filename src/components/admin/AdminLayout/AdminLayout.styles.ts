import styled from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

export const LayoutRoot = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

export const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const Content = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[400]};

  ${fromDesktop} {
    padding: ${({ theme }) => theme.space[600]};
  }

  &:focus {
    outline: none;
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[400]};
  font-size: ${({ theme }) => theme.font.size[600]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

// Off screen until focused by the keyboard, then shown over the top-left corner.
export const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[200]};
  left: ${({ theme }) => theme.space[200]};
  z-index: ${({ theme }) => theme.zIndex.modal};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[400]}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;
