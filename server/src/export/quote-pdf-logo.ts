// The letterhead's logo for the quotation PDF. react-pdf draws PNG and JPEG while the site serves
// WebP, so the footer's stored thumbnail is turned into a PNG data URI once per uploaded file and
// kept by the PDF plugin (one per app, never a module-level variable shared by every app).
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { PublicFiles } from '../storage/files-service.ts';
import type { Storage } from '../storage/storage.ts';

/** The logo's height in the PDF is 64 points; twice that in pixels prints sharp. */
const LOGO_HEIGHT_PX = 128;

export interface QuotePdfLogo {
  /**
   * The logo stored at the public `path` as a PNG data URI. No logo, a missing file or an
   * unreadable picture gives null (the letter prints the name alone): the PDF never fails for it.
   */
  of(path: string | null, log: FastifyBaseLogger): Promise<string | null>;
}

export function quotePdfLogo(storage: Storage, publicFiles: PublicFiles): QuotePdfLogo {
  let kept: { key: string; dataUri: string } | null = null;
  return {
    async of(path, log) {
      const webp = path === null ? null : publicFiles.keyOf(path);
      if (!webp) return null;
      const key = webp.replace(/\.webp$/, '.thumb.webp');
      if (kept?.key === key) return kept.dataUri;
      try {
        const stored = await storage.get(key);
        if (!stored) return null;
        const png = await sharp(stored)
          .resize({ height: LOGO_HEIGHT_PX, withoutEnlargement: true })
          .png()
          .toBuffer();
        kept = { key, dataUri: `data:image/png;base64,${png.toString('base64')}` };
        return kept.dataUri;
      } catch (error) {
        log.warn({ err: error, key }, 'quote PDF logo not readable');
        return null;
      }
    },
  };
}
