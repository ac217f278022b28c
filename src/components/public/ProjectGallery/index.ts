export {
  GALLERY_TITLE,
  PROJECTS_EMPTY_TEXT,
  ProjectGallery,
  projectImageAlt,
} from './ProjectGallery.tsx';
export type { GalleryProject, ProjectGalleryProps } from './ProjectGallery.tsx';
