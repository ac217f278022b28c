// Brand wordmarks: a mark (a ring around the initial) and the name, for logos and brand banners.
import { productDrawing, PRODUCT_DEFS, type ProductKind } from './products.ts';
import { ACCENT, INK, colourOf, escapeXml, place, svgDocument } from './svg.ts';

function mark(
  name: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  onDark: boolean,
): string {
  const r = size / 2;
  return (
    `<circle cx="${x + r}" cy="${y + r}" r="${r}" fill="${colour}"/>` +
    `<circle cx="${x + r}" cy="${y + r}" r="${r * 0.72}" fill="none" stroke="${onDark ? INK : '#ffffff'}" stroke-width="${size * 0.06}"/>` +
    `<path d="M${x + r * 1.55} ${y + r * 0.45} L${x + r * 1.95} ${y + r * 0.1}" stroke="${ACCENT}" stroke-width="${size * 0.12}" stroke-linecap="round"/>` +
    `<text x="${x + r}" y="${y + r + size * 0.17}" font-size="${size * 0.48}" font-weight="bold" text-anchor="middle" fill="${onDark ? INK : '#ffffff'}">${escapeXml(name.charAt(0).toUpperCase())}</text>`
  );
}

/** A logo 480 × 240 (scaled to `width` × `height`): the mark and the name on white. */
export function wordmarkPicture(
  name: string,
  width = 480,
  height = 240,
  colour = colourOf(name),
): string {
  const fontSize = Math.min(64, Math.floor(310 / (Math.max(4, name.length) * 0.68)));
  const body =
    mark(name, 28, 72, 96, colour, false) +
    `<text x="140" y="${120 + fontSize * 0.36}" font-size="${fontSize}" font-weight="bold" fill="${colour}">${escapeXml(name)}</text>`;
  return svgDocument(width, height, 480, 240, '#ffffff', body);
}

/** A brand banner 1440 × 480: the wordmark large on the brand's colour, beside a product. */
export function brandBannerPicture(
  name: string,
  kind: ProductKind,
  tagline: string,
  width = 1440,
  height = 480,
): string {
  const colour = colourOf(name);
  const body =
    PRODUCT_DEFS +
    `<path d="M900 0 H1440 V480 H780 Z" fill="#ffffff" opacity="0.1"/>` +
    mark(name, 96, 150, 140, '#ffffff', true) +
    `<text x="270" y="248" font-size="88" font-weight="bold" fill="#ffffff">${escapeXml(name)}</text>` +
    `<text x="274" y="300" font-size="28" fill="#eef2f7">${escapeXml(tagline)}</text>` +
    place(1000, 60, 0.85, productDrawing(kind, INK));
  return svgDocument(width, height, 1440, 480, colour, body);
}
