import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import {
  Bottom,
  Column,
  Columns,
  ContactList,
  FooterRoot,
  Heading,
  Logo,
  LogoText,
  SocialLink,
  Socials,
  Text,
  WorkshopName,
  Workshops,
} from './Footer.styles.ts';
import { SOCIAL_NAMES, socialPaths } from './socialIcons.tsx';
import type { SocialKind } from './socialIcons.tsx';
import { FOOTER_TEXT, copyrightText } from './texts.ts';
import {
  IMAGE_SIZES,
  pictureLoading,
  responsiveImage,
} from '../../../lib/catalogue/responsiveImage.ts';

/** The footer data of SPEC 3 (GET tagline/footer, data.data). */
export interface FooterData {
  /** Logo image; null until one is uploaded. */
  path: string | null;
  /** The company's short description. */
  tagline: string;
  /** Office address, under 'Alamat'. */
  office: string;
  /** Contact e-mail. */
  email: string;
  /** Contact phone. */
  telp: string;
  /** Up to 4 workshops, under 'Workshop'. */
  alamat: ReadonlyArray<{ name: string; alamat: string }>;
}

/** Props of Footer. */
export interface FooterProps {
  /** The footer data; null while loading or when the call failed (SPEC 8 ignores that error). */
  footer: FooterData | null;
  /** The copyright year (the app passes the current year; stories a fixed one). */
  year: number;
  /** The product name (config): the logo's alt text and the copyright holder. */
  productName: string;
  /** The three links of 'Connect With Us', each drawn as its network's icon. */
  socialLinks: ReadonlyArray<{ kind: SocialKind; href: string }>;
  /** Whether the footer data is loading: placeholders instead of text. */
  isLoading?: boolean;
}

function SocialIcon({ kind }: { kind: SocialKind }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {socialPaths[kind]}
    </svg>
  );
}

function Placeholder() {
  return <Skeleton variant="text" lines={3} />;
}

function ConnectColumn({
  footer,
  socialLinks,
  isLoading,
}: Omit<FooterProps, 'year' | 'productName'>) {
  return (
    <Column>
      <Heading>{FOOTER_TEXT.connect}</Heading>
      {isLoading ? <Placeholder /> : null}
      {footer && !isLoading ? (
        <ContactList>
          {footer.telp ? (
            <li>
              {FOOTER_TEXT.phone}:{' '}
              <a href={`tel:${footer.telp.replace(/[^\d+]/g, '')}`}>{footer.telp}</a>
            </li>
          ) : null}
          {footer.email ? (
            <li>
              {FOOTER_TEXT.email}: <a href={`mailto:${footer.email}`}>{footer.email}</a>
            </li>
          ) : null}
        </ContactList>
      ) : null}
      <Socials>
        {socialLinks.map((link) => (
          <li key={link.kind}>
            <SocialLink href={link.href} target="_blank" rel="noopener noreferrer">
              <SocialIcon kind={link.kind} />
              <VisuallyHidden>
                {SOCIAL_NAMES[link.kind]} {FOOTER_TEXT.newTab}
              </VisuallyHidden>
            </SocialLink>
          </li>
        ))}
      </Socials>
    </Column>
  );
}

/** The shared public footer (SPEC 2.1): logo, tagline, Alamat, Workshop, contact, Connect With Us. */
export function Footer({ footer, year, productName, socialLinks, isLoading = false }: FooterProps) {
  const data = isLoading ? null : footer;
  return (
    <FooterRoot aria-busy={isLoading || undefined}>
      <Columns>
        <Column>
          {data?.path ? (
            <Logo
              {...responsiveImage(data.path, IMAGE_SIZES.logo)}
              {...pictureLoading(false)}
              alt={productName}
            />
          ) : (
            <LogoText>{productName}</LogoText>
          )}
          {isLoading ? <Placeholder /> : null}
          {data?.tagline ? <Text>{data.tagline}</Text> : null}
        </Column>
        <Column>
          <Heading>{FOOTER_TEXT.office}</Heading>
          {isLoading ? <Placeholder /> : <Text>{data?.office || '-'}</Text>}
        </Column>
        <Column>
          <Heading>{FOOTER_TEXT.workshop}</Heading>
          {isLoading ? <Placeholder /> : null}
          {data && data.alamat.length > 0 ? (
            <Workshops>
              {data.alamat.map((workshop, index) => (
                <li key={`${index}-${workshop.name}`}>
                  <WorkshopName>{workshop.name}</WorkshopName>
                  <Text as="span">{workshop.alamat}</Text>
                </li>
              ))}
            </Workshops>
          ) : null}
          {!isLoading && (!data || data.alamat.length === 0) ? <Text>-</Text> : null}
        </Column>
        <ConnectColumn footer={data} socialLinks={socialLinks} isLoading={isLoading} />
      </Columns>
      <Bottom>{copyrightText(year, productName)}</Bottom>
    </FooterRoot>
  );
}
