// Uploads are judged by their first bytes, never by their name or the browser's content type:
// an HTML or SVG file renamed .png has no PNG signature and is refused.
export type FileKind = 'jpg' | 'png' | 'pdf';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

const startsWith = (data: Buffer, signature: number[]) =>
  signature.every((byte, i) => data[i] === byte);

export function detectFileKind(data: Buffer): FileKind | null {
  if (startsWith(data, PNG)) return 'png';
  if (startsWith(data, JPG)) return 'jpg';
  if (startsWith(data, PDF)) return 'pdf';
  return null;
}

export const MIME_TYPES: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The content type a stored key is served with (originals and their WebP variants). */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z]+)$/.exec(key)?.[1] ?? '';
  if (extension === 'webp') return 'image/webp';
  return (MIME_TYPES as Record<string, string>)[extension] ?? 'application/octet-stream';
}
