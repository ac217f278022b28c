// The buyer's acceptance in the inbox (issue 35): which revision, who accepted and in what
// position, when, the PO number and the PO file (staff only: 'Unduh PO').
import { formatBytes } from '@/lib/format/bytes.ts';
import { formatJakartaDateTime } from '@/lib/format/dates.ts';
import { orDash } from '@/lib/format/orDash.ts';
import { QUOTATION_LABELS } from '@/lib/quote/quotation.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Facts, Panel } from './Quotation.styles.ts';
import { QUOTATION_TEXT as TEXT } from './texts.ts';

/** The buyer's acceptance (the contract's QuoteAcceptance). */
export interface BuyerAcceptance {
  revision: number;
  name: string | null;
  title: string | null;
  poNumber: string | null;
  poFile: { name: string; size: number } | null;
  at: string;
}

/** Props of QuoteAcceptancePanel. */
export interface QuoteAcceptancePanelProps {
  /** The acceptance. */
  acceptance: BuyerAcceptance;
  /** Saves the PO file. */
  onDownloadPo: () => void;
  /** True while the PO file is being fetched. */
  isPoBusy?: boolean;
}

/** What the buyer accepted, with their PO. */
export function QuoteAcceptancePanel({
  acceptance,
  onDownloadPo,
  isPoBusy = false,
}: QuoteAcceptancePanelProps) {
  const by = acceptance.title
    ? `${orDash(acceptance.name)} (${acceptance.title})`
    : acceptance.name;
  return (
    <Panel aria-labelledby="quote-acceptance">
      <h3 id="quote-acceptance">{TEXT.acceptedTitle}</h3>
      <Facts>
        <dt>{TEXT.acceptedRevision}</dt>
        <dd>{QUOTATION_LABELS.revision(acceptance.revision)}</dd>
        <dt>{TEXT.acceptedBy}</dt>
        <dd>{orDash(by)}</dd>
        <dt>{TEXT.acceptedAt}</dt>
        <dd>{formatJakartaDateTime(acceptance.at)} WIB</dd>
        <dt>{TEXT.poNumber}</dt>
        <dd>{orDash(acceptance.poNumber)}</dd>
        <dt>{TEXT.poFile}</dt>
        <dd>
          {acceptance.poFile
            ? `${acceptance.poFile.name} (${formatBytes(acceptance.poFile.size)})`
            : TEXT.noPo}
        </dd>
      </Facts>
      {acceptance.poFile ? (
        <Button variant="secondary" size="small" isBusy={isPoBusy} onClick={onDownloadPo}>
          {TEXT.downloadPo}
        </Button>
      ) : null}
    </Panel>
  );
}
