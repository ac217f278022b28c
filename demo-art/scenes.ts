// Project photos drawn as workshop scenes on an 800 × 600 canvas: a wall with a window, pipes
// and an electrical panel, a workbench with a part on it, a compressor and a worker in a hard
// hat. The label picks the arrangement and colours, so every project looks different.
import { PRODUCT_KINDS, productDrawing, PRODUCT_DEFS } from './products.ts';
import { ACCENT, BRAND, INK, STEEL, STEEL_DARK, hashOf, place, svgDocument } from './svg.ts';

const WALLS = ['#e8e2d6', '#dfe6ec', '#e6e1ea', '#e3eadf'];
const FLOORS = ['#8a8f96', '#9a8f80', '#7f8a84'];

function panel(x: number): string {
  const lights = ['#16a34a', '#dc2626', ACCENT]
    .map((c, i) => `<circle cx="${x + 40 + i * 34}" cy="180" r="10" fill="${c}"/>`)
    .join('');
  const breakers = [0, 1, 2, 3, 4]
    .map(
      (i) => `<rect x="${x + 26 + i * 26}" y="220" width="16" height="40" rx="2" fill="${INK}"/>`,
    )
    .join('');
  return (
    `<rect x="${x}" y="130" width="160" height="250" rx="6" fill="#cfd6dd" stroke="${STEEL_DARK}" stroke-width="4"/>` +
    `<rect x="${x + 12}" y="142" width="136" height="226" rx="4" fill="none" stroke="${STEEL}" stroke-width="3"/>` +
    lights +
    breakers +
    `<rect x="${x + 50}" y="290" width="60" height="40" fill="#facc15"/>` +
    `<path d="M${x + 80} 296 L${x + 70} 314 H${x + 84} L${x + 76} 328" stroke="${INK}" stroke-width="4" fill="none"/>`
  );
}

function workbench(x: number, kind: (typeof PRODUCT_KINDS)[number]): string {
  return (
    `<rect x="${x}" y="390" width="300" height="22" fill="#8b5a2b"/>` +
    `<rect x="${x + 14}" y="412" width="18" height="120" fill="${STEEL_DARK}"/><rect x="${x + 268}" y="412" width="18" height="120" fill="${STEEL_DARK}"/>` +
    `<rect x="${x + 14}" y="480" width="272" height="12" fill="${STEEL_DARK}"/>` +
    place(x + 60, 250, 0.36, productDrawing(kind, BRAND)) +
    `<rect x="${x + 200}" y="366" width="60" height="24" rx="3" fill="#c2410c"/><rect x="${x + 212}" y="356" width="36" height="10" fill="${INK}"/>`
  );
}

function compressor(x: number): string {
  return (
    `<rect x="${x}" y="440" width="170" height="80" rx="40" fill="#1d6fb8"/>` +
    `<rect x="${x + 20}" y="448" width="130" height="10" rx="5" fill="#ffffff" opacity="0.3"/>` +
    `<rect x="${x + 40}" y="400" width="90" height="40" rx="6" fill="${INK}"/>` +
    `<circle cx="${x + 30}" cy="528" r="10" fill="${INK}"/><circle cx="${x + 140}" cy="528" r="10" fill="${INK}"/>` +
    `<circle cx="${x + 85}" cy="390" r="14" fill="#ffffff" stroke="${INK}" stroke-width="4"/>`
  );
}

function worker(x: number): string {
  return (
    `<rect x="${x - 26}" y="330" width="52" height="120" rx="18" fill="${BRAND}"/>` +
    `<rect x="${x - 22}" y="440" width="18" height="90" fill="#1e3a5f"/><rect x="${x + 4}" y="440" width="18" height="90" fill="#1e3a5f"/>` +
    `<rect x="${x - 26}" y="360" width="52" height="8" fill="${ACCENT}"/>` +
    `<circle cx="${x}" cy="306" r="22" fill="#c98e62"/>` +
    `<path d="M${x - 28} 300 A28 26 0 0 1 ${x + 28} 300 Z" fill="${ACCENT}"/><rect x="${x - 32}" y="296" width="64" height="7" rx="3" fill="${ACCENT}"/>` +
    `<rect x="${x + 22}" y="344" width="40" height="14" rx="7" fill="${BRAND}" transform="rotate(20 ${x + 22} 350)"/>`
  );
}

/** A workshop scene 800 × 600 (scaled to `width` × `height`), arranged by the label. */
export function workshopPicture(label: string, width = 800, height = 600): string {
  const h = hashOf(label);
  const panelLeft = h % 2 === 0;
  const kind = PRODUCT_KINDS[h % PRODUCT_KINDS.length] ?? 'cylinder';
  const wall = WALLS[h % WALLS.length] ?? '#e8e2d6';
  const floor = FLOORS[(h >> 3) % FLOORS.length] ?? '#8a8f96';
  const scene =
    `<rect x="0" y="390" width="800" height="210" fill="${floor}"/>` +
    `<rect x="0" y="386" width="800" height="8" fill="${STEEL_DARK}"/>` +
    `<rect x="300" y="60" width="200" height="130" fill="#bfe0f5" stroke="#ffffff" stroke-width="10"/>` +
    `<line x1="400" y1="60" x2="400" y2="190" stroke="#ffffff" stroke-width="6"/>` +
    `<path d="M300 190 L230 390 H620 L500 190 Z" fill="#ffffff" opacity="0.18"/>` +
    `<rect x="0" y="28" width="800" height="12" fill="${STEEL}"/><rect x="0" y="46" width="800" height="8" fill="#1d6fb8"/>` +
    [120, 480, 700]
      .map((x) => `<rect x="${x}" y="22" width="16" height="36" fill="${STEEL_DARK}"/>`)
      .join('') +
    (panelLeft
      ? panel(40) + workbench(250, kind) + compressor(590) + worker(560 + (h % 3) * 10)
      : panel(600) + workbench(250, kind) + compressor(40) + worker(220 + (h % 3) * 10));
  const body = PRODUCT_DEFS + scene;
  return svgDocument(width, height, 800, 600, wall, body);
}
