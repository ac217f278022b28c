import styled from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

export const SectionRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

export const SectionTitle = styled.h2<{ $align: 'start' | 'center' }>`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size[500]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: ${({ $align }) => $align};
  overflow-wrap: anywhere;
  ${fromDesktop} {
    font-size: ${({ theme }) => theme.font.size[600]};
  }
`;
