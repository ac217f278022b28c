import styled from 'styled-components';
import { fromDesktop } from '@/ui/theme/theme.ts';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
`;

export const CountList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${fromDesktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const CountCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => theme.space[500]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.small};
`;

export const CountLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  & > a {
    color: inherit;
  }
`;

export const CountValue = styled.span`
  font-size: ${({ theme }) => theme.font.size[700]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brand};
`;
