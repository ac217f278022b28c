import styled from 'styled-components';
import { Link } from 'react-router-dom';

export const LogoLink = styled(Link)`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 2 / 1;
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    box-shadow: ${({ theme }) => theme.shadow.small};
  }
  /* Positioned inside the padding: a percentage height would not resolve against aspect-ratio. */
  & > img {
    position: absolute;
    top: ${({ theme }) => theme.space[300]};
    left: ${({ theme }) => theme.space[300]};
    width: calc(100% - 2 * ${({ theme }) => theme.space[300]});
    height: calc(100% - 2 * ${({ theme }) => theme.space[300]});
    object-fit: contain;
  }
`;

/** A brand without a logo shows its name instead. */
export const LogoName = styled.span`
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  overflow-wrap: anywhere;
`;
