// Upload fixtures made at test time: real PNG/JPEG bytes from sharp, a real PDF, and fakes.
import sharp from 'sharp';
import { buildSimplePdf } from '../../src/seed/portfolio-pdf.ts';

let png: Buffer | null = null;

export async function pngBytes(): Promise<Buffer> {
  png ??= await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  return png;
}

export const pdfBytes = () => buildSimplePdf(['Katalog uji']);

export const htmlAsPng = () =>
  Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const svgAsPng = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');

export const blob = (data: Buffer, type = 'image/png') =>
  new Blob([new Uint8Array(data)], { type });

/** A multipart form from plain fields and files (`[name, bytes, filename]`). */
export function formOf(
  fields: Record<string, string>,
  files: [string, Buffer, string][] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, data, filename] of files)
    form.append(
      name,
      blob(data, filename.endsWith('.pdf') ? 'application/pdf' : 'image/png'),
      filename,
    );
  return form;
}
