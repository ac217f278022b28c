// The quotation part of a request: the items with their current prices and the unit prices staff
// quote (editable before 'Unduh PDF'), the totals the server computed, and the staff note; one
// 'Simpan' sends the changed prices and the note (POST admin/quote/update/{id}).
import type { components } from '@/api/schema.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { priceText } from '@/lib/catalogue/price.ts';
import { RUPIAH_PREFIX } from '@/lib/catalogue/price.ts';
import { formatRupiah } from '@/lib/catalogue/rupiah.ts';
import { orDash } from '@/lib/format/orDash.ts';
import { needsStaffPrice } from '@/lib/quote/pricing.ts';
import { Badge } from '@/ui/Badge/Badge.tsx';
import { Button } from '@/ui/Button/Button.tsx';
import { MoneyInput } from '@/ui/MoneyInput/MoneyInput.tsx';
import { TextArea } from '@/ui/TextArea/TextArea.tsx';
import { reportSaveFailure } from '../shared/reportError.ts';
import { FormActions, ItemsTable, SectionTitle, TableScroll, TotalsList } from './Quotes.styles.ts';
import { QUOTE_DETAIL_TEXT } from './quoteTexts.ts';
import type { QuoteUpdateInput } from '@/api/hooks/quotes.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';

type Quote = components['schemas']['Quote'];

const TEXT = QUOTE_DETAIL_TEXT;

/** The form's values: one unit price per item id, and the staff note. */
export interface QuoteItemsValues {
  prices: Record<string, number | null>;
  staffNote: string;
}

const rupiah = (amount: number | null) =>
  amount === null ? '-' : `${RUPIAH_PREFIX}${formatRupiah(amount)}`;

/** The form's values of a request. */
export function quoteItemsValues(quote: Quote): QuoteItemsValues {
  return {
    prices: Object.fromEntries(quote.items.map((item) => [String(item.id), item.unitPrice])),
    staffNote: quote.staffNote ?? '',
  };
}

/** What changed, as the update call takes it (only changed prices). */
export function quoteItemsChange(quote: Quote, values: QuoteItemsValues): QuoteUpdateInput {
  const items = quote.items
    .filter((item) => (values.prices[String(item.id)] ?? null) !== item.unitPrice)
    .map((item) => ({ id: item.id, unitPrice: values.prices[String(item.id)] ?? null }));
  return { staffNote: values.staffNote, ...(items.length > 0 ? { items } : {}) };
}

/** Props of QuoteItemsForm. */
export interface QuoteItemsFormProps {
  /** The request. */
  quote: Quote;
  /** Sends the change; resolves with the updated request. */
  onSave: (change: QuoteUpdateInput) => Promise<unknown>;
}

/** Items, unit prices, totals and the staff note of one request. */
export function QuoteItemsForm({ quote, onSave }: QuoteItemsFormProps) {
  const {
    field: bind,
    isBusy,
    attachForm,
    handleSubmit,
  } = useCheckAndSaveForm<QuoteItemsValues>({
    initial: quoteItemsValues(quote),
    save: (values) => onSave(quoteItemsChange(quote, values)),
    reportFailure: reportSaveFailure,
    successText: 'Data berhasil diperbarui',
    onSaved: () => undefined,
  });
  const { totals } = quote;
  return (
    <form ref={attachForm} noValidate onSubmit={handleSubmit} aria-label={TEXT.items}>
      <SectionTitle>{TEXT.items}</SectionTitle>
      <TableScroll>
        <ItemsTable>
          <thead>
            <tr>
              <th scope="col">{TEXT.product}</th>
              <th scope="col">{TEXT.quantity}</th>
              <th scope="col">{TEXT.currentPrice}</th>
              <th scope="col">{TEXT.unitPrice}</th>
              <th scope="col">{TEXT.subtotal}</th>
              <th scope="col">{TEXT.itemNote}</th>
            </tr>
          </thead>
          <tbody>
            {quote.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.name}
                  {item.productId === null ? ` ${TEXT.deletedProduct}` : null}
                </td>
                <td className="amount">{item.quantity}</td>
                <td className="amount">
                  {item.harga === null ? '-' : priceText(item.harga, item.hargaAkhir)}
                </td>
                <td className="price">
                  {/* A range has no one price to suggest: a flag, not a grey number that reads as one. */}
                  <MoneyInput
                    label={TEXT.unitPriceLabel(item.name)}
                    isLabelHidden
                    placeholder={
                      item.harga === null || needsStaffPrice(item) ? '' : formatRupiah(item.harga)
                    }
                    hint={
                      needsStaffPrice(item) ? (
                        <Badge size="small" tone="warning">
                          {TEXT.priceUnset}
                        </Badge>
                      ) : undefined
                    }
                    {...bind(`prices.${item.id}`)}
                  />
                </td>
                <td className="amount">{rupiah(item.subtotal)}</td>
                <td>{orDash(item.note)}</td>
              </tr>
            ))}
          </tbody>
        </ItemsTable>
      </TableScroll>
      {totals ? (
        <TotalsList>
          <dt>{TEXT.priceTotal}</dt>
          <dd>{rupiah(totals.subtotal)}</dd>
          <dt>{TEXT.dpp}</dt>
          <dd>{rupiah(totals.dpp)}</dd>
          <dt>{TEXT.ppn}</dt>
          <dd>{rupiah(totals.ppn)}</dd>
          <dt>{TEXT.total}</dt>
          <dd>{rupiah(totals.total)}</dd>
          <dt className="words">{TEXT.inWords}</dt>
          <dd className="words">{totals.totalInWords}</dd>
        </TotalsList>
      ) : (
        <p>{TEXT.noTotals}</p>
      )}
      <TextArea
        label={TEXT.staffNote}
        maxLength={limits.QuoteUpdateInput.staffNote}
        rows={3}
        {...bind('staffNote')}
      />
      <FormActions>
        <Button type="submit" isBusy={isBusy}>
          {TEXT.save}
        </Button>
      </FormActions>
    </form>
  );
}
