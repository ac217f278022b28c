// Demo pictures drawn at seed time with sharp (no binary assets in the repository): a tinted
// background with simple shapes, distinct per label so the catalogue does not look cloned.
import sharp from 'sharp';

function hue(label: string): number {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function hslToRgb(h: number, s: number, l: number) {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return { r: f(0), g: f(8), b: f(4) };
}

export async function demoImage(label: string, width = 800, height = 600): Promise<Buffer> {
  const h = hue(label);
  const background = hslToRgb(h, 0.45, 0.82);
  const accent = hslToRgb((h + 40) % 360, 0.55, 0.45);
  const shape = await sharp({ create: { width: Math.round(width / 2), height: Math.round(height / 3), channels: 3, background: accent } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: shape, left: Math.round(width / 4), top: Math.round(height / 3) }])
    .png()
    .toBuffer();
}
