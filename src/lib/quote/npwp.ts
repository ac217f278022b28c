// NPWP (Nomor Pokok Wajib Pajak), as python-stdnum's id.npwp checks it: 15 digits whose 9th is a
// Luhn check digit over the first 8; since 2024 also 16 digits, either '0' and the 15-digit number
// or a NIK (2 digits province, 4 region, the birth date DDMMYY with 40 added to a woman's day,
// 4 serial). Dots, dashes and spaces are punctuation and are stripped.

/** The digits of an NPWP as typed ('01.312.166.0-091.000' → '013121660091000'). */
export const npwpDigits = (text: string): string => text.replace(/[.\-\s]/g, '');

/** Luhn over a string of digits (the last one is the check digit). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let at = 0; at < digits.length; at += 1) {
    const fromRight = digits.length - 1 - at;
    let digit = Number(digits[at]);
    if (fromRight % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A NIK's province code (11 Aceh to 94 Papua) and birth date fields are plausible. */
function isPlausibleNik(digits: string): boolean {
  const province = Number(digits.slice(0, 2));
  const day = Number(digits.slice(6, 8));
  const month = Number(digits.slice(8, 10));
  const dayOfMonth = day > 40 ? day - 40 : day;
  return (
    province >= 11 &&
    province <= 94 &&
    dayOfMonth >= 1 &&
    dayOfMonth <= 31 &&
    month >= 1 &&
    month <= 12
  );
}

/**
 * The NPWP messages, one per rule (DECISIONS, fourth phase), so a buyer reads which rule failed:
 * a character that is neither a digit nor punctuation, the number of digits, then the check digit
 * or the NIK's fields.
 */
export const NPWP_MESSAGES = {
  characters: 'NPWP hanya boleh berisi angka, titik, tanda hubung dan spasi',
  length: 'NPWP harus 15 atau 16 angka',
  invalid: 'Nomor NPWP tidak valid, periksa kembali',
} as const;

/** Which rule a typed NPWP breaks, checked in that order; null when it is valid. */
export function npwpProblem(text: string): keyof typeof NPWP_MESSAGES | null {
  const digits = npwpDigits(text);
  if (!/^\d*$/.test(digits)) return 'characters';
  if (digits.length !== 15 && digits.length !== 16) return 'length';
  if (digits.length === 15) return passesLuhn(digits.slice(0, 9)) ? null : 'invalid';
  const valid = digits.startsWith('0') ? passesLuhn(digits.slice(1, 10)) : isPlausibleNik(digits);
  return valid ? null : 'invalid';
}

/** The message of the rule a typed NPWP breaks, or null when it is valid. */
export function npwpError(text: string): string | null {
  const problem = npwpProblem(text);
  return problem === null ? null : NPWP_MESSAGES[problem];
}

/** Whether a typed NPWP (punctuation allowed) is a valid 15- or 16-digit number. */
export const isValidNpwp = (text: string): boolean => npwpProblem(text) === null;
