// Rupiah amounts for display (SPEC 9, DECISIONS "Rupiah") and for the admin MoneyInput (SPEC 5).

// id-ID numbers without Intl: a browser's first Intl.NumberFormat loads its locale data, 35-70 ms
// of one task on this machine and four times that on Lighthouse's phone, while every public page
// formats a price as it hydrates (docs/decisions.md, issue 10). The rules are id-ID's: '.' groups
// every three digits, ',' before the decimals; a test compares them with Intl over many amounts.

/** Digits of a non-negative integer part ('1234567') grouped the id-ID way ('1.234.567'). */
function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) text += `.${digits.slice(at, at + 3)}`;
  return text;
}

/**
 * `amount` with at most `fractionDigits` decimals, no trailing zero decimals, and no sign when it
 * rounds to zero. Like Intl, it rounds the shortest decimal that reads back as the same double
 * (2.013585 → '2,01359'; toFixed would round the binary value 2.0135849999… down), half away
 * from zero.
 */
function formatIdNumber(amount: number, fractionDigits: number): string {
  // A whole amount (most prices, every count) is its own digits: a type page formats ~50 of them,
  // and the walk below cost ~1 % of its render (issue 34, session 33).
  if (Number.isSafeInteger(amount)) {
    const text = groupThousands(String(Math.abs(amount)));
    return amount < 0 ? `-${text}` : text;
  }
  // '2.013585e+0': the shortest digits and the power of ten of the first one.
  const [mantissa = '0', power = '0'] = Math.abs(amount).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const exponent = Number(power);
  let whole = exponent >= 0 ? digits.slice(0, exponent + 1).padEnd(exponent + 1, '0') : '0';
  let fraction = exponent >= 0 ? digits.slice(exponent + 1) : '0'.repeat(-exponent - 1) + digits;
  if (fraction.length > fractionDigits) {
    const roundUp = fraction.charCodeAt(fractionDigits) >= 53; // '5'
    fraction = fraction.slice(0, fractionDigits);
    if (roundUp) {
      const carried = (BigInt(whole + fraction) + 1n).toString().padStart(fractionDigits + 1, '0');
      whole = carried.slice(0, carried.length - fractionDigits);
      fraction = carried.slice(carried.length - fractionDigits);
    }
  }
  const decimals = fraction.replace(/0+$/, '');
  const text = groupThousands(whole) + (decimals ? `,${decimals}` : '');
  return amount < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

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
  return formatIdNumber(amount ?? 0, 5);
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
  return formatIdNumber(Math.abs(Math.trunc(n)), 0);
}

/** A whole count the id-ID way ('1.234'), as facet chips show it. */
export function formatCount(count: number): string {
  return formatIdNumber(Math.trunc(count), 0);
}

/** A measurement the id-ID way, up to `fractionDigits` decimals ('0,5', '1.000', '6,895'). */
export function formatDecimal(value: number, fractionDigits = 3): string {
  return formatIdNumber(value, fractionDigits);
}
