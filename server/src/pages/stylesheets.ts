// The stylesheets the rendered pages share (the frame's and the global styles, issue 34): each
// page links one by a name made of its content, handed over by the renderer with the page
// (contracts/page-renderer.ts), and the server serves it from here, compressed, cacheable for good.
import type { SharedStylesheet } from '../../../contracts/page-renderer.ts';
import { CompressedDocument } from './compression.ts';

/** Versions kept: a stored page may still link one of the last few. */
const KEPT = 16;

export class SharedStylesheets {
  private readonly sheets = new Map<string, CompressedDocument>();

  /** Keeps `sheet` (its href is its name: the same href, the same text). */
  keep(sheet: SharedStylesheet | null | undefined): void {
    if (!sheet || this.sheets.has(sheet.href)) return;
    const document = new CompressedDocument(Buffer.from(sheet.css), 'br');
    // Both encodings made at once: a stylesheet is asked for by every new visitor.
    document.complete().catch(() => undefined);
    this.sheets.set(sheet.href, document);
    if (this.sheets.size > KEPT) this.sheets.delete(this.sheets.keys().next().value as string);
  }

  /** The stylesheet at `href`, or null when no page has linked it since the start. */
  get(href: string): CompressedDocument | null {
    return this.sheets.get(href) ?? null;
  }
}
