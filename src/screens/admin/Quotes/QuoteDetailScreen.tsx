// /admin/penawaran/{id} (issues 25, 35): the buyer, the consent, the items with current prices and
// the quoted unit prices, discounts and delivery times, the quotation's terms, the staff note, the
// status and its history, 'Unduh PDF' (the 'Surat Penawaran Harga'), 'Kirim Penawaran' with the
// revisions sent and the buyer's acceptance with the PO, and 'Hapus Data Pribadi' after a
// confirmation. Every change is audited by the server.
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  downloadQuotePdf,
  downloadQuotePo,
  useEraseQuote,
  useQuote,
  useSendQuotation,
  useUpdateQuote,
} from '@/api/hooks/quotes.ts';
import type { components } from '@/api/schema.ts';
import { EmailLink, WhatsAppLink } from '@/components/admin/ContactLinks/index.ts';
import { QuoteAcceptancePanel } from '@/components/admin/Quotation/QuoteAcceptancePanel.tsx';
import { QuoteRevisionList } from '@/components/admin/Quotation/QuoteRevisionList.tsx';
import { QuoteSendPanel } from '@/components/admin/Quotation/QuoteSendPanel.tsx';
import type { QuoteSentResult } from '@/components/admin/Quotation/QuoteSendPanel.tsx';
import { confirmDanger, confirmWithList } from '@/components/Feedback/dialogs.ts';
import { showToastSuccess } from '@/components/Feedback/toasts.ts';
import { adminPathTo } from '@/lib/routes/adminRoutes.ts';
import { formatJakartaDateTime } from '@/lib/format/dates.ts';
import { readId } from '@/lib/forms/ids.ts';
import { orDash } from '@/lib/format/orDash.ts';
import { priceText } from '@/lib/catalogue/price.ts';
import { QUOTE_STATUSES, QUOTE_TEXTS } from '@/lib/quote/constants.ts';
import { blockedLineNames } from '@/lib/quote/items.ts';
import { needsStaffPrice } from '@/lib/quote/pricing.ts';
import type { QuoteStatus } from '@/lib/quote/constants.ts';
import { Badge } from '@/ui/Badge/Badge.tsx';
import { Button } from '@/ui/Button/Button.tsx';
import { saveBlob } from '@/ui/dom/saveBlob.ts';
import { Select } from '@/ui/Select/Select.tsx';
import type { SelectOption } from '@/ui/Select/types.ts';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { DetailGrid, PageCard } from '../shared/shared.styles.ts';
import { reportApiError, reportConflict } from '../shared/reportError.ts';
import { QuoteItemsForm } from './QuoteItemsForm.tsx';
import { quotationValues } from './quotationValues.ts';
import { Columns, DetailHeader, History, SectionTitle, StatusRow } from './Quotes.styles.ts';
import { QUOTE_DETAIL_TEXT, QUOTES_TEXT, STATUS_TONES, statusLabel } from './quoteTexts.ts';

type Quote = components['schemas']['Quote'];

const TEXT = QUOTE_DETAIL_TEXT;

const statusOptions: SelectOption[] = QUOTE_STATUSES.map((status) => ({
  id: status,
  text: statusLabel(status),
}));

function Buyer({ quote }: { quote: Quote }) {
  const { buyer } = quote;
  return (
    <section aria-labelledby="quote-buyer">
      <SectionTitle id="quote-buyer">{TEXT.buyer}</SectionTitle>
      {quote.erasedAt ? (
        <p>
          <Badge tone="neutral">{TEXT.erasedAt(formatJakartaDateTime(quote.erasedAt))}</Badge>
        </p>
      ) : null}
      <DetailGrid>
        <dt>{QUOTES_TEXT.name}</dt>
        <dd>{orDash(buyer.name)}</dd>
        <dt>{QUOTES_TEXT.company}</dt>
        <dd>{orDash(buyer.company)}</dd>
        <dt>{QUOTES_TEXT.phone}</dt>
        <dd>
          <WhatsAppLink phone={buyer.phone} />
        </dd>
        <dt>{TEXT.email}</dt>
        <dd>
          <EmailLink email={buyer.email} />
        </dd>
        <dt>{TEXT.npwp}</dt>
        <dd>{orDash(buyer.npwp)}</dd>
        <dt>{QUOTES_TEXT.city}</dt>
        <dd>{orDash(buyer.city)}</dd>
        <dt>{TEXT.buyerNote}</dt>
        <dd>{orDash(quote.note)}</dd>
        <dt>{TEXT.consent}</dt>
        <dd>{TEXT.consentText(quote.consent.version, formatJakartaDateTime(quote.consent.at))}</dd>
      </DetailGrid>
    </section>
  );
}

