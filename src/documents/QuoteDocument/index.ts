export { QuoteDocument, type QuoteDocumentProps } from './QuoteDocument.ts';
export type { QuoteSheet, QuoteSheetCompany, QuoteSheetItem } from './quoteSheet.ts';
