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

/**
 * The floating new-product link (SPEC 2.2): a labelled pill held at the bottom centre of the
 * window while the page scrolls, and in its own place at the end of the page, so it covers
 * neither the carousels' side buttons nor the last content. The banner picture carries its own
 * words, which a 72 px circle cut to 'ru' (issue 32).
 */
export const FloatingLink = styled(Link)`
  position: sticky;
  bottom: ${({ theme }) => theme.space[400]};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  align-self: center;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.size.control.large};
  padding: 0 ${({ theme }) => theme.space[500]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  box-shadow: ${({ theme }) => theme.shadow.large};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  @media print {
    display: none;
  }
`;
