// Texts of a search or filtered list with no match (DECISIONS, fourth phase: 'Tidak ada produk
// yang cocok', 'Hapus Filter', 'Tanyakan via WhatsApp'; the hint is ours).
import { SPEC_FILTER_TEXT } from '../SpecFilterPanel/texts.ts';

export const NO_MATCH_TEXT = {
  title: 'Tidak ada produk yang cocok',
  hint: 'Coba kata atau filter lain, atau tanyakan langsung kepada tim kami.',
  clear: SPEC_FILTER_TEXT.clear,
  ask: 'Tanyakan via WhatsApp',
} as const;
