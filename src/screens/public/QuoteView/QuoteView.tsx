// /penawaran/lihat/<token> (issue 35): the buyer's quotation, built for a phone. Rendered in the
// browser only: the link is personal, so the server's page (cached like every public page) holds
// no quotation, and the page reads it after hydration. The letter in HTML, 'Unduh PDF', and the
// answers (QuoteAnswers); a link of an older revision shows the newest and says so; an erased
// quotation (410) and an unknown link (404) have pages of their own.
import { useParams } from 'react-router-dom';
import { handleApiError, isApiError } from '@/api/errors.ts';
import { acceptQuote, quoteViewPdfUrl, reviseQuote, useQuoteView } from '@/api/hooks/quoteView.ts';
import type { QuoteLetter as QuoteLetterData, QuoteLetterResponse } from '@/api/hooks/quoteView.ts';
import type { FailureReport } from '@/components/Form/useCheckAndSaveForm.ts';
import { QuoteLetter } from '@/components/public/QuoteLetter/QuoteLetter.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { useIsHydrated } from '@/ui/hooks/useIsHydrated.ts';
import { LoadError, PageMain, PageTitle } from '../shared/Page.tsx';
import { QuoteAnswers, QuoteStateNotice, isOpen } from './QuoteAnswers.tsx';
import { ActionLink, Aside, Gone, Layout, Notice } from './QuoteView.styles.ts';
import { QUOTE_VIEW_TEXT as TEXT } from './texts.ts';

/** The shared dialog for the failure; the 422's messages go under the fields. */
function reportFailure(error: unknown): FailureReport {
  return {
    errors: isApiError(error) && error.status === 422 ? error.fieldErrors : {},
    tell: () => handleApiError(error),
  };
}

/** The quotation, its PDF and the answers. */
function Quotation({ token, quote }: { token: string; quote: QuoteLetterData }) {
  const view = useQuoteView(token);
  // The answer is the quotation as it now stands: shown at once, without asking again.
  const show = (answer: QuoteLetterResponse) => view.mutate(answer, { revalidate: false });
  return (
    <>
      {/* On a phone what happened to the quotation comes first, before the letter. */}
      <Aside>
        {quote.superseded ? (
          <Notice $tone="info" aria-labelledby="quote-superseded">
            <h2 id="quote-superseded">{TEXT.superseded}</h2>
            <p>{TEXT.supersededText(quote.letterNumber)}</p>
          </Notice>
        ) : null}
        <QuoteStateNotice quote={quote} />
      </Aside>
      <Layout>
        <QuoteLetter letter={quote} isPageHeading />
        <Aside>
          <ActionLink $variant="secondary" href={quoteViewPdfUrl(token)} download>
            {TEXT.downloadPdf}
          </ActionLink>
          {isOpen(quote) ? (
            <QuoteAnswers
              onAccept={async (values) => show(await acceptQuote({ token, values }))}
              onRevise={async (note) => show(await reviseQuote({ token, note }))}
              reportFailure={reportFailure}
            />
          ) : null}
        </Aside>
      </Layout>
    </>
  );
}

/** A page that says why there is no quotation (410 erased, 404 unknown). */
function NoQuotation({ title, text }: { title: string; text: string }) {
  return (
    <Gone>
      <PageTitle>{title}</PageTitle>
      <p>{text}</p>
    </Gone>
  );
}

/** /penawaran/lihat/<token>: the buyer's quotation. */
export function QuoteView() {
  const token = useParams().token ?? '';
  const isHydrated = useIsHydrated();
  const view = useQuoteView(isHydrated && token !== '' ? token : null, {
    shouldRetryOnError: false,
  });
  const quote = view.data?.data;
  const status = isApiError(view.error) ? view.error.status : null;
  return (
    <PageMain>
      {quote ? (
        <Quotation token={token} quote={quote} />
      ) : status === 410 ? (
        <NoQuotation title={TEXT.erasedTitle} text={TEXT.erasedText} />
      ) : status === 404 || (isHydrated && token === '') ? (
        <NoQuotation title={TEXT.notFoundTitle} text={TEXT.notFoundText} />
      ) : view.error ? (
        <LoadError onRetry={() => void view.mutate()} />
      ) : (
        <div aria-busy="true" aria-label={TEXT.loading}>
          <Skeleton lines={10} />
        </div>
      )}
    </PageMain>
  );
}
