// /admin/penawaran/{id} (issue 25): the buyer, the consent, the items with current prices and the
// quoted unit prices, the staff note, the status and its history, 'Unduh PDF' (the 'Surat
// Penawaran Harga') and 'Hapus Data Pribadi' after a confirmation. Every change is audited by the
// server.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { downloadQuotePdf, useEraseQuote, useQuote, useUpdateQuote } from '@/api/hooks/quotes.ts';
import type { components } from '@/api/schema.ts';
import { EmailLink, WhatsAppLink } from '@/components/admin/ContactLinks/index.ts';
import { confirmDanger, confirmWithList } from '@/components/Feedback/dialogs.ts';
import { showToastSuccess } from '@/components/Feedback/toasts.ts';
import { adminPathTo } from '@/lib/routes/adminRoutes.ts';
import { formatJakartaDateTime } from '@/lib/format/dates.ts';
import { readId } from '@/lib/forms/ids.ts';
import { orDash } from '@/lib/format/orDash.ts';
import { priceText } from '@/lib/catalogue/price.ts';
import { QUOTE_STATUSES, QUOTE_TEXTS } from '@/lib/quote/constants.ts';
import { needsStaffPrice } from '@/lib/quote/pricing.ts';
import type { QuoteStatus } from '@/lib/quote/constants.ts';
import { Badge } from '@/ui/Badge/Badge.tsx';
import { Button } from '@/ui/Button/Button.tsx';
import { saveBlob } from '@/ui/dom/saveBlob.ts';
import { Select } from '@/ui/Select/Select.tsx';
import type { SelectOption } from '@/ui/Select/types.ts';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { DetailGrid, PageCard } from '../shared/shared.styles.ts';
import { reportApiError } from '../shared/reportError.ts';
import { QuoteItemsForm } from './QuoteItemsForm.tsx';
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

function QuoteView({ quote }: { quote: Quote }) {
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
      {/* A new form when the server's answer changes the prices (keyed by what it opens with). */}
      <QuoteItemsForm
        key={JSON.stringify([quote.items.map((item) => item.unitPrice), quote.staffNote])}
        quote={quote}
        onSave={(values) => save(values)}
      />
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
