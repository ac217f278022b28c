import styled from 'styled-components';
import { fromDesktop } from '../../../ui/theme/theme.ts';

export const FooterRoot = styled.footer`
  background: ${({ theme }) => theme.color.brandStrong};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size[200]};
  a {
    color: inherit;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[600]};
  padding: ${({ theme }) => theme.space[800]} ${({ theme }) => theme.space[400]};
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${fromDesktop} {
    grid-template-columns: 1.2fr 1fr 1.4fr 1fr;
    padding: ${({ theme }) => theme.space[1000]} ${({ theme }) => theme.space[600]};
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[300]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

export const Logo = styled.img`
  max-height: ${({ theme }) => theme.space[1600]};
  width: auto;
  align-self: flex-start;
`;

export const LogoText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[500]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Workshops = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const WorkshopName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const ContactList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Socials = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.medium};
  height: ${({ theme }) => theme.size.control.medium};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  &:hover {
    background: ${({ theme }) => theme.color.brand};
  }
  & > svg {
    width: ${({ theme }) => theme.size.icon.medium};
    height: ${({ theme }) => theme.size.icon.medium};
  }
`;

export const Bottom = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[400]};
  border-top: 1px solid ${({ theme }) => theme.color.brand};
  text-align: center;
`;
