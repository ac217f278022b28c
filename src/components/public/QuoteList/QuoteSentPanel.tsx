import { useId } from 'react';
import type { Ref } from 'react';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { QuoteReference } from './QuoteReference.tsx';
import type { QuoteSent } from './QuoteSentDialog.tsx';
import { SentHeading, SentPanel, WhatsappLink } from './QuoteSent.styles.ts';
import { QUOTE_TEXT } from './texts.ts';

/** Props of QuoteSentPanel. */
export interface QuoteSentPanelProps {
  /** The request sent last. */
  sent: QuoteSent;
  /** The panel, to move focus to it once the dialog closes. */
  ref?: Ref<HTMLElement>;
}

/**
 * On 'Daftar Penawaran' once a request went out (issue 32): its reference with 'Salin', and
 * 'Lanjutkan ke WhatsApp', kept on the page after the dialog saying the same is closed.
 */
export function QuoteSentPanel({ sent, ref }: QuoteSentPanelProps) {
  const headingId = `quote-sent${useId().replace(/:/g, '')}`;
  return (
    <SentPanel ref={ref} tabIndex={-1} aria-labelledby={headingId}>
      <SentHeading id={headingId}>{QUOTE_TEXT.sent}</SentHeading>
      <QuoteReference reference={sent.reference} />
      <WhatsappLink href={sent.whatsappUrl} target="_blank" rel="noopener noreferrer">
        {QUOTE_TEXT.continueToWhatsapp}
        <VisuallyHidden> {QUOTE_TEXT.newTab}</VisuallyHidden>
      </WhatsappLink>
    </SentPanel>
  );
}
