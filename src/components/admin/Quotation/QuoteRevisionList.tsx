// The revisions sent of a quotation (issue 35), newest first: Rev. N, its letter number, when and
// by whom it was sent, how the buyer answered it, its total and validity, the buyer's note when
// they asked a change, and its stored PDF.
import { formatRupiah } from '@/lib/catalogue/rupiah.ts';
import { formatDateId, formatJakartaDateTime } from '@/lib/format/dates.ts';
import { QUOTE_STATUS_LABELS } from '@/lib/quote/constants.ts';
import type { QuoteStatus } from '@/lib/quote/constants.ts';
import { QUOTATION_LABELS } from '@/lib/quote/quotation.ts';
import { Badge } from '@/ui/Badge/Badge.tsx';
import type { BadgeTone } from '@/ui/Badge/Badge.styles.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Panel, RevisionItem, RevisionList } from './Quotation.styles.ts';
import { QUOTATION_TEXT as TEXT } from './texts.ts';

/** A revision as sent (the contract's QuoteRevision). */
export interface SentRevision {
  revision: number;
  letterNumber: string;
  sentAt: string;
  sentBy: string | null;
  status: 'sent' | 'accepted' | 'revision';
  validUntil: string;
  total: number;
  revisionNote: string | null;
  answeredAt: string | null;
}

const TONES: Record<SentRevision['status'], BadgeTone> = {
  sent: 'neutral',
  accepted: 'success',
  revision: 'warning',
};

/** Props of QuoteRevisionList. */
export interface QuoteRevisionListProps {
  /** The revisions, newest first. */
  revisions: readonly SentRevision[];
  /** Saves the PDF of one revision. */
  onDownload: (revision: number) => void;
  /** The revision whose PDF is being fetched, or null. */
  busyRevision?: number | null;
}

/** 'Riwayat Revisi': every revision sent, each with its PDF. */
export function QuoteRevisionList({
  revisions,
  onDownload,
  busyRevision = null,
}: QuoteRevisionListProps) {
  return (
    <Panel aria-labelledby="quote-revisions">
      <h3 id="quote-revisions">{TEXT.revisions}</h3>
      {revisions.length === 0 ? (
        <p>{TEXT.noRevisions}</p>
      ) : (
        <RevisionList aria-labelledby="quote-revisions">
          {revisions.map((revision) => (
            <RevisionItem key={revision.revision}>
              <span className="what">
                <strong>{QUOTATION_LABELS.revision(revision.revision)}</strong>
                <span>{revision.letterNumber}</span>
                <span>{TEXT.sentBy(formatJakartaDateTime(revision.sentAt), revision.sentBy)}</span>
                <span>
                  {TEXT.total} Rp {formatRupiah(revision.total)} · {TEXT.validUntil}{' '}
                  {formatDateId(revision.validUntil)}
                </span>
              </span>
              <Badge tone={TONES[revision.status]}>
                {QUOTE_STATUS_LABELS[revision.status as QuoteStatus]}
              </Badge>
              <Button
                variant="secondary"
                size="small"
                isBusy={busyRevision === revision.revision}
                onClick={() => onDownload(revision.revision)}
              >
                {TEXT.pdfOf(revision.revision)}
              </Button>
              {revision.revisionNote ? (
                <p className="note">
                  {TEXT.buyerNote}: {revision.revisionNote}
                </p>
              ) : null}
            </RevisionItem>
          ))}
        </RevisionList>
      )}
    </Panel>
  );
}
