// Renders a 'Surat Penawaran Harga' to PDF bytes. This module is the pool's worker (its default
// export is the task, quote-pdf-pool.ts), and it is what the HTTP thread imports itself when
// QUOTE_PDF_THREADS is 0. Its fonts are registered on import, from their npm packages' files.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import {
  QuoteDocument,
  registerQuoteFonts,
  type QuoteSheet,
} from '../../../src/documents/QuoteDocument/index.ts';
import { woffToSfnt } from '../../../src/documents/QuoteDocument/woff.ts';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(tmpdir(), 'katalog-quote-fonts');

/**
 * The TrueType file unpacked from a package's WOFF, in the machine's temporary folder under a
 * name of its bytes' hash, written once (renamed into place, so two workers never read half a
 * file). A file, not a data URL: react-pdf turns a data URL into an array of one-character
 * strings, ~250 MB of a worker's memory for these fonts.
 */
async function unpackedFont(name: string, file: string): Promise<string> {
  const woff = await readFile(require.resolve(file));
  const hash = createHash('sha256').update(woff).digest('hex').slice(0, 16);
  const target = path.join(FONT_DIR, `${name}-${hash}.ttf`);
  if (
    await stat(target).then(
      (found) => found.isFile(),
      () => false,
    )
  )
    return target;
  await mkdir(FONT_DIR, { recursive: true });
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, await woffToSfnt(woff));
  await rename(partial, target);
  return target;
}

const fontsReady = registerQuoteFonts(unpackedFont);

/** The PDF of a sheet (plain data: it crosses from the HTTP thread by structured clone). */
export default async function renderQuotePdf(sheet: QuoteSheet): Promise<Uint8Array> {
  await fontsReady;
  // The component called as a function is its <Document>, the element the renderer takes.
  const pdf = await renderToBuffer(QuoteDocument({ sheet }));
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
