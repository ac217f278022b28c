import { useRef, useState } from 'react';
import styled from 'styled-components';
import { handleApiError, isApiError } from '@/api/errors.ts';
import { useSendQuote } from '@/api/hooks/quotes.ts';
import type { FailureReport } from '@/components/Form/useCheckAndSaveForm.ts';
import { QuoteLines } from '@/components/public/QuoteList/QuoteLines.tsx';
import { Notice } from '@/components/public/QuoteList/QuoteLines.styles.ts';
import { QuoteRequestForm } from '@/components/public/QuoteList/QuoteRequestForm.tsx';
import { QuoteSentDialog } from '@/components/public/QuoteList/QuoteSentDialog.tsx';
import type { QuoteSent } from '@/components/public/QuoteList/QuoteSentDialog.tsx';
import { QuoteSentPanel } from '@/components/public/QuoteList/QuoteSentPanel.tsx';
import { QUOTE_TEXT } from '@/components/public/QuoteList/texts.ts';
import { useQuoteList } from '@/components/public/QuoteList/useQuoteList.ts';
import type { QuoteRequestInput } from '@/lib/quote/request.ts';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { useIsHydrated } from '@/ui/hooks/useIsHydrated.ts';
import { PageMain, PageTitle } from '../shared/Page.tsx';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

/** The shared dialog for the failure; the 422's messages go under the fields. */
function reportFailure(error: unknown): FailureReport {
  return {
    errors: isApiError(error) && error.status === 422 ? error.fieldErrors : {},
    tell: () => handleApiError(error),
  };
}

/**
 * /penawaran 'Daftar Penawaran' (issue 25): the visitor's list with quantities and notes, the
 * buyer's details and 'Kirim Permintaan'. On success the list is emptied and the dialog gives the
 * reference and 'Lanjutkan ke WhatsApp', which stay on the page once it is closed (issue 32); on
 * failure nothing typed or listed is lost.
 */
export function QuoteRequest() {
  const isHydrated = useIsHydrated();
  const quoteList = useQuoteList();
  const { trigger } = useSendQuote();
  // The request sent last stays on the page; the dialog tells it once.
  const [sent, setSent] = useState<QuoteSent | null>(null);
  const [isSentDialogOpen, setIsSentDialogOpen] = useState(false);
  const sentPanelRef = useRef<HTMLElement | null>(null);
  // A new form after each request: the next one starts empty.
  const [formKey, setFormKey] = useState(0);
  const send = async (input: QuoteRequestInput) => {
    const answer = await trigger(input);
    setSent(answer.data);
    setIsSentDialogOpen(true);
  };
  const closeSentDialog = () => {
    setIsSentDialogOpen(false);
    // The form that opened the dialog is gone (the list is empty): go on from the panel.
    sentPanelRef.current?.focus();
  };
  const { lines } = quoteList;
  return (
    <PageMain>
      <PageTitle>{QUOTE_TEXT.title}</PageTitle>
      {isHydrated ? (
        <>
          {sent ? <QuoteSentPanel ref={sentPanelRef} sent={sent} /> : null}
          {quoteList.isPersistent ? null : (
            <Notice role="status">{QUOTE_TEXT.notPersistent}</Notice>
          )}
          <Section aria-label={QUOTE_TEXT.lines}>
            <QuoteLines lines={lines} onChange={quoteList.change} onRemove={quoteList.remove} />
          </Section>
          {lines.length > 0 ? (
            <QuoteRequestForm
              key={formKey}
              lines={lines}
              onSubmit={send}
              reportFailure={reportFailure}
              onSent={() => {
                quoteList.clear();
                setFormKey((key) => key + 1);
              }}
            />
          ) : null}
        </>
      ) : (
        <div aria-busy="true">
          <Skeleton lines={4} />
        </div>
      )}
      <QuoteSentDialog sent={isSentDialogOpen ? sent : null} onClose={closeSentDialog} />
    </PageMain>
  );
}
