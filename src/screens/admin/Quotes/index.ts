export { QuotesScreen, QUOTES_TITLE } from './QuotesScreen.tsx';
export { QuoteDetailScreen } from './QuoteDetailScreen.tsx';
