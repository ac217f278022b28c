// Small SVG helpers for the demo pictures: escaping, a deterministic hue per label, and the
// document wrapper. Pure strings, so the seed (rasterised by sharp) and the MSW fixtures (as data
// URLs in stories) draw the very same pictures.

export const INK = '#1f2a37';
export const BRAND = '#0b4f8a';
export const BRAND_STRONG = '#083a66';
export const ACCENT = '#f29f05';
export const STEEL = '#aeb8c2';
export const STEEL_DARK = '#6b7785';
export const STEEL_LIGHT = '#e3e8ed';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A stable number for a label, so the same record always gets the same picture. */
export function hashOf(label: string): number {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** A soft background tint for a label (HSL, light). */
export function tintOf(label: string, lightness = 93): string {
  return `hsl(${hashOf(label) % 360} 35% ${lightness}%)`;
}

/** A stronger colour for a label (HSL, mid). */
export function colourOf(label: string): string {
  return `hsl(${hashOf(label) % 360} 55% 38%)`;
}

/**
 * An SVG document `width` × `height` whose content is drawn on a `viewWidth` × `viewHeight`
 * canvas and scaled to fit (centred, no distortion); `background` fills the whole picture, also
 * beyond the canvas when the proportions differ.
 */
export function svgDocument(
  width: number,
  height: number,
  viewWidth: number,
  viewHeight: number,
  background: string,
  body: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${viewWidth} ${viewHeight}" preserveAspectRatio="xMidYMid meet" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">` +
    `<rect x="-5000" y="-5000" width="10000" height="10000" fill="${background}"/>${body}</svg>`
  );
}

/** A shape moved to (x, y) and scaled. */
export function place(x: number, y: number, scale: number, shape: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">${shape}</g>`;
}

/** A metal gradient (top light, bottom dark) with id `id`. */
export function metalGradient(id: string, light = STEEL_LIGHT, dark = STEEL_DARK): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="#ffffff"/><stop offset="1" stop-color="${dark}"/>` +
    `</linearGradient>`
  );
}
