export { QuoteLetter } from './QuoteLetter.tsx';
export type { QuoteLetterData, QuoteLetterLine, QuoteLetterProps } from './QuoteLetter.tsx';
