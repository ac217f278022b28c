// Staff's changes to a quotation (issue 35): a line's price, discount and delivery time, and the
// quotation's terms, merged and checked the same way by the server and the mocks.
import type { components } from '../../api/schema.ts';
import { jakartaDay } from '../insights/insights.ts';
import { type QuoteLeadTime } from './constants.ts';
import { QUOTATION_TEXTS } from './quotationTexts.ts';
import { normalDiscount } from './pricing.ts';

type QuoteUpdateItem = components['schemas']['QuoteUpdateItem'];
export type QuoteUpdateInput = components['schemas']['QuoteUpdateInput'];

/** What staff set on a line. */
export interface QuoteLineFields {
  unitPrice: number | null;
  discountPercent: number;
  leadTime: QuoteLeadTime | null;
  leadTimeWeeks: number | null;
}

/** A line after a change: absent fields keep their value; weeks only stay with 'Inden'. */
export function changedLine(line: QuoteLineFields, change: QuoteUpdateItem): QuoteLineFields {
  const leadTime = change.leadTime === undefined ? line.leadTime : change.leadTime;
  const weeks = change.leadTimeWeeks === undefined ? line.leadTimeWeeks : change.leadTimeWeeks;
  return {
    unitPrice: change.unitPrice === undefined ? line.unitPrice : change.unitPrice,
    discountPercent:
      change.discountPercent === undefined
        ? line.discountPercent
        : normalDiscount(change.discountPercent),
    leadTime,
    leadTimeWeeks: leadTime === 'Inden' ? weeks : null,
  };
}

/** Field messages of the merged lines and terms: an 'Inden' line without weeks, a past validity. */
export function quoteUpdateErrors(
  lines: readonly QuoteLineFields[],
  input: Pick<QuoteUpdateInput, 'validUntil'>,
  now: Date,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (lines.some((line) => line.leadTime === 'Inden' && line.leadTimeWeeks === null))
    errors.items = QUOTATION_TEXTS.leadTimeWeeksRequired;
  if (input.validUntil !== undefined && input.validUntil < jakartaDay(now))
    errors.validUntil = QUOTATION_TEXTS.validUntilPast;
  return errors;
}

/** The terms a change sets: a text trimmed, empty back to the default (null); absent: unchanged. */
export function changedTerms(
  input: QuoteUpdateInput,
): Partial<
  Record<
    'validUntil' | 'paymentTerms' | 'deliveryTerms' | 'signatoryName' | 'signatoryTitle',
    string | null
  >
> {
  const out: Partial<Record<string, string | null>> = {};
  if (input.validUntil !== undefined) out.validUntil = input.validUntil;
  for (const key of ['paymentTerms', 'deliveryTerms', 'signatoryName', 'signatoryTitle'] as const) {
    const value = input[key];
    if (value !== undefined) out[key] = value.trim() || null;
  }
  return out;
}
