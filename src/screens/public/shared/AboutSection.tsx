import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fromDesktop } from '@/ui/theme/theme.ts';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';

/** The about-us data the section shows (SPEC 3 "Tagline main / About"). */
export interface AboutData {
  /** Photo; null until one is uploaded. */
  path: string | null;
  /** The about text. */
  tagline: string;
  /** First service. */
  service1: string;
  /** Second service. */
  service2: string;
  /** Up to 4 tags. */
  list: ReadonlyArray<{ tag: string }>;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
  align-items: center;
  ${fromDesktop} {
    grid-template-columns: 2fr 3fr;
  }
`;

const Photo = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[500]};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Services = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${fromDesktop} {
    grid-template-columns: 1fr 1fr;
  }
  & > li {
    padding: ${({ theme }) => theme.space[400]};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    padding: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[300]};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size[200]};
  }
`;

/** Props of AboutSection. */
export interface AboutSectionProps {
  /** The about-us data; undefined while loading or when it failed. */
  about: AboutData | undefined;
  /** The section's heading. */
  title: string;
  /** Whether the data is loading. */
  isLoading?: boolean;
  /** Buttons and links under the text (portfolio, online shop, chat). */
  actions?: ReactNode;
}

/** The about section of home and the company page: photo, tagline, two services and the tags. */
export function AboutSection({ about, title, isLoading = false, actions }: AboutSectionProps) {
  return (
    <Root aria-labelledby="tentang-kami-judul" aria-busy={isLoading || undefined}>
      {isLoading ? <Skeleton variant="block" height="240px" /> : null}
      {!isLoading && about?.path ? <Photo src={about.path} alt={title} /> : null}
      <Body>
        <Heading id="tentang-kami-judul">{title}</Heading>
        {isLoading ? <Skeleton lines={3} /> : null}
        {about ? (
          <>
            <Text>{about.tagline}</Text>
            <Services aria-label="Layanan">
              <li>{about.service1}</li>
              <li>{about.service2}</li>
            </Services>
            {about.list.length > 0 ? (
              <Tags aria-label="Tag">
                {about.list.map((item, index) => (
                  <li key={`${item.tag}-${index}`}>{item.tag}</li>
                ))}
              </Tags>
            ) : null}
          </>
        ) : null}
        {actions}
      </Body>
    </Root>
  );
}
