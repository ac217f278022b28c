// 'Kirim Penawaran' in the inbox (issue 35): what still blocks sending (lines without a unit price
// of their own, unsaved changes, erased data), the button, and once sent the letter number, the
// WhatsApp link to the buyer, their page's link and whether the PDF was e-mailed.
import { QUOTATION_TEXTS } from '@/lib/quote/quotationTexts.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden.tsx';
import { Callout, Panel, WhatsappLink } from './Quotation.styles.ts';
import { QUOTATION_TEXT as TEXT } from './texts.ts';

/** What sending answered (the contract's QuoteSent). */
export interface QuoteSentResult {
  revision: number;
  letterNumber: string;
  publicUrl: string;
  whatsappUrl: string | null;
  emailed: boolean;
}

/** Props of QuoteSendPanel. */
export interface QuoteSendPanelProps {
  /** Names of the lines that block sending (a range or no price, and no unit price typed). */
  blockedLines: readonly string[];
  /** Whether the form has changes not saved yet (the revision freezes what is stored). */
  hasUnsavedChanges?: boolean;
  /** Whether the buyer's personal data was erased (nobody to send to). */
  isErased?: boolean;
  /** Whether the buyer accepted a revision (no new one is sent). */
  isAccepted?: boolean;
  /** True while sending. */
  isBusy?: boolean;
  /** What the last send answered, or null. */
  sent: QuoteSentResult | null;
  /** Sends the quotation. */
  onSend: () => void;
}

/** The send step of a quotation. */
export function QuoteSendPanel({
  blockedLines,
  hasUnsavedChanges = false,
  isErased = false,
  isAccepted = false,
  isBusy = false,
  sent,
  onSend,
}: QuoteSendPanelProps) {
  const isBlocked = blockedLines.length > 0 || hasUnsavedChanges || isErased || isAccepted;
  return (
    <Panel aria-labelledby="quote-send">
      <h3 id="quote-send">{TEXT.send}</h3>
      <p>{TEXT.sendIntro}</p>
      {blockedLines.length > 0 ? (
        <Callout $tone="warning" role="status" id="quote-send-blocked">
          <strong>{TEXT.blockedTitle}</strong>
          <p>{TEXT.blockedText}</p>
          <ul aria-label={TEXT.blockedTitle}>
            {blockedLines.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {hasUnsavedChanges ? (
        <Callout $tone="warning" role="status">
          <p>{TEXT.unsaved}</p>
        </Callout>
      ) : null}
      {isErased ? (
        <Callout $tone="warning">
          <p>{TEXT.erased}</p>
        </Callout>
      ) : null}
      {isAccepted ? (
        <Callout $tone="success" role="status">
          <p>{QUOTATION_TEXTS.acceptedCannotSend}.</p>
        </Callout>
      ) : null}
      <Button
        isDisabled={isBlocked}
        isBusy={isBusy}
        aria-describedby={blockedLines.length > 0 ? 'quote-send-blocked' : undefined}
        onClick={onSend}
      >
        {TEXT.send}
      </Button>
      {sent ? (
        <Callout $tone="success" role="status" aria-label={TEXT.sentTitle(sent.letterNumber)}>
          <strong>{TEXT.sentTitle(sent.letterNumber)}</strong>
          {sent.whatsappUrl ? (
            <WhatsappLink href={sent.whatsappUrl} target="_blank" rel="noopener noreferrer">
              {TEXT.whatsapp}
              <VisuallyHidden> {TEXT.newTab}</VisuallyHidden>
            </WhatsappLink>
          ) : (
            <p>{TEXT.noWhatsapp}</p>
          )}
          <p>
            {TEXT.publicUrl}:{' '}
            <a href={sent.publicUrl} target="_blank" rel="noopener noreferrer">
              {sent.publicUrl}
            </a>
          </p>
          <p>{sent.emailed ? TEXT.emailed : TEXT.notEmailed}</p>
        </Callout>
      ) : null}
    </Panel>
  );
}
