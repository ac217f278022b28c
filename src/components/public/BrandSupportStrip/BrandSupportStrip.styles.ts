import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { fromDesktop } from '../../../ui/theme/theme.ts';

export const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${fromDesktop} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[400]};
  }
`;

const tile = css`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 2 / 1;
  padding: ${({ theme }) => theme.space[200]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  /* Positioned inside the padding: a percentage height would not resolve against aspect-ratio. */
  & > img {
    position: absolute;
    top: ${({ theme }) => theme.space[200]};
    left: ${({ theme }) => theme.space[200]};
    width: calc(100% - 2 * ${({ theme }) => theme.space[200]});
    height: calc(100% - 2 * ${({ theme }) => theme.space[200]});
    object-fit: contain;
  }
`;

export const Tile = styled.div`
  ${tile}
`;

export const TileLink = styled(Link)`
  ${tile}
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
`;
