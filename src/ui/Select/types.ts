/** SPEC 3's "Dropdown option": what every Select and MultiSelect lists. */
export interface SelectOption {
  /** The record's id, sent to the server. */
  id: string | number;
  /** What the user reads. */
  text: string;
}

/** The exact dropdown texts of SPEC 8. */
export const SELECT_TEXTS = {
  placeholder: 'Pilih Data',
  loading: 'Harap Tunggu...',
  empty: 'Tidak Ada Data',
} as const;

/** SPEC 9: a dropdown's server search waits 800 ms after the last keystroke… */
export const SELECT_SEARCH_DEBOUNCE_MS = 800;
/** …and asks the server for at most 15 options; callers pass this as `limit`. */
export const SELECT_SEARCH_LIMIT = 15;
