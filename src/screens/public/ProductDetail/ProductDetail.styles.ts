import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { fromDesktop } from '@/ui/theme/theme.ts';

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
  ${fromDesktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

export const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size[600]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  margin: 0;
  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A wrapping row: the colour and size badges, the marketplace links. */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ShopLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  & > img {
    width: 24px;
    height: 24px;
    object-fit: contain;
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
`;

export const ChatLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.control.large};
  padding: 0 ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
`;

export const FactLink = styled(Link)`
  color: ${({ theme }) => theme.color.brand};
`;

export const SubHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[400]};
`;

/** The server's sanitised HTML (allow-list); images and tables must not break the layout. */
export const Description = styled.div`
  overflow-wrap: anywhere;
  & img,
  & table {
    max-width: 100%;
    height: auto;
  }
`;
