import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button.tsx';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { QUOTE_TEXT } from './texts.ts';

const Reference = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.font.size[400]};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The chat link looks like the main button: it opens WhatsApp, so it is a link. */
const WhatsappLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.control.medium};
  padding: 0 ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.success};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size[200]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
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

/** 'Permintaan penawaran terkirim' with the reference and 'Lanjutkan ke WhatsApp' (issue 25). */
export function QuoteSentDialog({ sent, onClose }: QuoteSentDialogProps) {
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
    <Modal isOpen onClose={onClose} title={QUOTE_TEXT.sent} size="small" footer={footer}>
      <Reference>
        {QUOTE_TEXT.reference}: <strong>{sent.reference}</strong>
      </Reference>
      <Lead>{QUOTE_TEXT.sentLead}</Lead>
    </Modal>
  );
}
