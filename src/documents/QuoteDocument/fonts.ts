// The fonts of the 'Surat Penawaran Harga': the PDF's built-in Helvetica has only WinAnsi glyphs,
// so an emoji or a letter outside Latin-1 in a product name or a note printed as nothing. Text is
// DejaVu Sans (Latin with its extensions, Greek, Cyrillic, arrows and symbols), anything it lacks
// falls back to Noto Emoji (monochrome, every emoji in one file). Both come from npm packages
// (@fontsource/dejavu-sans, @fontsource/noto-emoji) as WOFF, unpacked once (woff.ts); react-pdf
// embeds only the glyphs a document uses.
import { Font } from '@react-pdf/renderer';
import { fontDataUrl, woffToSfnt } from './woff.ts';

/** The document's font stack: react-pdf takes each character from the first family that has it. */
export const QUOTE_FONT_FAMILY = ['DejaVu Sans', 'Noto Emoji'];

/** The font files, by package and file name (the server reads them from disk, stories fetch them). */
export const QUOTE_FONT_FILES = {
  regular: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
  bold: '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff',
  italic: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-italic.woff',
  emoji: '@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff',
} as const;

export type QuoteFontName = keyof typeof QUOTE_FONT_FILES;

let registered: Promise<void> | null = null;

/**
 * Registers the fonts once per process (or browser page), with `sourceOf` giving where react-pdf
 * reads each: on the server a TrueType file unpacked from the WOFF once, in the browser a data URL
 * (`unpackedFontDataUrl`). Await it before rendering the document.
 */
export function registerQuoteFonts(
  sourceOf: (
    name: QuoteFontName,
    file: (typeof QUOTE_FONT_FILES)[QuoteFontName],
  ) => Promise<string>,
): Promise<void> {
  registered ??= (async () => {
    const names = Object.keys(QUOTE_FONT_FILES) as QuoteFontName[];
    const sources = await Promise.all(names.map((name) => sourceOf(name, QUOTE_FONT_FILES[name])));
    const src = Object.fromEntries(names.map((name, index) => [name, sources[index]])) as Record<
      QuoteFontName,
      string
    >;
    Font.register({
      family: 'DejaVu Sans',
      fonts: [
        { src: src.regular },
        { src: src.bold, fontWeight: 'bold' },
        { src: src.italic, fontStyle: 'italic' },
      ],
    });
    // One weight and style: the fallback must answer every style the document asks for.
    Font.register({
      family: 'Noto Emoji',
      fonts: [
        { src: src.emoji },
        { src: src.emoji, fontWeight: 'bold' },
        { src: src.emoji, fontStyle: 'italic' },
      ],
    });
  })();
  return registered;
}

/** A WOFF's bytes as a data URL of the font unpacked (for the browser, where there is no file). */
export const unpackedFontDataUrl = async (woff: Uint8Array): Promise<string> =>
  fontDataUrl(await woffToSfnt(woff));
