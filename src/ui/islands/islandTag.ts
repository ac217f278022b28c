/** The element that holds an island's markup on a page (styled `display: contents`). */
export const ISLAND_TAG = 'kp-island';
