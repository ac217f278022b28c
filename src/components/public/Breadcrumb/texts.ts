/** The accessible name of the trail (ours: SPEC gives none). */
export const BREADCRUMB_LABEL = 'Navigasi remah roti';
