// Offline stand-ins for uploads: stories render with no network and no files under public/.
import type { components } from '../src/api/schema.ts';

type FileRef = components['schemas']['FileRef'];

/** A deterministic colour for a label, so the same record always gets the same picture. */
export function colourFor(label: string): string {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 42%)`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** An inline SVG data URL: a coloured rectangle with a centred label. */
export function svgImage(
  label: string,
  width = 640,
  height = 400,
  colour = colourFor(label),
): string {
  const fontSize = Math.max(12, Math.round(Math.min(width, height) / 9));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${fontSize}" ` +
    `text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An SVG document (a demo-art picture) as a data URL. */
export function pictureUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A FileRef showing a demo-art picture; size is the data URL length, a plausible byte count. */
export function pictureFile(svg: string, fileName: string): FileRef {
  const path = pictureUrl(svg);
  return { path, name: fileName, size: path.length };
}

/** A FileRef whose path is an inline SVG; size is the data URL length, a plausible byte count. */
export function svgFile(label: string, fileName: string, width = 640, height = 400): FileRef {
  const path = svgImage(label, width, height);
  return { path, name: fileName, size: path.length };
}

/** The bytes of a minimal valid one-page PDF showing `title`. */
export function pdfBytes(title = 'Portofolio'): Uint8Array<ArrayBuffer> {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A PDF as a base64 data URL, for news files that a story can open offline. */
export function pdfDataUrl(title: string): string {
  return `data:application/pdf;base64,${btoa(String.fromCharCode(...pdfBytes(title)))}`;
}

/** A FileRef for a PDF served inline. */
export function pdfFile(title: string, fileName: string): FileRef {
  return { path: pdfDataUrl(title), name: fileName, size: pdfBytes(title).byteLength };
}
