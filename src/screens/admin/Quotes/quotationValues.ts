// The inbox's quotation form as values (issue 35): per line the unit price, the discount and the
// delivery time; for the quotation 'Berlaku sampai', the terms, the signatory and the staff note.
// What changed goes to POST admin/quote/update/{id}; the client's checks mirror the contract's.
import type { QuoteUpdateInput } from '@/api/hooks/quotes.ts';
import type { components } from '@/api/schema.ts';
import type { FormErrors } from '@/components/Form/formErrors.ts';
import { QUOTE_MAX_LEAD_WEEKS } from '@/lib/quote/constants.ts';
import { QUOTATION_TEXTS } from '@/lib/quote/quotationTexts.ts';
import type { QuoteLeadTime } from '@/lib/quote/constants.ts';

type Quote = components['schemas']['Quote'];

/** The form's values, per line by item id. */
export interface QuotationValues {
  prices: Record<string, number | null>;
  /** The discount as typed ('10', '12,5'); empty is 0. */
  discounts: Record<string, string>;
  /** 'Ready Stok', 'Inden', or '' when not set. */
  leadTimes: Record<string, QuoteLeadTime | ''>;
  /** The weeks of an 'Inden' line as typed. */
  leadWeeks: Record<string, string>;
  staffNote: string;
  validUntil: string;
  paymentTerms: string;
  deliveryTerms: string;
  signatoryName: string;
  signatoryTitle: string;
}

/** Ours, in the voice of the inbox. */
export const QUOTATION_MESSAGES = {
  discount: 'Diskon harus angka 0 sampai 100',
  weeks: QUOTATION_TEXTS.leadTimeWeeksRequired,
  validUntil: 'Tanggal berlaku tidak valid',
} as const;

const byItem = <T>(quote: Quote, value: (item: Quote['items'][number]) => T) =>
  Object.fromEntries(quote.items.map((item) => [String(item.id), value(item)]));

/** A percent as the form shows it ('12,5'). */
const percentText = (value: number) => (value === 0 ? '' : String(value).replace('.', ','));

/** The number a typed discount means, or null when it is not one. */
export function parseDiscount(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

/** The weeks a typed 'Inden' line means, or null when it is not 1 to 52. */
export function parseWeeks(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= QUOTE_MAX_LEAD_WEEKS ? value : null;
}

/** The form's values of a request. */
export function quotationValues(quote: Quote): QuotationValues {
  return {
    prices: byItem(quote, (item) => item.unitPrice),
    discounts: byItem(quote, (item) => percentText(item.discountPercent)),
    leadTimes: byItem(quote, (item) => item.leadTime ?? ''),
    leadWeeks: byItem(quote, (item) =>
      item.leadTimeWeeks === null ? '' : String(item.leadTimeWeeks),
    ),
    staffNote: quote.staffNote ?? '',
    validUntil: quote.validUntil,
    paymentTerms: quote.paymentTerms,
    deliveryTerms: quote.deliveryTerms,
    signatoryName: quote.signatoryName,
    signatoryTitle: quote.signatoryTitle,
  };
}

/** The client's checks: discounts 0 to 100, an 'Inden' line's weeks, a date. */
export function quotationErrors(quote: Quote, values: QuotationValues): FormErrors {
  const errors: FormErrors = {};
  for (const item of quote.items) {
    const id = String(item.id);
    if (parseDiscount(values.discounts[id] ?? '') === null)
      errors[`discounts.${id}`] = QUOTATION_MESSAGES.discount;
    if (values.leadTimes[id] === 'Inden' && parseWeeks(values.leadWeeks[id] ?? '') === null)
      errors[`leadWeeks.${id}`] = QUOTATION_MESSAGES.weeks;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.validUntil))
    errors.validUntil = QUOTATION_MESSAGES.validUntil;
  return errors;
}

/** What changed, as the update call takes it (only changed lines and fields). */
export function quotationChange(quote: Quote, values: QuotationValues): QuoteUpdateInput {
  const items = quote.items.flatMap((item) => {
    const id = String(item.id);
    const unitPrice = values.prices[id] ?? null;
    const discountPercent = parseDiscount(values.discounts[id] ?? '') ?? item.discountPercent;
    const leadTime = values.leadTimes[id] || null;
    const leadTimeWeeks = leadTime === 'Inden' ? parseWeeks(values.leadWeeks[id] ?? '') : null;
    const change = {
      ...(unitPrice !== item.unitPrice ? { unitPrice } : {}),
      ...(discountPercent !== item.discountPercent ? { discountPercent } : {}),
      ...(leadTime !== item.leadTime || leadTimeWeeks !== item.leadTimeWeeks
        ? { leadTime, leadTimeWeeks }
        : {}),
    };
    return Object.keys(change).length > 0 ? [{ id: item.id, ...change }] : [];
  });
  const fields = [
    'validUntil',
    'paymentTerms',
    'deliveryTerms',
    'signatoryName',
    'signatoryTitle',
  ] as const;
  const changed = Object.fromEntries(
    fields.filter((name) => values[name] !== quote[name]).map((name) => [name, values[name]]),
  );
  return { staffNote: values.staffNote, ...changed, ...(items.length > 0 ? { items } : {}) };
}
