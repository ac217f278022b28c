// Simple vector drawings of the catalogue's kinds of product, each on a 400 × 400 canvas. They
// use the gradients `metal` and `body` that productPicture defines.
import {
  ACCENT,
  BRAND,
  INK,
  STEEL_DARK,
  escapeXml,
  hashOf,
  metalGradient,
  svgDocument,
  tintOf,
} from './svg.ts';

export const PRODUCT_KINDS = [
  'cylinder',
  'valve',
  'fitting',
  'regulator',
  'hose',
  'gripper',
  'panel',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const cylinder = (body: string) =>
  `<rect x="40" y="262" width="260" height="14" rx="4" fill="${STEEL_DARK}"/>` +
  `<rect x="70" y="150" width="220" height="100" rx="6" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>` +
  `<rect x="44" y="138" width="36" height="124" rx="5" fill="${body}"/>` +
  `<rect x="280" y="138" width="36" height="124" rx="5" fill="${body}"/>` +
  `<line x1="44" y1="156" x2="316" y2="156" stroke="${STEEL_DARK}" stroke-width="6"/>` +
  `<line x1="44" y1="244" x2="316" y2="244" stroke="${STEEL_DARK}" stroke-width="6"/>` +
  `<rect x="316" y="186" width="58" height="28" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>` +
  `<rect x="368" y="176" width="20" height="48" rx="3" fill="${INK}"/>` +
  `<rect x="52" y="120" width="20" height="18" fill="${INK}"/><rect x="288" y="120" width="20" height="18" fill="${INK}"/>` +
  `<rect x="120" y="186" width="120" height="28" rx="4" fill="#ffffff" opacity="0.55"/>`;

const valve = (body: string) =>
  `<rect x="70" y="176" width="210" height="96" rx="6" fill="${body}"/>` +
  `<rect x="70" y="176" width="210" height="18" rx="6" fill="#ffffff" opacity="0.25"/>` +
  `<rect x="280" y="160" width="78" height="122" rx="8" fill="${INK}"/>` +
  `<rect x="292" y="118" width="54" height="42" rx="5" fill="#374151"/>` +
  `<circle cx="319" cy="139" r="8" fill="${ACCENT}"/>` +
  `<rect x="292" y="196" width="54" height="40" rx="4" fill="#ffffff" opacity="0.85"/>` +
  `<text x="319" y="223" font-size="20" font-weight="bold" text-anchor="middle" fill="${INK}">5/2</text>` +
  [110, 175, 240]
    .map(
      (x) =>
        `<rect x="${x - 14}" y="272" width="28" height="26" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>`,
    )
    .join('') +
  [140, 210]
    .map(
      (x) =>
        `<rect x="${x - 14}" y="150" width="28" height="26" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>`,
    )
    .join('') +
  `<rect x="40" y="196" width="30" height="56" rx="4" fill="${STEEL_DARK}"/>`;

const fitting = (body: string) =>
  `<rect x="8" y="182" width="70" height="40" fill="#3b82c4" opacity="0.85"/>` +
  `<rect x="182" y="8" width="40" height="70" fill="#3b82c4" opacity="0.85"/>` +
  `<rect x="80" y="168" width="150" height="68" rx="10" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>` +
  `<rect x="168" y="80" width="68" height="150" rx="10" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>` +
  `<rect x="62" y="158" width="30" height="88" rx="8" fill="${body}"/>` +
  `<rect x="158" y="62" width="88" height="30" rx="8" fill="${body}"/>` +
  `<polygon points="160,236 244,236 262,266 244,296 160,296 142,266" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="3"/>` +
  `<rect x="172" y="296" width="60" height="70" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>` +
  [308, 322, 336, 350]
    .map(
      (y) =>
        `<line x1="172" y1="${y}" x2="232" y2="${y + 6}" stroke="${STEEL_DARK}" stroke-width="3"/>`,
    )
    .join('');

const regulator = (body: string) =>
  `<rect x="150" y="150" width="150" height="96" rx="10" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>` +
  `<rect x="190" y="88" width="70" height="62" rx="10" fill="${body}"/>` +
  [200, 214, 228, 242]
    .map(
      (x) =>
        `<line x1="${x}" y1="94" x2="${x}" y2="144" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`,
    )
    .join('') +
  `<rect x="300" y="180" width="56" height="36" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>` +
  `<rect x="100" y="180" width="50" height="36" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>` +
  `<path d="M180 246 H270 L258 330 Q225 362 192 330 Z" fill="#bfdbf3" stroke="${STEEL_DARK}" stroke-width="3"/>` +
  `<path d="M196 300 H254 L250 326 Q225 346 200 326 Z" fill="#7fb2dd"/>` +
  `<rect x="218" y="350" width="14" height="22" fill="${INK}"/>` +
  `<circle cx="76" cy="198" r="48" fill="#ffffff" stroke="${INK}" stroke-width="8"/>` +
  [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<line x1="76" y1="160" x2="76" y2="168" stroke="${INK}" stroke-width="3" transform="rotate(${-60 + i * 30} 76 198)"/>`,
    )
    .join('') +
  `<line x1="76" y1="198" x2="100" y2="172" stroke="#c81e1e" stroke-width="4"/><circle cx="76" cy="198" r="6" fill="${INK}"/>`;

const hose = (body: string) =>
  [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<ellipse cx="${130 + i * 28}" cy="200" rx="46" ry="120" fill="none" stroke="${body}" stroke-width="14"/>`,
    )
    .join('') +
  `<path d="M84 200 H40" stroke="${body}" stroke-width="14"/><path d="M316 200 H360" stroke="${body}" stroke-width="14"/>` +
  `<rect x="14" y="184" width="30" height="32" rx="4" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>` +
  `<rect x="356" y="184" width="30" height="32" rx="4" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>`;

const gripper = (body: string) =>
  `<rect x="112" y="60" width="176" height="150" rx="10" fill="url(#metal)" stroke="${STEEL_DARK}" stroke-width="2"/>` +
  `<rect x="112" y="60" width="176" height="34" rx="10" fill="${body}"/>` +
  `<circle cx="140" cy="150" r="9" fill="${INK}"/><circle cx="260" cy="150" r="9" fill="${INK}"/>` +
  `<rect x="82" y="210" width="236" height="32" rx="4" fill="${STEEL_DARK}"/>` +
  `<rect x="116" y="242" width="46" height="112" rx="4" fill="${body}"/>` +
  `<rect x="238" y="242" width="46" height="112" rx="4" fill="${body}"/>` +
  `<rect x="162" y="286" width="76" height="62" rx="4" fill="${ACCENT}"/>` +
  `<rect x="162" y="286" width="76" height="12" rx="4" fill="#ffffff" opacity="0.35"/>`;

// An electrical panel: the company also builds distribution, ATS-AMF and capacitor panels.
const panel = (body: string) =>
  `<rect x="90" y="30" width="220" height="330" rx="6" fill="#d5dbe1" stroke="${STEEL_DARK}" stroke-width="4"/>` +
  `<rect x="104" y="44" width="192" height="302" rx="4" fill="none" stroke="${body}" stroke-width="4"/>` +
  ['#16a34a', '#dc2626', ACCENT]
    .map((c, i) => `<circle cx="${150 + i * 50}" cy="86" r="13" fill="${c}"/>`)
    .join('') +
  `<rect x="130" y="118" width="140" height="56" rx="4" fill="${INK}"/>` +
  `<text x="200" y="154" font-size="22" font-weight="bold" text-anchor="middle" fill="#7dd3fc">380 V</text>` +
  [0, 1, 2, 3, 4, 5]
    .map((i) => `<rect x="${128 + i * 25}" y="196" width="18" height="48" rx="2" fill="${INK}"/>`)
    .join('') +
  `<rect x="165" y="268" width="70" height="50" fill="#facc15"/>` +
  `<path d="M204 276 L190 296 H208 L196 312" stroke="${INK}" stroke-width="5" fill="none"/>` +
  `<rect x="286" y="170" width="10" height="60" rx="4" fill="${STEEL_DARK}"/>` +
  `<rect x="110" y="360" width="26" height="16" fill="${STEEL_DARK}"/><rect x="264" y="360" width="26" height="16" fill="${STEEL_DARK}"/>`;

const DRAWINGS: Record<ProductKind, (body: string) => string> = {
  cylinder,
  valve,
  fitting,
  regulator,
  hose,
  gripper,
  panel,
};

/** The drawing of one kind on a 400 × 400 canvas; needs the `metal` gradient in scope. */
export function productDrawing(kind: ProductKind, body = BRAND): string {
  return DRAWINGS[kind](body);
}

export const PRODUCT_DEFS = `<defs>${metalGradient('metal')}</defs>`;

/** A body colour per label: anodised blues, black, silver and safety orange, as real parts come. */
export function bodyColourOf(label: string): string {
  const colours = [BRAND, '#1d6fb8', INK, '#c2410c', '#0f766e', STEEL_DARK];
  return colours[hashOf(label) % colours.length] ?? BRAND;
}

/** A product photo stand-in: the drawing on a soft studio background, its label small below. */
export function productPicture(
  kind: ProductKind,
  label: string,
  width = 800,
  height = 800,
): string {
  const body =
    `${PRODUCT_DEFS}<ellipse cx="240" cy="410" rx="170" ry="16" fill="#000000" opacity="0.08"/>` +
    `<g transform="translate(40 30)">${productDrawing(kind, bodyColourOf(label))}</g>` +
    `<text x="24" y="462" font-size="18" fill="${INK}" opacity="0.55">${escapeXml(label)}</text>`;
  return svgDocument(width, height, 480, 480, tintOf(label, 95), body);
}

/** The kind a product name suggests (Indonesian catalogue words), else one picked by the label. */
export function kindOf(label: string): ProductKind {
  const name = label.toLowerCase();
  if (/silinder|cylinder/.test(name)) return 'cylinder';
  if (/katup|valve|solenoid/.test(name)) return 'valve';
  if (/selang|hose/.test(name)) return 'hose';
  if (/fitting/.test(name)) return 'fitting';
  if (/regulator|filter|perawatan|pengering|udara/.test(name)) return 'regulator';
  if (/gripper|aktuator|putar/.test(name)) return 'gripper';
  if (/panel|genset|listrik|kelistrikan/.test(name)) return 'panel';
  return PRODUCT_KINDS[hashOf(label) % PRODUCT_KINDS.length] ?? 'cylinder';
}
