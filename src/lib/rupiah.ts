// Rupiah amounts for display (SPEC 9, DECISIONS "Rupiah") and for the admin MoneyInput (SPEC 5).

/** Money formatter shared by every call: id-ID groups with '.', decimals with ','. */
const rupiahFormatter = new Intl.NumberFormat('id-ID', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 5,
  // 'negative' so that -0 and tiny negatives that round to zero print '0', not '-0'.
  signDisplay: 'negative',
});

/** Whole-number formatter for the MoneyInput: '.' thousands, never decimals. */
const moneyInputFormatter = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

// 15 digits stay below Number.MAX_SAFE_INTEGER, so every typed digit is kept exactly.
const MAX_MONEY_INPUT_DIGITS = 15;

/** A machine amount from the API (number or numeric string such as '1500.5') as a finite number, else null. */
export function toAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  // Number('') is 0, so an empty string must be caught before converting.
  if (text === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

/** Formats an amount the Indonesian way (1234567.5 → '1.234.567,5'); empty or non-numeric → '0'. */
export function formatRupiah(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  return rupiahFormatter.format(amount ?? 0);
}

/** Reads what a user typed in a MoneyInput ('1.500.000,75' → 1500000); null when no digit was typed. */
export function parseRupiahInput(text: string): number | null {
  // ',' starts the decimals, and precision is 0, so everything after it is dropped.
  const commaAt = text.indexOf(',');
  const integerPart = commaAt === -1 ? text : text.slice(0, commaAt);
  // Dropping every non-digit removes '.' groups, 'Rp', spaces and the '-' sign (no negatives).
  const digits = integerPart.replace(/\D/g, '').slice(0, MAX_MONEY_INPUT_DIGITS);
  if (digits === '') {
    // ',5' still means an amount (zero rupiah); only a text without any digit is empty.
    return /\d/.test(text) ? 0 : null;
  }
  return Number(digits);
}

/** Shows a MoneyInput value with '.' thousands and no decimals; '' for null or a non-finite number. */
export function formatMoneyInput(n: number | null): string {
  if (n === null || !Number.isFinite(n)) return '';
  // Same rules as parsing: decimals are dropped (not rounded) and the sign is ignored.
  return moneyInputFormatter.format(Math.abs(Math.trunc(n)));
}
