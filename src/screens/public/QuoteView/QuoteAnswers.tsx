// The buyer's side of an open quotation, or what they answered (issue 35): 'Setujui Penawaran' and
// 'Minta Revisi' while it is open; the acceptance (with the PO) or the revision asked once
// answered; 'Penawaran sudah tidak berlaku' with WhatsApp past 'Berlaku sampai'.
import { useState } from 'react';
import type { QuoteAcceptValues } from '@/components/public/QuoteAnswer/QuoteAcceptForm.tsx';
import { QuoteAcceptForm } from '@/components/public/QuoteAnswer/QuoteAcceptForm.tsx';
import { QuoteReviseForm } from '@/components/public/QuoteAnswer/QuoteReviseForm.tsx';
import type { FailureReport } from '@/components/Form/useCheckAndSaveForm.ts';
import { formatDateId } from '@/lib/format/dates.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden.tsx';
import { ActionLink, Choices, Notice } from './QuoteView.styles.ts';
import { QUOTE_VIEW_TEXT as TEXT } from './texts.ts';

/** What the answers need of the quotation (the contract's QuoteLetter). */
export interface AnswerableQuote {
  letterNumber: string;
  validUntil: string;
  status: 'sent' | 'accepted' | 'revision';
  expired: boolean;
  acceptance: {
    name: string;
    title: string;
    poNumber: string | null;
    hasPo: boolean;
    at: string;
  } | null;
  revisionRequest: { note: string; at: string } | null;
  /** Asks again over WhatsApp (the chat phone, the letter number in the message). */
  whatsappUrl: string;
}

/** Props of QuoteAnswers. */
export interface QuoteAnswersProps {
  /** Sends the acceptance; rejects on failure. */
  onAccept: (values: QuoteAcceptValues) => Promise<unknown>;
  /** Sends the request for a revision; rejects on failure. */
  onRevise: (note: string) => Promise<unknown>;
  /** The failure's messages by field (a 422's) and the dialog telling of it. */
  reportFailure: (error: unknown) => FailureReport;
}

type Choice = 'accept' | 'revise' | null;

/** Whether the buyer can still answer: sent, not answered, not past 'Berlaku sampai'. */
export const isOpen = (quote: AnswerableQuote): boolean =>
  quote.status === 'sent' && !quote.expired;

/** What the buyer answered, or that the quotation expired; null while it is open. */
export function QuoteStateNotice({ quote }: { quote: AnswerableQuote }) {
  const { acceptance, revisionRequest } = quote;
  if (quote.status === 'accepted' && acceptance)
    return (
      <Notice $tone="success" aria-labelledby="quote-accepted" role="status">
        <h2 id="quote-accepted">{TEXT.acceptedTitle}</h2>
        <p>{TEXT.acceptedBy(acceptance.name, acceptance.title, formatDateId(acceptance.at))}</p>
        {acceptance.poNumber ? <p>{TEXT.poNumber(acceptance.poNumber)}</p> : null}
        {acceptance.hasPo ? <p>{TEXT.poAttached}</p> : null}
        <p>{TEXT.acceptedThanks}</p>
      </Notice>
    );
  if (quote.status === 'revision' && revisionRequest)
    return (
      <Notice $tone="info" aria-labelledby="quote-revision" role="status">
        <h2 id="quote-revision">{TEXT.revisionTitle}</h2>
        <p>{TEXT.revisionNote(revisionRequest.note)}</p>
        <p>{TEXT.revisionNext}</p>
      </Notice>
    );
  if (quote.expired)
    return (
      <Notice $tone="warning" aria-labelledby="quote-expired">
        <h2 id="quote-expired">{TEXT.expired}</h2>
        <p>{TEXT.expiredText(formatDateId(quote.validUntil))}</p>
        <ActionLink
          $variant="whatsapp"
          href={quote.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {TEXT.askAgain}
          <VisuallyHidden> {TEXT.newTab}</VisuallyHidden>
        </ActionLink>
      </Notice>
    );
  return null;
}

/** 'Setujui Penawaran' or 'Minta Revisi', each opening its form, while the quotation is open. */
export function QuoteAnswers({ onAccept, onRevise, reportFailure }: QuoteAnswersProps) {
  const [choice, setChoice] = useState<Choice>(null);
  return (
    <>
      <Choices role="group" aria-label={TEXT.answerChoice}>
        <Button
          variant={choice === 'accept' ? 'primary' : 'secondary'}
          aria-expanded={choice === 'accept'}
          aria-controls="quote-answer"
          onClick={() => setChoice('accept')}
        >
          {TEXT.accept}
        </Button>
        <Button
          variant={choice === 'revise' ? 'primary' : 'secondary'}
          aria-expanded={choice === 'revise'}
          aria-controls="quote-answer"
          onClick={() => setChoice('revise')}
        >
          {TEXT.revise}
        </Button>
      </Choices>
      <div id="quote-answer">
        {choice === 'accept' ? (
          <QuoteAcceptForm
            onSubmit={onAccept}
            reportFailure={reportFailure}
            onAccepted={() => setChoice(null)}
          />
        ) : choice === 'revise' ? (
          <QuoteReviseForm
            onSubmit={onRevise}
            reportFailure={reportFailure}
            onRevised={() => setChoice(null)}
          />
        ) : null}
      </div>
    </>
  );
}
