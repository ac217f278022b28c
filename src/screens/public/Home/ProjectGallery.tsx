import styled from 'styled-components';
import { EmptyState } from '@/components/public/EmptyState/EmptyState.tsx';
import { Section } from '@/components/public/Section/Section.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { HOME_TEXT } from './texts.ts';

/** A project as the gallery reads it (SPEC 3 Project). */
export interface GalleryProject {
  /** Record id. */
  id: number;
  /** Title: the caption and the image's alt text. */
  title: string;
  /** Cover image; null when the project has none. */
  isCover: { path: string } | null;
  /** Every image, the first one used when there is no cover. */
  projectsFile: ReadonlyArray<{ path: string }>;
}

const Strip = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[300]};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const Item = styled.li`
  flex: 0 0 min(80%, 320px);
  scroll-snap-align: start;
  & > figure {
    margin: 0;
  }
  & img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  & figcaption {
    margin-top: ${({ theme }) => theme.space[200]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

/** Props of ProjectGallery. */
export interface ProjectGalleryProps {
  /** The active projects. */
  projects: ReadonlyArray<GalleryProject>;
  /** Whether they are loading. */
  isLoading?: boolean;
  /** Element id: the top bar's Gallery link scrolls here. */
  id: string;
}

/** The landing's horizontal project gallery; the strip scrolls with the keyboard too. */
export function ProjectGallery({ projects, isLoading = false, id }: ProjectGalleryProps) {
  return (
    <Section title={HOME_TEXT.gallery} id={id} isBusy={isLoading}>
      {isLoading ? <Skeleton variant="block" height="200px" /> : null}
      {!isLoading && projects.length === 0 ? (
        <EmptyState text={HOME_TEXT.galleryEmpty} size="small" />
      ) : null}
      {!isLoading && projects.length > 0 ? (
        // A scrollable region must take focus so that keyboard users can scroll it.
        <Strip tabIndex={0} aria-label={HOME_TEXT.gallery}>
          {projects.map((project) => {
            const path = project.isCover?.path ?? project.projectsFile[0]?.path;
            return (
              <Item key={project.id}>
                <figure>
                  {path ? <img src={path} alt={`Foto ${project.title}`} loading="lazy" /> : null}
                  <figcaption>{project.title}</figcaption>
                </figure>
              </Item>
            );
          })}
        </Strip>
      ) : null}
    </Section>
  );
}
