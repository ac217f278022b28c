import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../forms/messages.ts';
import { NPWP_MESSAGES } from './npwp.ts';
import { QUOTE_TEXTS } from './constants.ts';
import {
  isValidQuantity,
  normalizeQuoteRequest,
  phoneDigits,
  quoteFingerprintText,
  quoteReference,
  quoteReferenceMonth,
  quoteRequestErrors,
  type QuoteRequestInput,
} from './request.ts';

const valid: QuoteRequestInput = {
  name: 'Budi Santoso',
  phone: '0812-3456-7890',
  consent: true,
  items: [{ productId: 1, quantity: 10 }],
};

describe('quoteRequestErrors', () => {
  it('passes a valid request', () => {
    expect(quoteRequestErrors(valid)).toEqual({});
    expect(
      quoteRequestErrors({ ...valid, email: 'budi@example.com', npwp: '01.312.166.0-091.000' }),
    ).toEqual({});
  });

  it('wants consent given, not just present', () => {
    expect(quoteRequestErrors({ ...valid, consent: false }).consent).toBe(
      QUOTE_TEXTS.consentRequired,
    );
    const { consent: _, ...withoutConsent } = valid;
    expect(quoteRequestErrors(withoutConsent).consent).toBe(QUOTE_TEXTS.consentRequired);
  });

  it('checks the NPWP only when given', () => {
    expect(quoteRequestErrors({ ...valid, npwp: '  ' })).toEqual({});
    expect(quoteRequestErrors({ ...valid, npwp: '12345' }).npwp).toBe(NPWP_MESSAGES.length);
    expect(quoteRequestErrors({ ...valid, npwp: '01.312.166.1-091.000' }).npwp).toBe(
      NPWP_MESSAGES.invalid,
    );
  });

  it('bounds quantities to 1–100,000', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(100_000)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(100_001)).toBe(false);
    expect(isValidQuantity(1.5)).toBe(false);
    expect(quoteRequestErrors({ ...valid, items: [{ productId: 1, quantity: 0 }] }).items).toBe(
      QUOTE_TEXTS.quantityRange,
    );
  });

  it('wants 1 to 50 items', () => {
    expect(quoteRequestErrors({ ...valid, items: [] }).items).toBe(QUOTE_TEXTS.empty);
    const items = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ productId: index + 1, quantity: 1 }));
    expect(quoteRequestErrors({ ...valid, items: items(50) })).toEqual({});
    expect(quoteRequestErrors({ ...valid, items: items(51) }).items).toBe(QUOTE_TEXTS.tooManyItems);
  });

  it('wants a name, a phone number and a readable e-mail', () => {
    const errors = quoteRequestErrors({ ...valid, name: ' ', phone: 'abc', email: 'budi@' });
    expect(errors).toEqual({
      name: QUOTE_TEXTS.nameRequired,
      phone: QUOTE_TEXTS.invalidPhone,
      email: MESSAGES.invalidEmail,
    });
    expect(quoteRequestErrors({ ...valid, phone: '' }).phone).toBe(QUOTE_TEXTS.phoneRequired);
  });
});

describe('phoneDigits', () => {
  it('reads the ways a number is written', () => {
    expect(phoneDigits('+62 812-3456-7890')).toBe('6281234567890');
    expect(phoneDigits('(021) 555.1234')).toBe('0215551234');
    expect(phoneDigits('1234567')).toBeNull();
    expect(phoneDigits('1234567890123456')).toBeNull();
    expect(phoneDigits('0812 34x')).toBeNull();
  });
});

describe('the same request twice', () => {
  it('is the same however its phone, e-mail case and spaces were typed', () => {
    const first = normalizeQuoteRequest({ ...valid, email: 'Budi@Example.com ' });
    const again = normalizeQuoteRequest({
      ...valid,
      name: ' Budi Santoso ',
      phone: '081234567890',
      email: 'budi@example.com',
    });
    expect(quoteFingerprintText(first)).toBe(quoteFingerprintText(again));
  });

  it('differs in a quantity, an item or a note', () => {
    const base = quoteFingerprintText(normalizeQuoteRequest(valid));
    const more = normalizeQuoteRequest({ ...valid, items: [{ productId: 1, quantity: 11 }] });
    const noted = normalizeQuoteRequest({ ...valid, note: 'Kirim ke Surabaya' });
    expect(quoteFingerprintText(more)).not.toBe(base);
    expect(quoteFingerprintText(noted)).not.toBe(base);
  });

  it('is stored with the NPWP as digits and empty texts as null', () => {
    expect(normalizeQuoteRequest({ ...valid, npwp: '01.312.166.0-091.000', city: ' ' })).toEqual(
      expect.objectContaining({ npwp: '013121660091000', city: null, company: null }),
    );
  });
});

describe('quoteReference', () => {
  it('is PNW-<YYYYMM>-<5 digits> in the month of Asia/Jakarta', () => {
    expect(quoteReference(new Date('2026-11-20T03:00:00Z'), 42)).toBe('PNW-202611-00042');
    // 30 November 20:00 UTC is already 1 December in Jakarta.
    expect(quoteReference(new Date('2026-11-30T20:00:00Z'), 1)).toBe('PNW-202612-00001');
    expect(quoteReferenceMonth(new Date('2026-12-31T17:30:00Z'))).toBe('202701');
    expect(quoteReference(new Date('2026-11-20T03:00:00Z'), 123_456)).toBe('PNW-202611-123456');
  });
});
