import { Thumb } from './shared.styles.ts';

/** A small table image; decorative, since the row's name is in the next cell. */
export function ThumbCell({ path }: { path?: string | null }) {
  return path ? <Thumb src={path} alt="" /> : <span aria-hidden="true">-</span>;
}

/** A larger image in a detail modal, named by what it shows. */
export function DetailImageCell({ path, alt }: { path?: string | null; alt: string }) {
  return path ? <Thumb as="img" src={path} alt={alt} style={{ width: 160, height: 100 }} /> : '-';
}
