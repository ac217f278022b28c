import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatMoneyInput,
  formatRupiah,
  parseRupiahInput,
  toAmount,
} from './rupiah.ts';

describe('toAmount', () => {
  it('keeps finite numbers', () => {
    expect(toAmount(1500)).toBe(1500);
    expect(toAmount(-2.5)).toBe(-2.5);
    expect(toAmount(0)).toBe(0);
  });

  it('reads machine numeric strings from the API, trimming spaces', () => {
    expect(toAmount('150000')).toBe(150000);
    expect(toAmount(' 1500.50 ')).toBe(1500.5);
    expect(toAmount('-7')).toBe(-7);
  });

  it('returns null for empty, blank, non-numeric and non-finite values', () => {
    expect(toAmount(null)).toBeNull();
    expect(toAmount(undefined)).toBeNull();
    expect(toAmount('')).toBeNull();
    expect(toAmount('   ')).toBeNull();
    expect(toAmount('abc')).toBeNull();
    expect(toAmount('12abc')).toBeNull();
    expect(toAmount(Number.NaN)).toBeNull();
    expect(toAmount(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toAmount('Infinity')).toBeNull();
  });

  it('does not read Indonesian-formatted text: API values are machine numbers', () => {
    expect(toAmount('1.500.000')).toBeNull();
    expect(toAmount('1,5')).toBeNull();
  });
});

describe('formatRupiah', () => {
  it('groups thousands with "." as id-ID does', () => {
    expect(formatRupiah(1500)).toBe('1.500');
    expect(formatRupiah(1234567)).toBe('1.234.567');
    expect(formatRupiah(999)).toBe('999');
  });

  it('writes decimals with "," and keeps up to 5 fraction digits', () => {
    expect(formatRupiah(1234567.891)).toBe('1.234.567,891');
    expect(formatRupiah(0.5)).toBe('0,5');
    expect(formatRupiah(1.12345)).toBe('1,12345');
    expect(formatRupiah(1.123456)).toBe('1,12346');
  });

  it('shows no trailing zero decimals (minimumFractionDigits 0)', () => {
    expect(formatRupiah(1500.0)).toBe('1.500');
    expect(formatRupiah('1500.00')).toBe('1.500');
  });

  it('formats numeric strings coming from the API', () => {
    expect(formatRupiah('2500000')).toBe('2.500.000');
    expect(formatRupiah('2500000.25')).toBe('2.500.000,25');
  });

  it('shows "0" for empty or unreadable amounts (SPEC 9)', () => {
    expect(formatRupiah(null)).toBe('0');
    expect(formatRupiah(undefined)).toBe('0');
    expect(formatRupiah('')).toBe('0');
    expect(formatRupiah('  ')).toBe('0');
    expect(formatRupiah('harga')).toBe('0');
    expect(formatRupiah(Number.NaN)).toBe('0');
    expect(formatRupiah(Number.NEGATIVE_INFINITY)).toBe('0');
  });

  it('keeps the sign of a negative amount but never prints "-0"', () => {
    expect(formatRupiah(-1500)).toBe('-1.500');
    expect(formatRupiah(-0)).toBe('0');
    // Rounds to zero at 5 fraction digits.
    expect(formatRupiah(-0.000001)).toBe('0');
    expect(formatRupiah(0.000001)).toBe('0');
  });

  it('formats huge numbers without exponent notation', () => {
    expect(formatRupiah(1e21)).toBe('1.000.000.000.000.000.000.000');
    expect(formatRupiah(Number.MAX_SAFE_INTEGER)).toBe('9.007.199.254.740.991');
  });
});

describe('parseRupiahInput', () => {
  it('reads "." as a thousands separator', () => {
    expect(parseRupiahInput('1.500')).toBe(1500);
    expect(parseRupiahInput('1.500.000')).toBe(1500000);
    expect(parseRupiahInput('1500000')).toBe(1500000);
  });

  it('drops everything after the "," decimal separator (precision 0, no rounding)', () => {
    expect(parseRupiahInput('1.500,75')).toBe(1500);
    expect(parseRupiahInput('1,99')).toBe(1);
    expect(parseRupiahInput('1.000,5,6')).toBe(1000);
  });

  it('reads a machine-style "1500.50" as 150050 because "." is always a thousands separator', () => {
    expect(parseRupiahInput('1500.50')).toBe(150050);
  });

  it('strips the minus sign: no negatives', () => {
    expect(parseRupiahInput('-1.500')).toBe(1500);
    expect(parseRupiahInput('--5')).toBe(5);
  });

  it('ignores any other non-digit character, such as a pasted "Rp" prefix or spaces', () => {
    expect(parseRupiahInput('Rp. 2.000.000')).toBe(2000000);
    expect(parseRupiahInput(' 12 345 ')).toBe(12345);
    expect(parseRupiahInput('1a2b3')).toBe(123);
  });

  it('drops leading zeros', () => {
    expect(parseRupiahInput('007')).toBe(7);
    expect(parseRupiahInput('0')).toBe(0);
    expect(parseRupiahInput('0.000')).toBe(0);
  });

  it('returns null when no digit was typed', () => {
    expect(parseRupiahInput('')).toBeNull();
    expect(parseRupiahInput('   ')).toBeNull();
    expect(parseRupiahInput('-')).toBeNull();
    expect(parseRupiahInput('.')).toBeNull();
    expect(parseRupiahInput(',')).toBeNull();
    expect(parseRupiahInput('Rp.')).toBeNull();
  });

  it('returns 0 when only decimals were typed (",5" is less than one rupiah)', () => {
    expect(parseRupiahInput(',5')).toBe(0);
  });

  it('does not treat non-ASCII digits as digits', () => {
    expect(parseRupiahInput('١٢٣')).toBeNull();
  });

  it('keeps at most 15 digits so the number stays exact', () => {
    expect(parseRupiahInput('999.999.999.999.999')).toBe(999999999999999);
    expect(parseRupiahInput('12345678901234567890')).toBe(123456789012345);
    expect(Number.isSafeInteger(parseRupiahInput('9'.repeat(40)))).toBe(true);
  });
});

describe('formatMoneyInput', () => {
  it('groups thousands with "." and shows no decimals', () => {
    expect(formatMoneyInput(1500)).toBe('1.500');
    expect(formatMoneyInput(1500000)).toBe('1.500.000');
    expect(formatMoneyInput(999)).toBe('999');
    expect(formatMoneyInput(0)).toBe('0');
  });

  it('drops decimals instead of rounding them up', () => {
    expect(formatMoneyInput(1500.99)).toBe('1.500');
  });

  it('shows no minus sign', () => {
    expect(formatMoneyInput(-2500)).toBe('2.500');
    expect(formatMoneyInput(-0)).toBe('0');
  });

  it('shows an empty input for null and non-finite values', () => {
    expect(formatMoneyInput(null)).toBe('');
    expect(formatMoneyInput(Number.NaN)).toBe('');
    expect(formatMoneyInput(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('round-trips with parseRupiahInput', () => {
    for (const typed of ['1.500', '1.500.000', '0', '999.999.999.999.999']) {
      expect(formatMoneyInput(parseRupiahInput(typed))).toBe(typed);
    }
    expect(formatMoneyInput(parseRupiahInput('1500000,9'))).toBe('1.500.000');
    expect(formatMoneyInput(parseRupiahInput(''))).toBe('');
  });
});

describe('the id-ID rules without Intl', () => {
  // The formatters avoid Intl for the browser's sake (its first NumberFormat loads locale data);
  // Intl stays the reference for what id-ID looks like.
  const rupiahIntl = new Intl.NumberFormat('id-ID', {
    minimumFractionDigits: 0,
    maximumFractionDigits: 5,
    signDisplay: 'negative',
  });
  const wholeIntl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
  // A fixed pseudo-random walk over magnitudes, signs and fraction lengths, plus the edges.
  let seed = 20261124;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const amounts = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.000005,
    0.0000049,
    0.000015,
    1.005,
    999.999995,
    999999.999999,
    1e15,
    1e20,
    1e21,
    1.5e22,
    -1e21,
    123456789.12345679,
    -1,
    -999,
    -1000,
    1000,
    999_999,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    2 ** 53,
    -(2 ** 53),
    2 ** 53 + 2,
  ];
  for (let i = 0; i < 4000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 18 - 6);
    const amount = (random() - 0.3) * magnitude;
    amounts.push(amount, Number(amount.toFixed(Math.floor(random() * 7))));
  }

  it('formats every amount as Intl id-ID does', () => {
    const differ = amounts.filter((amount) => formatRupiah(amount) !== rupiahIntl.format(amount));
    expect(
      differ.map((amount) => [amount, formatRupiah(amount), rupiahIntl.format(amount)]),
    ).toEqual([]);
  });

  it('formats whole amounts and counts as Intl id-ID does', () => {
    const whole = amounts.map((amount) => Math.abs(Math.trunc(amount)));
    expect(whole.filter((n) => formatMoneyInput(n) !== wholeIntl.format(n))).toEqual([]);
    expect(whole.filter((n) => formatCount(n) !== wholeIntl.format(n))).toEqual([]);
    expect(formatCount(46679)).toBe('46.679');
  });
});
