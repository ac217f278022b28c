// Importing from here loads swiper: pages load the viewer with import('./PictureViewer.tsx') instead
// (see ProductGallery), and take its texts from './texts.ts'.
export { PictureViewer } from './PictureViewer.tsx';
export type { PictureViewerProps, ViewerPicture } from './PictureViewer.tsx';
export { VIEWER_TEXT } from './texts.ts';
