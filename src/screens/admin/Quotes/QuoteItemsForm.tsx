// The quotation part of a request (issues 25, 35): the items with their current prices, the unit
// prices, discounts and delivery times staff quote, the totals the server computed (src/lib/quote:
// DPP Nilai Lain 11/12, PPN 12 %, terbilang), 'Berlaku sampai', the terms, the signatory and the
// staff note; one 'Simpan' sends what changed (POST admin/quote/update/{id}). Below 768 px each
// line is a card, so the table never scrolls sideways on a phone.
import { useEffect } from 'react';
import type { components } from '@/api/schema.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { RUPIAH_PREFIX, priceText } from '@/lib/catalogue/price.ts';
import { formatRupiah } from '@/lib/catalogue/rupiah.ts';
import * as limits from '@/lib/forms/fieldLimits.ts';
import { needsStaffPrice } from '@/lib/quote/pricing.ts';
import {
  QUOTE_DISCOUNT_INPUT_LENGTH,
  QUOTE_LEAD_TIMES,
  QUOTE_MAX_LEAD_WEEKS,
} from '@/lib/quote/constants.ts';
import { QUOTATION_TEXTS } from '@/lib/quote/quotationTexts.ts';
import type { QuoteLeadTime } from '@/lib/quote/constants.ts';
import { QUOTATION_LABELS } from '@/lib/quote/quotation.ts';
import { Badge } from '@/ui/Badge/Badge.tsx';
import { Button } from '@/ui/Button/Button.tsx';
import { MoneyInput } from '@/ui/MoneyInput/MoneyInput.tsx';
import { Select } from '@/ui/Select/Select.tsx';
import type { SelectOption } from '@/ui/Select/types.ts';
import { Cell } from '@/ui/StackedTable/StackedTable.styles.ts';
import { TextArea } from '@/ui/TextArea/TextArea.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { reportSaveFailure } from '../shared/reportError.ts';
import {
  FormActions,
  ItemNote,
  ItemsTable,
  LeadTimeCell,
  SectionTitle,
  TermsGrid,
  TotalsList,
} from './Quotes.styles.ts';
import { QUOTE_DETAIL_TEXT } from './quoteTexts.ts';
import { quotationChange, quotationErrors, quotationValues } from './quotationValues.ts';
import type { QuotationValues } from './quotationValues.ts';

type Quote = components['schemas']['Quote'];
type QuoteUpdateInput = components['schemas']['QuoteUpdateInput'];

const TEXT = QUOTE_DETAIL_TEXT;

const rupiah = (amount: number | null) =>
  amount === null ? '-' : `${RUPIAH_PREFIX}${formatRupiah(amount)}`;

const LEAD_TIMES: SelectOption[] = QUOTE_LEAD_TIMES.map((text) => ({
  id: text,
  text,
}));

/** Props of QuoteItemsForm. */
export interface QuoteItemsFormProps {
  /** The request. */
  quote: Quote;
  /** Sends the change; resolves with the updated request. */
  onSave: (change: QuoteUpdateInput) => Promise<unknown>;
  /** Told whether the form holds changes not saved yet ('Kirim Penawaran' waits for them). */
  onDirtyChange?: (isDirty: boolean) => void;
}

