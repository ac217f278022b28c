// The two messages of a number in the address or a form, on their own: the public pages' spec
// query (spec/specQuery.ts) needs only these, and importing MESSAGES would put every message of the
// site into the public entry. MESSAGES re-exports them, so each still lives in one place.

/** A value that is not a number. */
export const INVALID_NUMBER = 'Harus berupa angka.';

/** A specification filter whose lower bound is above its upper bound. */
export const SPEC_MIN_ABOVE_MAX = 'Nilai minimal tidak boleh lebih besar dari nilai maksimal.';
