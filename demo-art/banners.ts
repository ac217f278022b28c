// Banners with an Indonesian headline, a line of text and a call to action, beside a drawing of
// a product in a ring: on a 1440 × 480 canvas, scaled to the asked size.
import { productDrawing, PRODUCT_DEFS, type ProductKind } from './products.ts';
import { ACCENT, BRAND, BRAND_STRONG, INK, escapeXml, hashOf, place, svgDocument } from './svg.ts';

export interface BannerText {
  /** The big line (one or two lines, smaller when long: it stays left of the drawing). */
  headline: string;
  /** One line under it. */
  subline: string;
  /** The button's text. */
  cta: string;
}

/** The text keeps left of this x (the ring starts at 950): the headline never runs under it. */
export const BANNER_TEXT_RIGHT = 900;
const TEXT_LEFT = 96;
// Average advance of DejaVu Sans per character, in em (measured on mixed-case Indonesian text,
// with a margin): bold for the headline and the button, regular for the line under it.
const EM_BOLD = 0.64;
const EM_REGULAR = 0.56;

/** The headline on one line up to `perLine` characters, else on two lines as even as its words allow. */
function wrap(text: string, perLine: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (text.length <= perLine || words.length < 2) return [words.join(' ')];
  const splits = words
    .slice(1)
    .map((_, i) => [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')]);
  const longest = (lines: string[]) => Math.max(...lines.map((line) => line.length));
  return splits.reduce((best, lines) => (longest(lines) < longest(best) ? lines : best));
}

/** The largest font size up to `size` at which `text` fits the text column. */
function fitting(text: string, size: number, em: number): number {
  return Math.min(
    size,
    Math.floor((BANNER_TEXT_RIGHT - TEXT_LEFT) / (Math.max(text.length, 1) * em)),
  );
}

/** A banner 1440 × 480 (scaled to `width` × `height`) showing a product kind and the text. */
export function bannerPicture(
  kind: ProductKind,
  text: BannerText,
  width = 1440,
  height = 480,
): string {
  const tone = hashOf(text.headline) % 2 === 0 ? BRAND : BRAND_STRONG;
  const lines = wrap(text.headline, 20);
  const headSize = Math.min(...lines.map((line) => fitting(line, 64, EM_BOLD)));
  const lineHeight = Math.round(headSize * 1.19);
  const subSize = fitting(text.subline, 28, EM_REGULAR);
  const ctaWidth = Math.min(60 + text.cta.length * 17, BANNER_TEXT_RIGHT - TEXT_LEFT);
  const ctaSize = Math.min(
    28,
    Math.floor((ctaWidth - 40) / (Math.max(text.cta.length, 1) * EM_BOLD)),
  );
  // Accent bar, headline, line under it and button, one block centred on the height.
  const blockHeight = 8 + 36 + headSize * 0.78 + (lines.length - 1) * lineHeight + 56 + 36 + 64;
  const top = Math.round((480 - blockHeight) / 2);
  const first = Math.round(top + 44 + headSize * 0.78);
  const last = first + (lines.length - 1) * lineHeight;
  const headline = lines
    .map(
      (line, i) =>
        `<text x="${TEXT_LEFT}" y="${first + i * lineHeight}" font-size="${headSize}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    PRODUCT_DEFS +
    `<path d="M880 0 H1440 V480 H760 Z" fill="#ffffff" opacity="0.08"/>` +
    `<path d="M1010 0 H1440 V480 H890 Z" fill="#ffffff" opacity="0.08"/>` +
    `<rect x="${TEXT_LEFT}" y="${top}" width="72" height="8" rx="4" fill="${ACCENT}"/>` +
    headline +
    `<text x="${TEXT_LEFT}" y="${last + 56}" font-size="${subSize}" fill="#dbe7f3">${escapeXml(text.subline)}</text>` +
    `<rect x="${TEXT_LEFT}" y="${last + 92}" width="${ctaWidth}" height="64" rx="32" fill="${ACCENT}"/>` +
    `<text x="${TEXT_LEFT + ctaWidth / 2}" y="${last + 92 + 32 + Math.round(ctaSize * 0.36)}" font-size="${ctaSize}" font-weight="bold" text-anchor="middle" fill="${INK}">${escapeXml(text.cta)}</text>` +
    `<circle cx="1140" cy="240" r="190" fill="#ffffff"/>` +
    place(1000, 100, 0.7, productDrawing(kind, tone === BRAND ? BRAND_STRONG : BRAND));
  return svgDocument(width, height, 1440, 480, tone, body);
}