/** Items, unit prices, discounts, delivery times, totals, terms and the staff note of one request. */
export function QuoteItemsForm({ quote, onSave, onDirtyChange }: QuoteItemsFormProps) {
  const {
    field: bind,
    values,
    setField,
    isBusy,
    isDirty,
    attachForm,
    handleSubmit,
  } = useCheckAndSaveForm<QuotationValues>({
    initial: quotationValues(quote),
    validate: (current) => quotationErrors(quote, current),
    save: (current) => onSave(quotationChange(quote, current)),
    reportFailure: reportSaveFailure,
    successText: 'Data berhasil diperbarui',
    onSaved: () => undefined,
  });
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const { totals } = quote;
  return (
    <form ref={attachForm} noValidate onSubmit={handleSubmit} aria-label={TEXT.items}>
      <SectionTitle>{TEXT.items}</SectionTitle>
      <ItemsTable>
        <thead>
          <tr>
            <th scope="col">{TEXT.product}</th>
            <th scope="col" className="amount quantity">
              {TEXT.quantity}
            </th>
            <th scope="col" className="amount">
              {TEXT.currentPrice}
            </th>
            <th scope="col" className="price">
              {TEXT.unitPrice}
            </th>
            <th scope="col" className="discount">
              {QUOTATION_LABELS.discountPercent}
            </th>
            <th scope="col" className="lead">
              {QUOTATION_LABELS.leadTime}
            </th>
            <th scope="col" className="amount">
              {TEXT.subtotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.items.map((item) => {
            const id = String(item.id);
            const leadTime = values.leadTimes[id] ?? '';
            return (
              <tr key={item.id}>
                <td data-label="">
                  <span>
                    {item.name}
                    {item.productId === null ? ` ${TEXT.deletedProduct}` : null}
                    {item.note ? (
                      <ItemNote>
                        {TEXT.itemNote}: {item.note}
                      </ItemNote>
                    ) : null}
                  </span>
                </td>
                <td className="amount" data-label={TEXT.quantity}>
                  <Cell>{item.quantity}</Cell>
                </td>
                <td className="amount current" data-label={TEXT.currentPrice}>
                  <Cell>{item.harga === null ? '-' : priceText(item.harga, item.hargaAkhir)}</Cell>
                </td>
                <td className="price control" data-label={TEXT.unitPrice}>
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
                    {...bind(`prices.${id}`)}
                  />
                </td>
                <td className="discount control" data-label={QUOTATION_LABELS.discountPercent}>
                  <TextInput
                    label={TEXT.discountLabel(item.name)}
                    isLabelHidden
                    inputMode="decimal"
                    placeholder="0"
                    maxLength={QUOTE_DISCOUNT_INPUT_LENGTH}
                    {...bind(`discounts.${id}`)}
                  />
                </td>
                <td className="lead control" data-label={QUOTATION_LABELS.leadTime}>
                  <LeadTimeCell>
                    <Select
                      label={TEXT.leadTimeLabel(item.name)}
                      isLabelHidden
                      options={LEAD_TIMES}
                      value={LEAD_TIMES.find((option) => option.id === leadTime) ?? null}
                      onChange={(option) =>
                        setField(`leadTimes.${id}`, (option?.id ?? '') as QuoteLeadTime | '')
                      }
                    />
                    {leadTime === 'Inden' ? (
                      <TextInput
                        label={TEXT.leadWeeksLabel(item.name)}
                        isLabelHidden
                        inputMode="numeric"
                        maxLength={String(QUOTE_MAX_LEAD_WEEKS).length}
                        hint={TEXT.weeks}
                        {...bind(`leadWeeks.${id}`)}
                      />
                    ) : null}
                  </LeadTimeCell>
                </td>
                <td className="amount" data-label={TEXT.subtotal}>
                  <Cell>{rupiah(item.subtotal)}</Cell>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ItemsTable>
      {totals ? (
        <TotalsList aria-label={TEXT.totals}>
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
      <SectionTitle as="h4">{TEXT.terms}</SectionTitle>
      <TermsGrid>
        <TextInput
          label={QUOTATION_TEXTS.validUntil}
          type="date"
          isRequired
          {...bind('validUntil')}
        />
        <TextInput
          label={QUOTATION_LABELS.signatoryName}
          maxLength={limits.QuoteUpdateInput.signatoryName}
          {...bind('signatoryName')}
        />
        <TextInput
          label={QUOTATION_LABELS.signatoryTitle}
          maxLength={limits.QuoteUpdateInput.signatoryTitle}
          {...bind('signatoryTitle')}
        />
        <TextArea
          label={QUOTATION_TEXTS.paymentTerms}
          rows={2}
          maxLength={limits.QuoteUpdateInput.paymentTerms}
          {...bind('paymentTerms')}
        />
        <TextArea
          label={QUOTATION_TEXTS.deliveryTerms}
          rows={2}
          maxLength={limits.QuoteUpdateInput.deliveryTerms}
          {...bind('deliveryTerms')}
        />
        <TextArea
          label={TEXT.staffNote}
          maxLength={limits.QuoteUpdateInput.staffNote}
          rows={2}
          {...bind('staffNote')}
        />
      </TermsGrid>
      <FormActions>
        <Button type="submit" isBusy={isBusy}>
          {TEXT.save}
        </Button>
      </FormActions>
    </form>
  );
}
