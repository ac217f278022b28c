import { Suspense, lazy, useState } from 'react';
import { Field, useFieldIds } from '../../ui/Field/Field.tsx';
import { EditorSkeleton } from './EditorSkeleton.tsx';
import { Frame } from './RichTextEditor.styles.ts';

// The lazy boundary: TinyMCE is only fetched when an editor is first rendered.
const TinyEditor = lazy(() => import('./TinyEditor.tsx'));

/** Props of RichTextEditor. */
export interface RichTextEditorProps {
  /** Visible name of the field, e.g. 'Content'. */
  label: string;
  /** HTML content; controlled. */
  value: string;
  /** Called with the editor's HTML after every change. */
  onChange: (html: string) => void;
  /** Validation message, e.g. SPEC 5's 'Content harap disii'. */
  error?: string;
  /** Help text under the editor. */
  hint?: string;
  /** Read-only and greyed, e.g. while the form saves. */
  isDisabled?: boolean;
  /** Marks the field as required. */
  isRequired?: boolean;
  /** Id of the textarea the editor replaces; generated when absent. */
  id?: string;
}

/**
 * A rich-text field (SPEC 9: height 300, basic toolbar) over self-hosted TinyMCE, loaded lazily:
 * 'Memuat editor...' shows until the editor is ready.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hint,
  isDisabled = false,
  isRequired = false,
  id,
}: RichTextEditorProps) {
  const ids = useFieldIds(id);
  const [isReady, setIsReady] = useState(false);
  return (
    <Field label={label} ids={ids} hint={hint} error={error} isRequired={isRequired}>
      <Frame $isInvalid={Boolean(error)} aria-busy={!isReady}>
        {/* One skeleton covers both waits: the code arriving, then TinyMCE drawing itself. */}
        <Suspense fallback={null}>
          <TinyEditor
            id={ids.inputId}
            label={label}
            value={value}
            onChange={onChange}
            isDisabled={isDisabled}
            onReady={() => setIsReady(true)}
          />
        </Suspense>
        {isReady ? null : <EditorSkeleton />}
      </Frame>
    </Field>
  );
}
