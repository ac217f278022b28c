import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

export const NewProductLink = styled(Link)`
  display: block;
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  & > img {
    display: block;
    width: 100%;
    max-height: 320px;
    object-fit: cover;
  }
`;

const actionStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

export const ActionLink = styled.a`
  ${actionStyles}
`;

export const ActionRouterLink = styled(Link)`
  ${actionStyles}
`;

/** The floating new-product picture in the bottom corner. */
export const FloatingLink = styled(Link)`
  position: fixed;
  right: ${({ theme }) => theme.space[400]};
  bottom: ${({ theme }) => theme.space[400]};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.large};
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
