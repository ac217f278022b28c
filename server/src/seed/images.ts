// Demo pictures rasterised at seed time with sharp: the SVG drawings of demo-art/ (the same ones
// the stories show), nothing downloaded and no binary assets in the repository.
import sharp from 'sharp';
import type { UploadedFile } from '../lib/multipart.ts';

/** An SVG document as PNG bytes, the way an upload arrives. */
export function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** An upload for `field` named after `label`, showing `svg`. */
export async function pictureUpload(
  field: string,
  label: string,
  svg: string,
): Promise<UploadedFile> {
  return {
    field,
    filename: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
    data: await rasterise(svg),
  };
}
