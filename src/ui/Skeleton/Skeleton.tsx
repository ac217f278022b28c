import { Bone, SkeletonGroup } from './Skeleton.styles.ts';

/** Props of Skeleton. */
export interface SkeletonProps {
  /** text: lines of text; block: an image or card; circle: an avatar. */
  variant?: 'text' | 'block' | 'circle';
  /** How many lines a text skeleton has (the last one is shorter). */
  lines?: number;
  /** Width as CSS (the container's width by default; a circle is 40 px). */
  width?: string;
  /** Height of a block as CSS (64 px by default). */
  height?: string;
}

/**
 * A grey placeholder in the shape of content that is still loading. It is hidden from assistive
 * technology; the region that loads says so itself (aria-busy, or a Spinner's 'Memuat...').
 */
export function Skeleton({ variant = 'text', lines = 1, width, height }: SkeletonProps) {
  if (variant !== 'text') {
    return <Bone aria-hidden="true" $shape={variant} $width={width} $height={height} />;
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <SkeletonGroup aria-hidden="true" $width={width}>
      {Array.from({ length: count }, (_, index) => (
        <Bone key={index} $shape="text" $isShort={count > 1 && index === count - 1} />
      ))}
    </SkeletonGroup>
  );
}
