import type { ReactNode } from 'react';
import { Badge } from '../../../ui/Badge/Badge.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { Section } from '../Section/Section.tsx';
import {
  Actions,
  Copy,
  Layout,
  Photo,
  Service,
  Services,
  Tagline,
  Tags,
} from './AboutSection.styles.ts';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/catalogue/responsiveImage.ts';

/** The about-us data of SPEC 3 ('Tagline main / About', GET tagline/main). */
export interface AboutData {
  /** The about photo; null until one is uploaded. */
  path: string | null;
  /** The about text (at most 200 characters). */
  tagline: string;
  /** The first service. */
  service1: string;
  /** The second service. */
  service2: string;
  /** Up to 4 tags. */
  list: ReadonlyArray<{ tag: string }>;
}

/** Props of AboutSection. */
export interface AboutSectionProps {
  /** The about data; null while loading, or when none is saved (then nothing renders). */
  about: AboutData | null;
  /** Visible heading ('About Us' by default, the top bar's name for it). */
  title?: string;
  /** Alt text of the photo ('Foto perusahaan' by default). */
  imageAlt?: string;
  /** Element id of the section, to scroll to it. */
  id?: string;
  /** Whether the data is loading. */
  isLoading?: boolean;
  /** Buttons and links under the text: the portfolio download, the online shop, the chat link. */
  actions?: ReactNode;
}

function AboutPlaceholder() {
  return (
    <Layout aria-hidden="true">
      <Photo>
        <Skeleton variant="block" height="100%" />
      </Photo>
      <Copy>
        <Skeleton variant="text" lines={4} />
      </Copy>
    </Layout>
  );
}

/** The about section (SPEC 2.2): photo, tagline, the two services and the list of tags. */
export function AboutSection({
  about,
  title = 'About Us',
  imageAlt = 'Foto perusahaan',
  id,
  isLoading = false,
  actions,
}: AboutSectionProps) {
  // Nothing saved yet (or the call failed): the section stays out of the page.
  if (!isLoading && !about) return null;
  const services = about
    ? [about.service1, about.service2].filter((service) => service.trim())
    : [];
  return (
    <Section title={title} id={id} isBusy={isLoading}>
      {isLoading || !about ? (
        <AboutPlaceholder />
      ) : (
        <Layout>
          {about.path ? (
            <Photo>
              <img
                {...responsiveImage(about.path, IMAGE_SIZES.detail)}
                alt={imageAlt}
                loading="lazy"
              />
            </Photo>
          ) : null}
          <Copy>
            <Tagline>{about.tagline}</Tagline>
            {services.length > 0 ? (
              <Services aria-label="Layanan">
                {services.map((service, index) => (
                  <Service key={index}>
                    <Icon name="check" />
                    {service}
                  </Service>
                ))}
              </Services>
            ) : null}
            {about.list.length > 0 ? (
              <Tags aria-label="Tag">
                {about.list.map((item, index) => (
                  <li key={`${index}-${item.tag}`}>
                    <Badge tone="info" title={item.tag}>
                      {item.tag}
                    </Badge>
                  </li>
                ))}
              </Tags>
            ) : null}
            {actions ? <Actions>{actions}</Actions> : null}
          </Copy>
        </Layout>
      )}
    </Section>
  );
}
