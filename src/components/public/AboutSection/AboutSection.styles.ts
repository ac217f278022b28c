import styled from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[600]};
  align-items: center;
  ${fromDesktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1000]};
  }
`;

export const Photo = styled.div`
  display: grid;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceMuted};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
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

export const Tagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[300]};
  white-space: pre-line;
`;

export const Services = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[300]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Service = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  & > svg {
    flex: none;
  }
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    max-width: 100%;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[300]};
`;
