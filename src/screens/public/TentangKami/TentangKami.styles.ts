import styled from 'styled-components';
import { fromDesktop } from '@/ui/theme/theme.ts';

export const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[800]} ${({ theme }) => theme.space[600]};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.brandSoft};
  ${fromDesktop} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

export const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Counter = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  & > strong {
    font-size: ${({ theme }) => theme.font.size[800]};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

export const Strip = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;
  & img {
    width: 120px;
    height: 64px;
    object-fit: contain;
  }
`;

export const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size[400]};
    color: ${({ theme }) => theme.color.brand};
  }
  & > p {
    margin: 0;
  }
`;

export const SubscribeBox = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[600]};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceMuted};
  text-align: center;
  & > p {
    margin: 0;
  }
`;
