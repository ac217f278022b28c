import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { SkeletonBox, SkeletonToolbar } from './RichTextEditor.styles.ts';

/** What the editor area says while TinyMCE loads. */
export const EDITOR_LOADING_TEXT = 'Memuat editor...';

/** The editor's place while its code loads: a toolbar and text lines in grey, and the loading text. */
export function EditorSkeleton() {
  return (
    <SkeletonBox>
      <SkeletonToolbar>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="block" width="32px" height="24px" />
        ))}
      </SkeletonToolbar>
      <Spinner label={EDITOR_LOADING_TEXT} showLabel />
      <Skeleton lines={4} />
    </SkeletonBox>
  );
}
