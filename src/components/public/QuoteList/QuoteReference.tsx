import { useRef, useState } from 'react';
import { Button } from '../../../ui/Button/Button.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { CopyStatus, ReferenceCode, ReferenceRow } from './QuoteSent.styles.ts';
import { QUOTE_TEXT } from './texts.ts';

/** Props of QuoteReference. */
export interface QuoteReferenceProps {
  /** 'PNW-202611-00042'. */
  reference: string;
}

/** Selects the text of `element`, for a visitor to copy by hand. */
function selectText(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * 'Nomor referensi: PNW-202611-00042' and 'Salin' (issue 32): the reference is never broken over
 * two lines, and 'Salin' puts it on the clipboard and says so. Where the browser refuses (no
 * clipboard, a page not on https), the reference is selected for the visitor to copy instead.
 */
export function QuoteReference({ reference }: QuoteReferenceProps) {
  // Said for the reference it was copied from: a new request starts without it.
  const [status, setStatus] = useState({ reference: '', text: '' });
  const codeRef = useRef<HTMLElement | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setStatus({ reference, text: QUOTE_TEXT.copied });
    } catch {
      selectText(codeRef.current);
      setStatus({ reference, text: QUOTE_TEXT.copyFailed });
    }
  };
  return (
    <div>
      <ReferenceRow>
        {/* The spaces are for the text read out; the row's gap spaces it on screen. */}
        <span>{QUOTE_TEXT.reference}:</span>{' '}
        <ReferenceCode ref={codeRef}>{reference}</ReferenceCode>{' '}
        <Button variant="secondary" size="small" onClick={() => void copy()}>
          {QUOTE_TEXT.copy}
          <VisuallyHidden>{QUOTE_TEXT.copySuffix}</VisuallyHidden>
        </Button>
      </ReferenceRow>
      <CopyStatus role="status">{status.reference === reference ? status.text : ''}</CopyStatus>
    </div>
  );
}
