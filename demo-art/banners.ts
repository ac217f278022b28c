// Banners with an Indonesian headline, a line of text and a call to action, beside a drawing of
// a product in a ring: on a 1440 × 480 canvas, scaled to the asked size.
import { productDrawing, PRODUCT_DEFS, type ProductKind } from './products.ts';
import { ACCENT, BRAND, BRAND_STRONG, INK, escapeXml, hashOf, place, svgDocument } from './svg.ts';

export interface BannerText {
  /** The big line (wrapped at about 24 characters, two lines at most). */
  headline: string;
  /** One line under it. */
  subline: string;
  /** The button's text. */
  cta: string;
}

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 2);
}

/** A banner 1440 × 480 (scaled to `width` × `height`) showing a product kind and the text. */
export function bannerPicture(
  kind: ProductKind,
  text: BannerText,
  width = 1440,
  height = 480,
): string {
  const tone = hashOf(text.headline) % 2 === 0 ? BRAND : BRAND_STRONG;
  const lines = wrap(text.headline, 24);
  const headline = lines
    .map(
      (line, i) =>
        `<text x="96" y="${150 + i * 76}" font-size="64" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const below = 150 + (lines.length - 1) * 76;
  const ctaWidth = 60 + text.cta.length * 17;
  const body =
    PRODUCT_DEFS +
    `<path d="M880 0 H1440 V480 H760 Z" fill="#ffffff" opacity="0.08"/>` +
    `<path d="M1010 0 H1440 V480 H890 Z" fill="#ffffff" opacity="0.08"/>` +
    `<rect x="96" y="${below - 118}" width="72" height="8" rx="4" fill="${ACCENT}"/>` +
    headline +
    `<text x="96" y="${below + 56}" font-size="28" fill="#dbe7f3">${escapeXml(text.subline)}</text>` +
    `<rect x="96" y="${below + 96}" width="${ctaWidth}" height="64" rx="32" fill="${ACCENT}"/>` +
    `<text x="${96 + ctaWidth / 2}" y="${below + 138}" font-size="28" font-weight="bold" text-anchor="middle" fill="${INK}">${escapeXml(text.cta)}</text>` +
    `<circle cx="1140" cy="240" r="190" fill="#ffffff"/>` +
    place(1000, 100, 0.7, productDrawing(kind, tone === BRAND ? BRAND_STRONG : BRAND));
  return svgDocument(width, height, 1440, 480, tone, body);
}
