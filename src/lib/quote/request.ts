// The rules of a quote request (issue 25), shared by the server, the mocks and the form: what the
// contract's schema can not say (phone, e-mail, NPWP, consent, the item bounds with their own
// words), how a request is read (trimmed, NPWP digits), and when two requests are the same.
import type { components } from '../../api/schema.ts';
import type { FieldErrors } from '../forms/fieldRules.ts';
import { npwpDigits, npwpError } from './npwp.ts';
import {
  QUOTE_MAX_ITEMS,
  QUOTE_MAX_QUANTITY,
  QUOTE_MIN_QUANTITY,
  QUOTE_TEXTS,
} from './constants.ts';
import { MESSAGES } from '../forms/messages.ts';

/** The body of `POST quote`, as the contract (openapi.yaml) types it. */
export type QuoteRequestInput = components['schemas']['QuoteInput'];

/** A request as stored: trimmed texts, empty ones as null, the NPWP as digits. */
export interface NormalizedQuoteRequest {
  name: string;
  company: string | null;
  phone: string;
  email: string | null;
  npwp: string | null;
  city: string | null;
  note: string | null;
  items: { productId: number; quantity: number; note: string | null }[];
}

const PHONE_PUNCTUATION = /[\s\-.()]/g;

/** The digits of a phone number as typed ('+62 812-3456-7890' → '6281234567890'), or null when it is not one. */
export function phoneDigits(text: string): string | null {
  const compact = text.trim().replace(PHONE_PUNCTUATION, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  return /^\d{8,15}$/.test(digits) ? digits : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a quantity is a whole number in 1–100,000. */
export const isValidQuantity = (quantity: unknown): boolean =>
  Number.isInteger(quantity) &&
  (quantity as number) >= QUOTE_MIN_QUANTITY &&
  (quantity as number) <= QUOTE_MAX_QUANTITY;

const blank = (value: string | undefined): boolean => (value ?? '').trim() === '';

/**
 * Field messages of a quote request beyond its schema: name and phone given, the phone a number,
 * the e-mail and NPWP (when given) valid, consent true, 1 to 50 items of 1–100,000 each. Item
 * failures are keyed `items` (the field the form shows them under).
 */
export function quoteRequestErrors(input: Partial<QuoteRequestInput>): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(input.name)) errors.name = QUOTE_TEXTS.nameRequired;
  if (blank(input.phone)) errors.phone = QUOTE_TEXTS.phoneRequired;
  else if (phoneDigits(input.phone ?? '') === null) errors.phone = QUOTE_TEXTS.invalidPhone;
  if (!blank(input.email) && !EMAIL.test((input.email ?? '').trim()))
    errors.email = MESSAGES.invalidEmail;
  const npwp = blank(input.npwp) ? null : npwpError(input.npwp ?? '');
  if (npwp !== null) errors.npwp = npwp;
  if (input.consent !== true) errors.consent = QUOTE_TEXTS.consentRequired;
  const items = input.items ?? [];
  if (items.length === 0) errors.items = QUOTE_TEXTS.empty;
  else if (items.length > QUOTE_MAX_ITEMS) errors.items = QUOTE_TEXTS.tooManyItems;
  else if (items.some((item) => !isValidQuantity(item.quantity)))
    errors.items = QUOTE_TEXTS.quantityRange;
  return errors;
}

const textOrNull = (value: string | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** A valid request as it is stored. */
export function normalizeQuoteRequest(input: QuoteRequestInput): NormalizedQuoteRequest {
  const npwp = textOrNull(input.npwp);
  return {
    name: input.name.trim(),
    company: textOrNull(input.company),
    phone: input.phone.trim(),
    email: textOrNull(input.email),
    npwp: npwp === null ? null : npwpDigits(npwp),
    city: textOrNull(input.city),
    note: textOrNull(input.note),
    items: input.items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      note: textOrNull(item.note),
    })),
  };
}

/**
 * What makes two requests the same (a double click, a retry): everything the buyer sent, read as
 * it is stored, with the phone as digits and the e-mail in lower case. Equal texts, same request.
 */
export function quoteFingerprintText(request: NormalizedQuoteRequest): string {
  return JSON.stringify([
    request.name,
    request.company,
    phoneDigits(request.phone) ?? request.phone,
    request.email?.toLowerCase() ?? null,
    request.npwp,
    request.city,
    request.note,
    request.items.map((item) => [item.productId, item.quantity, item.note]),
  ]);
}

/** A request sent again within this many milliseconds answers the first one's reference. */
export const QUOTE_DUPLICATE_WINDOW_MS = 60_000;

/** 'PNW-<YYYYMM>-<5 digits>': the month in Asia/Jakarta and that month's running number. */
export function quoteReference(createdAt: Date, monthNumber: number): string {
  // Asia/Jakarta is UTC+7 all year (no daylight saving).
  const jakarta = new Date(createdAt.getTime() + 7 * 60 * 60 * 1000);
  const month = `${jakarta.getUTCFullYear()}${String(jakarta.getUTCMonth() + 1).padStart(2, '0')}`;
  return `PNW-${month}-${String(monthNumber).padStart(5, '0')}`;
}

/** The 'YYYYMM' month a reference counts in (Asia/Jakarta). */
export const quoteReferenceMonth = (createdAt: Date): string =>
  quoteReference(createdAt, 0).slice(4, 10);
