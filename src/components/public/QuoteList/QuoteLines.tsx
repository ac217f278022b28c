import { useId, useState } from 'react';
import { RUPIAH_PREFIX, priceText } from '../../../lib/catalogue/price.ts';
import { responsiveImage } from '../../../lib/catalogue/responsiveImage.ts';
import { formatRupiah } from '../../../lib/catalogue/rupiah.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden.tsx';
import { productHref } from '../CatalogLinks/catalogLinks.ts';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import { EmptyBoxIcon, EmptyState } from '../EmptyState/EmptyState.tsx';
import {
  QUOTE_NOTE_MAX_LENGTH,
  QUOTE_QUANTITY_MAX,
  clampQuantity,
  lineTotal,
  quoteTotal,
} from './quoteItems.ts';
import type { QuoteLine } from './quoteItems.ts';
import {
  Amount,
  LineCard,
  LineFields,
  LineInfo,
  LineName,
  LinesList,
  Muted,
  Thumb,
  TotalRow,
} from './QuoteLines.styles.ts';
import { QUOTE_TEXT } from './texts.ts';

/** Props of QuoteLines. */
export interface QuoteLinesProps {
  /** The lines of the visitor's list. */
  lines: readonly QuoteLine[];
  /** Changes one line's quantity or note. */
  onChange: (productId: number, change: { quantity?: number; note?: string }) => void;
  /** Removes one line. */
  onRemove: (productId: number) => void;
  /** Builds a product's link (default /detail-product/{id}). */
  getProductHref?: HrefById;
}

const rupiah = (amount: number) => `${RUPIAH_PREFIX}${formatRupiah(amount)}`;

/**
 * 'Jumlah' of one line: the typed text is kept while typing (an emptied field is not at once 1),
 * each valid number is stored within 1 to 100,000, and leaving the field shows what was stored.
 */
function QuantityField({ line, onChange }: { line: QuoteLine; onChange: (n: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextInput
      label={QUOTE_TEXT.quantity}
      inputMode="numeric"
      autoComplete="off"
      maxLength={String(QUOTE_QUANTITY_MAX).length}
      value={draft ?? String(line.quantity)}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        setDraft(digits);
        if (digits !== '') onChange(clampQuantity(digits));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

function LineItem({
  line,
  onChange,
  onRemove,
  getProductHref,
}: { line: QuoteLine } & Pick<QuoteLinesProps, 'onChange' | 'onRemove'> & {
    getProductHref: HrefById;
  }) {
  const nameId = `quote-line${useId().replace(/:/g, '')}`;
  const { product } = line;
  const subtotal = lineTotal(line);
  return (
    <li>
      <LineCard role="group" aria-labelledby={nameId}>
        <Thumb>
          {product.cover ? (
            <img {...responsiveImage(product.cover, '64px')} alt="" loading="lazy" />
          ) : (
            <EmptyBoxIcon />
          )}
        </Thumb>
        <LineInfo>
          <LineName id={nameId} to={getProductHref(product.id)}>
            {product.name}
          </LineName>
          <Muted>
            {QUOTE_TEXT.unitPrice}: {priceText(product.harga, product.hargaAkhir)}
          </Muted>
          <span>
            {QUOTE_TEXT.subtotal}:{' '}
            {subtotal === null ? (
              <Muted>{QUOTE_TEXT.askPrice}</Muted>
            ) : (
              <Amount>{rupiah(subtotal)}</Amount>
            )}
          </span>
        </LineInfo>
        <LineFields>
          <QuantityField line={line} onChange={(quantity) => onChange(product.id, { quantity })} />
          <TextInput
            label={QUOTE_TEXT.note}
            maxLength={QUOTE_NOTE_MAX_LENGTH}
            value={line.note}
            onChange={(event) => onChange(product.id, { note: event.target.value })}
          />
          <Button variant="secondary" onClick={() => onRemove(product.id)}>
            {QUOTE_TEXT.remove}
            <VisuallyHidden> {product.name}</VisuallyHidden>
          </Button>
        </LineFields>
      </LineCard>
    </li>
  );
}

/**
 * The lines of 'Daftar Penawaran' (issue 25): each product with its price, 'Jumlah' (1 to
 * 100,000), a note and 'Hapus'; the total only when every line has a price; the empty state.
 */
export function QuoteLines({
  lines,
  onChange,
  onRemove,
  getProductHref = productHref,
}: QuoteLinesProps) {
  if (lines.length === 0) {
    return <EmptyState text={QUOTE_TEXT.empty} icon={<EmptyBoxIcon />} />;
  }
  const total = quoteTotal(lines);
  return (
    <>
      <LinesList aria-label={QUOTE_TEXT.lines}>
        {lines.map((line) => (
          <LineItem
            key={line.product.id}
            line={line}
            onChange={onChange}
            onRemove={onRemove}
            getProductHref={getProductHref}
          />
        ))}
      </LinesList>
      {total === null ? (
        <Muted>{QUOTE_TEXT.noTotal}</Muted>
      ) : (
        <TotalRow>
          <span>{QUOTE_TEXT.total}</span>
          <Amount>{rupiah(total)}</Amount>
        </TotalRow>
      )}
    </>
  );
}
