// Renders a 'Surat Penawaran Harga' to PDF bytes. This module is the pool's worker (its default
// export is the task, quote-pdf-pool.ts), and it is what the HTTP thread imports itself when
// QUOTE_PDF_THREADS is 0. Its fonts are registered on import, from their npm packages' files
// (~0.5 s once per worker).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderToBuffer } from '@react-pdf/renderer';
import {
  QuoteDocument,
  registerQuoteFonts,
  type QuoteSheet,
} from '../../../src/documents/QuoteDocument/index.ts';

const require = createRequire(import.meta.url);
const fontsReady = registerQuoteFonts(async (file) => readFile(require.resolve(file)));

/** The PDF of a sheet (plain data: it crosses from the HTTP thread by structured clone). */
export default async function renderQuotePdf(sheet: QuoteSheet): Promise<Uint8Array> {
  await fontsReady;
  // The component called as a function is its <Document>, the element the renderer takes.
  const pdf = await renderToBuffer(QuoteDocument({ sheet }));
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
