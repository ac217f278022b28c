export { QuoteDocument, type QuoteDocumentProps } from './QuoteDocument.ts';
export {
  sheetOfLetter,
  type QuoteSheet,
  type QuoteSheetCompany,
  type QuoteSheetItem,
} from './quoteSheet.ts';
export {
  QUOTE_FONT_FAMILY,
  QUOTE_FONT_FILES,
  registerQuoteFonts,
  unpackedFontDataUrl,
  type QuoteFontName,
} from './fonts.ts';
