// Texts of the public layout; the top bar's and footer's own texts live in their components.

/** The skip link's text (ours, in Indonesian). */
export const SKIP_LINK_TEXT = 'Langsung ke konten';
