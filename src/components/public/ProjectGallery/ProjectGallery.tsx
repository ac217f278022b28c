import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { productCoverPath } from '../ProductCard/productCover.ts';
import { SkeletonShape } from '../Carousel/Carousel.styles.ts';
import { Section } from '../Section/Section.tsx';
import {
  Caption,
  Figure,
  Item,
  Picture,
  SkeletonTrack,
  Strip,
  Track,
} from './ProjectGallery.styles.ts';
import { IMAGE_SIZES, responsiveImage } from '../../../lib/catalogue/responsiveImage.ts';

/** Heading of the gallery (ours: the top bar calls the section 'Gallery'). */
export const GALLERY_TITLE = 'Gallery';

/** Shown when no project is active (ours: SPEC gives no text). */
export const PROJECTS_EMPTY_TEXT = 'Data Project Belum Tersedia';

/** The picture's alt text: it names the photo, and differs from the caption below it. */
export function projectImageAlt(title: string): string {
  return `Foto proyek ${title}`;
}

/** The project fields the gallery reads (SPEC 3 Project). */
export interface GalleryProject {
  /** Record id. */
  id: number;
  /** Project title (at most 80 characters): the caption, and part of the picture's alt text. */
  title: string;
  /** The cover picture; null when the project has none. */
  isCover?: { path: string } | null;
  /** Every picture of the project; the flagged or first one stands in for a missing cover. */
  projectsFile?: ReadonlyArray<{ path: string; isCover?: boolean }> | null;
}

/** Props of ProjectGallery. */
export interface ProjectGalleryProps {
  /** The active projects, in order. */
  projects: ReadonlyArray<GalleryProject>;
  /** Visible heading ('Gallery' by default). */
  title?: string;
  /** Element id of the section, the scroll target of the top bar's Gallery item. */
  id?: string;
  /** Whether the projects are loading. */
  isLoading?: boolean;
}

/** The landing's horizontal strip of projects (SPEC 2.2): cover picture and title each. */
export function ProjectGallery({
  projects,
  title = GALLERY_TITLE,
  id,
  isLoading = false,
}: ProjectGalleryProps) {
  return (
    <Section title={title} id={id} isBusy={isLoading}>
      {isLoading ? (
        <SkeletonTrack aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <SkeletonShape key={index} $ratio="4 / 3">
              <Skeleton variant="block" height="100%" />
            </SkeletonShape>
          ))}
        </SkeletonTrack>
      ) : null}
      {!isLoading && projects.length === 0 ? (
        <EmptyState text={PROJECTS_EMPTY_TEXT} size="small" />
      ) : null}
      {!isLoading && projects.length > 0 ? (
        // Focusable (WCAG 2.1.1): the strip scrolls, and its pictures hold nothing to Tab to.
        <Strip role="region" aria-label={`${title}: geser untuk melihat semua`} tabIndex={0}>
          <Track>
            {projects.map((project) => {
              const cover = productCoverPath({
                isCover: project.isCover,
                image: project.projectsFile,
              });
              return (
                <Item key={project.id}>
                  <Figure>
                    <Picture>
                      {cover ? (
                        <img
                          {...responsiveImage(cover, IMAGE_SIZES.card)}
                          alt={projectImageAlt(project.title)}
                          loading="lazy"
                        />
                      ) : null}
                    </Picture>
                    <Caption>{project.title}</Caption>
                  </Figure>
                </Item>
              );
            })}
          </Track>
        </Strip>
      ) : null}
    </Section>
  );
}