function StatusPanel({
  quote,
  onChange,
}: {
  quote: Quote;
  onChange: (status: QuoteStatus) => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  const [isBusy, setBusy] = useState(false);
  const next = chosen && chosen.id !== quote.status ? (chosen.id as QuoteStatus) : null;
  const change = async () => {
    if (!next) return;
    setBusy(true);
    try {
      await onChange(next);
      setChosen(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="quote-status">
      <SectionTitle id="quote-status">{QUOTES_TEXT.status}</SectionTitle>
      <StatusRow>
        <Select label={TEXT.changeTo} options={statusOptions} value={chosen} onChange={setChosen} />
        <Button isDisabled={!next} isBusy={isBusy} onClick={() => void change()}>
          {TEXT.statusChange}
        </Button>
      </StatusRow>
      <SectionTitle as="h4" style={{ marginTop: 16 }}>
        {TEXT.history}
      </SectionTitle>
      <History aria-label={TEXT.history}>
        {quote.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <Badge size="small" tone={STATUS_TONES[entry.status]}>
              {statusLabel(entry.status)}
            </Badge>{' '}
            {formatJakartaDateTime(entry.at)} WIB · {entry.user?.name ?? TEXT.visitor}
          </li>
        ))}
      </History>
    </section>
  );
}

/** Saves a file the call answers; SPEC 8's dialog when it fails. */
async function saveFile(download: () => ReturnType<typeof downloadQuotePdf>) {
  try {
    const file = await download();
    saveBlob(file.blob, file.fileName);
  } catch (error) {
    void reportApiError(error);
  }
}

/** 'Kirim Penawaran', the revisions sent and the buyer's acceptance with the PO (issue 35). */
function Quotation({ quote, hasUnsavedChanges }: { quote: Quote; hasUnsavedChanges: boolean }) {
  const send = useSendQuotation();
  const detail = useQuote(quote.id);
  const [sent, setSent] = useState<QuoteSentResult | null>(null);
  const [busyRevision, setBusyRevision] = useState<number | null>(null);
  const [isPoBusy, setPoBusy] = useState(false);
  const sendNow = async () => {
    try {
      const answer = await send.trigger(quote.id);
      setSent(answer.data);
      showToastSuccess(TEXT.sentToast(answer.data.letterNumber));
      await detail.mutate();
    } catch (error) {
      // Sent a moment ago (a second press, another clerk): the server says so, and the revision
      // it made is shown.
      if (reportConflict(error)) void detail.mutate();
      else void reportApiError(error);
    }
  };
  const downloadRevision = async (revision: number) => {
    setBusyRevision(revision);
    await saveFile(() => downloadQuotePdf(quote.id, quote.reference, revision));
    setBusyRevision(null);
  };
  const downloadPo = async () => {
    setPoBusy(true);
    await saveFile(() => downloadQuotePo(quote.id, quote.reference));
    setPoBusy(false);
  };
  return (
    <Columns>
      <QuoteSendPanel
        blockedLines={blockedLineNames(quote.items)}
        hasUnsavedChanges={hasUnsavedChanges}
        isErased={quote.erasedAt !== null}
        isAccepted={quote.acceptance !== null}
        isBusy={send.isMutating}
        sent={sent}
        onSend={() => void sendNow()}
      />
      <div>
        {quote.acceptance ? (
          <QuoteAcceptancePanel
            acceptance={quote.acceptance}
            isPoBusy={isPoBusy}
            onDownloadPo={() => void downloadPo()}
          />
        ) : null}
        <QuoteRevisionList
          revisions={quote.revisions}
          busyRevision={busyRevision}
          onDownload={(revision) => void downloadRevision(revision)}
        />
      </div>
    </Columns>
  );
}

function QuoteView({ quote }: { quote: Quote }) {
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);
  const onDirtyChange = useCallback((isDirty: boolean) => setHasUnsavedChanges(isDirty), []);
  const update = useUpdateQuote();
  const erase = useEraseQuote();
  const [isPdfBusy, setPdfBusy] = useState(false);
  const detail = useQuote(quote.id);
  const save = async (values: Parameters<typeof update.trigger>[0]['values']) => {
    const answer = await update.trigger({ id: quote.id, values });
    await detail.mutate(answer, { revalidate: false });
    return answer;
  };
  const changeStatus = async (status: QuoteStatus) => {
    try {
      await save({ status });
      showToastSuccess(`${QUOTES_TEXT.status}: ${statusLabel(status)}`);
    } catch (error) {
      void reportApiError(error);
    }
  };
  const downloadPdf = async () => {
    // A range goes into the PDF at its low end: the clerk says so before, not after (issue 32).
    const unpriced = quote.items.filter(needsStaffPrice);
    if (unpriced.length > 0) {
      const isConfirmed = await confirmWithList({
        title: TEXT.pdfUnpricedTitle,
        text: TEXT.pdfUnpricedText,
        list: unpriced.map((item) =>
          TEXT.pdfUnpricedLine(
            item.name,
            item.harga === null ? null : priceText(item.harga, item.hargaAkhir),
          ),
        ),
        confirmText: TEXT.pdfUnpricedConfirm,
      });
      if (!isConfirmed) return;
    }
    setPdfBusy(true);
    try {
      const file = await downloadQuotePdf(quote.id, quote.reference);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      void reportApiError(error);
    } finally {
      setPdfBusy(false);
    }
  };
  const erasePersonalData = async () => {
    const isConfirmed = await confirmDanger({
      title: TEXT.eraseConfirmTitle,
      text: TEXT.eraseConfirmText,
      confirmText: TEXT.eraseConfirmButton,
    });
    if (!isConfirmed) return;
    try {
      await erase.trigger(quote.id);
      showToastSuccess(QUOTE_TEXTS.erased);
    } catch (error) {
      void reportApiError(error);
    }
  };
  return (
    <>
      <DetailHeader>
        <h2>{quote.reference}</h2>
        <Badge tone={STATUS_TONES[quote.status]}>{statusLabel(quote.status)}</Badge>
        <Button
          variant="secondary"
          isBusy={isPdfBusy}
          busyLabel={TEXT.pdfBusy}
          onClick={() => void downloadPdf()}
        >
          {TEXT.pdf}
        </Button>
        <Button
          variant="danger"
          isDisabled={quote.erasedAt !== null}
          isBusy={erase.isMutating}
          onClick={() => void erasePersonalData()}
        >
          {TEXT.erase}
        </Button>
      </DetailHeader>
      <p>
        {QUOTES_TEXT.date}: {formatJakartaDateTime(quote.createdAt)}
      </p>
      <Columns>
        <Buyer quote={quote} />
        <StatusPanel quote={quote} onChange={changeStatus} />
      </Columns>
      {/* A new form when the server's answer changes what it shows (keyed by what it opens with). */}
      <QuoteItemsForm
        key={JSON.stringify(quotationValues(quote))}
        quote={quote}
        onSave={(values) => save(values)}
        onDirtyChange={onDirtyChange}
      />
      <Quotation quote={quote} hasUnsavedChanges={hasUnsavedChanges} />
    </>
  );
}

/** /admin/penawaran/{id}: one request, with a way back to the inbox. */
export function QuoteDetailScreen() {
  const navigate = useNavigate();
  const id = readId(useParams().id);
  // One dialog per failure; 'Muat Ulang' retries instead of a background loop of dialogs.
  const quote = useQuote(id, {
    shouldRetryOnError: false,
    onError: (error) => void reportApiError(error),
  });
  const data = quote.data?.data;
  return (
    <PageCard aria-label={TEXT.title} style={{ maxWidth: 'none' }}>
      <div>
        <Button
          variant="secondary"
          size="small"
          onClick={() => void navigate(adminPathTo('admin-penawaran'))}
        >
          {TEXT.back}
        </Button>
      </div>
      {data ? (
        <QuoteView quote={data} />
      ) : quote.error || id === null ? (
        <div role="alert">
          <p>{TEXT.loadError}</p>
          {id === null ? null : <Button onClick={() => void quote.mutate()}>{TEXT.retry}</Button>}
        </div>
      ) : (
        <Skeleton lines={8} />
      )}
    </PageCard>
  );
}
