import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button.tsx';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { QuoteReference } from './QuoteReference.tsx';
import { WhatsappLink } from './QuoteSent.styles.ts';
import { QUOTE_TEXT } from './texts.ts';

/** Focused as the dialog opens, so that a screen reader reads the reference before 'Salin'. */
const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  &:focus {
    outline: none;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** What POST quote answered. */
export interface QuoteSent {
  /** 'PNW-202611-00042'. */
  reference: string;
  /** The https://wa.me/ link with the request's message. */
  whatsappUrl: string;
}

/** Props of QuoteSentDialog. */
export interface QuoteSentDialogProps {
  /** The answer to show; null keeps the dialog closed. */
  sent: QuoteSent | null;
  /** Called by 'Tutup', Escape and the close button. */
  onClose: () => void;
}

/**
 * 'Permintaan penawaran terkirim' with the reference, 'Salin' and 'Lanjutkan ke WhatsApp'
 * (issues 25 and 32).
 */
export function QuoteSentDialog({ sent, onClose }: QuoteSentDialogProps) {
  const contentRef = useRef<HTMLDivElement | null>(null);
  if (!sent) return null;
  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        {QUOTE_TEXT.close}
      </Button>
      <WhatsappLink href={sent.whatsappUrl} target="_blank" rel="noopener noreferrer">
        {QUOTE_TEXT.continueToWhatsapp}
        <VisuallyHidden> {QUOTE_TEXT.newTab}</VisuallyHidden>
      </WhatsappLink>
    </>
  );
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={QUOTE_TEXT.sent}
      size="small"
      footer={footer}
      initialFocusRef={contentRef}
    >
      <Content ref={contentRef} tabIndex={-1}>
        <QuoteReference reference={sent.reference} />
        <Lead>{QUOTE_TEXT.sentLead}</Lead>
      </Content>
    </Modal>
  );
}
