import styled from 'styled-components';
import { useTaglineFooter } from '@/api/hooks/tagline.ts';
import { fromDesktop } from '@/ui/theme/theme.ts';
import { SocialIcon } from './SocialIcon.tsx';
import type { SocialName } from './SocialIcon.tsx';
import { copyrightText, FOOTER_TEXT } from './texts.ts';

const Root = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.color.brandStrong};
  color: ${({ theme }) => theme.color.textInverse};
  & a {
    color: inherit;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
  max-width: ${({ theme }) => theme.breakpoint.wide};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[800]} ${({ theme }) => theme.space[400]};
  box-sizing: border-box;
  ${fromDesktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  overflow-wrap: anywhere;
  & > p,
  & > ul {
    margin: 0;
  }
  & > ul {
    padding: 0;
    list-style: none;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[300]};
`;

const Logo = styled.img`
  max-width: 160px;
  max-height: 64px;
  object-fit: contain;
`;

const Socials = styled.ul`
  display: flex !important;
  gap: ${({ theme }) => theme.space[300]};
`;

const Copyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[400]};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  text-align: center;
  font-size: ${({ theme }) => theme.font.size[200]};
`;

// SPEC names no social accounts: the icons open the platforms themselves.
const SOCIALS: ReadonlyArray<{ name: SocialName; href: string }> = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
];

/** Props of Footer. */
export interface FooterProps {
  /** The product name, for the logo's alt text and the copyright. */
  productName: string;
  /** The copyright year (this year by default; stories fix it). */
  year?: number;
}

/** The shared public footer of SPEC 2.1; a failed load shows the frame only (SPEC 8). */
export function Footer({ productName, year = new Date().getFullYear() }: FooterProps) {
  const footer = useTaglineFooter().data?.data.data;
  return (
    <Root>
      <Columns>
        <Column>
          {footer?.path ? <Logo src={footer.path} alt={`Logo ${productName}`} /> : null}
          {footer ? <p>{footer.tagline}</p> : null}
        </Column>
        <Column>
          <Heading>{FOOTER_TEXT.address}</Heading>
          {footer ? <p>{footer.office}</p> : null}
          <Heading>{FOOTER_TEXT.workshop}</Heading>
          <ul>
            {footer?.alamat.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                <strong>{item.name}</strong>: {item.alamat}
              </li>
            ))}
          </ul>
        </Column>
        <Column>
          <Heading>{FOOTER_TEXT.phone}</Heading>
          {footer ? <p><a href={`tel:${footer.telp.replace(/[^\d+]/g, '')}`}>{footer.telp}</a></p> : null}
          <Heading>{FOOTER_TEXT.email}</Heading>
          {footer ? <p><a href={`mailto:${footer.email}`}>{footer.email}</a></p> : null}
        </Column>
        <Column>
          <Heading>{FOOTER_TEXT.connect}</Heading>
          <Socials>
            {SOCIALS.map((social) => (
              <li key={social.name}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={social.name}>
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </Socials>
        </Column>
      </Columns>
      <Copyright>{copyrightText(year, productName)}</Copyright>
    </Root>
  );
}
