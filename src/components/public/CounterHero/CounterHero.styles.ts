import styled from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

export const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[600]};
  align-items: center;
  padding: ${({ theme }) => theme.space[800]} ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  ${fromDesktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    padding: ${({ theme }) => theme.space[1200]};
  }
`;

export const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[600]};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  ${fromDesktop} {
    font-size: ${({ theme }) => theme.font.size[800]};
  }
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[300]};
`;

export const Counter = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space[600]};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.brandStrong};
  text-align: center;
`;

export const CounterValue = styled.span`
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size[800]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const CounterLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size[400]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
