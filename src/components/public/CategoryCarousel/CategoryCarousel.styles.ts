import styled from 'styled-components';
import { Link } from 'react-router-dom';

export const CategoryLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
    box-shadow: ${({ theme }) => theme.shadow.small};
  }
`;

export const CategoryImage = styled.div`
  aspect-ratio: 1 / 1;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.surfaceMuted};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const CategoryName = styled.span`
  padding: ${({ theme }) => theme.space[300]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  overflow-wrap: anywhere;
`;
