// 'Hapus Data Pribadi' (UU PDP 27/2022): what of a quote request is personal data, and how a text
// that quoted it (an audit entry, a staff note) is cleaned. Shared by the server and the mocks.

/** The buyer's fields that an erase empties; items, statuses, city and dates stay for figures. */
export const QUOTE_PERSONAL_FIELDS = ['name', 'company', 'phone', 'email', 'npwp', 'note'] as const;

/** What replaces an erased value inside a longer text. */
export const ERASED_MARK = '[dihapus]';

// Shorter values (a one-letter name) would cut ordinary letters out of every text.
const MIN_SCRUBBED_LENGTH = 3;

/** The values an erase looks for in other texts: the personal fields that were given. */
export function erasedValues(
  request: Partial<Record<(typeof QUOTE_PERSONAL_FIELDS)[number], string | null>>,
): string[] {
  return QUOTE_PERSONAL_FIELDS.map((field) => request[field] ?? '')
    .filter((value) => value.length >= MIN_SCRUBBED_LENGTH)
    .sort((a, b) => b.length - a.length);
}

/** A JSON value with every erased value in its strings replaced by ERASED_MARK. */
export function scrubbed(value: unknown, erased: readonly string[]): unknown {
  if (typeof value === 'string')
    return erased.reduce((text, secret) => text.split(secret).join(ERASED_MARK), value);
  if (Array.isArray(value)) return value.map((entry) => scrubbed(entry, erased));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, scrubbed(entry, erased)]),
    );
  return value;
}
