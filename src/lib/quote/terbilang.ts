// 'Terbilang': a whole rupiah amount in Indonesian words, as a quotation states its total
// ('satu juta dua ratus lima puluh ribu rupiah'). 'se-' for one hundred and one thousand
// (seratus, seribu), 'satu' before juta, miliar and triliun.

const UNITS = [
  '',
  'satu',
  'dua',
  'tiga',
  'empat',
  'lima',
  'enam',
  'tujuh',
  'delapan',
  'sembilan',
  'sepuluh',
  'sebelas',
] as const;

/** Scales above a thousand, largest first; each names a group of three digits. */
const SCALES: readonly (readonly [bigint, string])[] = [
  [1_000_000_000_000n, 'triliun'],
  [1_000_000_000n, 'miliar'],
  [1_000_000n, 'juta'],
];

/** The largest amount spelled out: 999 triliun and the rest. */
export const TERBILANG_MAX = 999_999_999_999_999;

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** 0 to 999, '' for 0. */
function belowThousand(n: number): string {
  if (n < 12) return UNITS[n] ?? '';
  if (n < 20) return `${UNITS[n - 10]} belas`;
  if (n < 100) return join(`${UNITS[Math.floor(n / 10)]} puluh`, UNITS[n % 10] ?? '');
  const hundreds = Math.floor(n / 100);
  return join(hundreds === 1 ? 'seratus' : `${UNITS[hundreds]} ratus`, belowThousand(n % 100));
}

/** 0 to 999,999, '' for 0. */
function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const head =
    thousands === 0 ? '' : thousands === 1 ? 'seribu' : `${belowThousand(thousands)} ribu`;
  return join(head, belowThousand(n % 1000));
}

/** A whole number 0 to TERBILANG_MAX in words ('nol' for 0); anything else throws RangeError. */
export function terbilang(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > TERBILANG_MAX)
    throw new RangeError(`terbilang expects a whole number 0 to ${TERBILANG_MAX}, got ${amount}`);
  if (amount === 0) return 'nol';
  let rest = BigInt(amount);
  const words: string[] = [];
  for (const [scale, name] of SCALES) {
    const group = rest / scale;
    rest %= scale;
    if (group > 0n) words.push(`${belowThousand(Number(group))} ${name}`);
  }
  words.push(belowMillion(Number(rest)));
  return join(...words);
}

/** A rupiah total in words: 'satu juta dua ratus lima puluh ribu rupiah'. */
export const rupiahInWords = (amount: number): string => `${terbilang(amount)} rupiah`;
