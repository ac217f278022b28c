import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button/Button.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { useEarlyPress } from '../../../ui/hooks/useEarlyPress.ts';
import { useEarlyValue } from '../../../ui/hooks/useEarlyValue.ts';
import { QUOTE_QUANTITY_MAX, clampQuantity } from './quoteItems.ts';
import type { AddOutcome } from './quoteItems.ts';
import { AddForm, AddStatus } from './AddToQuote.styles.ts';
import { QUOTE_TEXT, addedText } from './texts.ts';

/** Props of AddToQuote. */
export interface AddToQuoteProps {
  /** The product's name, added to the button's accessible name so that each card's button is told apart. */
  productName: string;
  /** Adds the quantity to the visitor's quote list and says what it did. */
  onAdd: (quantity: number) => AddOutcome;
  /** compact on a product card (the label is for screen readers only); regular on the product page. */
  size?: 'compact' | 'regular';
}

/**
 * 'Jumlah' and 'Tambah ke Penawaran' (issue 25): adds the typed quantity (brought within 1 to
 * 100,000) to the quote list and confirms it in a polite status line. A quantity typed, and a
 * press, on the server-rendered page before it hydrated count once it has (issue 32).
 */
export function AddToQuote({ productName, onAdd, size = 'regular' }: AddToQuoteProps) {
  const [quantity, setQuantity] = useState('1');
  const [status, setStatus] = useState('');
  const statusId = `quote-status${useId().replace(/:/g, '')}`;
  const isCompact = size === 'compact';
  const fieldRef = useRef<HTMLInputElement | null>(null);
  useEarlyValue(fieldRef, quantity, (typed) => setQuantity(typed.replace(/\D/g, '')));
  const earlyPress = useEarlyPress<HTMLFormElement>();
  // Each confirmation is brought into view, clear of a sticky bar (the page's scroll padding): on a
  // phone the button can sit just above the compare tray, and the line under it was hidden there.
  const statusRef = useRef<HTMLParagraphElement | null>(null);
  const [confirmations, setConfirmations] = useState(0);
  useEffect(() => {
    if (confirmations > 0) statusRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [confirmations]);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = clampQuantity(quantity);
    setQuantity(String(amount));
    setStatus(addedText(onAdd(amount), amount));
    setConfirmations((count) => count + 1);
  };
  return (
    <AddForm {...earlyPress} $isCompact={isCompact} noValidate onSubmit={handleSubmit}>
      <TextInput
        ref={fieldRef}
        label={QUOTE_TEXT.quantity}
        isLabelHidden={isCompact}
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(QUOTE_QUANTITY_MAX).length}
        value={quantity}
        onChange={(event) => {
          setQuantity(event.target.value.replace(/\D/g, ''));
          setStatus('');
        }}
      />
      <Button type="submit" aria-describedby={statusId}>
        {QUOTE_TEXT.add}
        <VisuallyHidden> {productName}</VisuallyHidden>
      </Button>
      <AddStatus ref={statusRef} id={statusId} role="status">
        {status}
      </AddStatus>
    </AddForm>
  );
}
