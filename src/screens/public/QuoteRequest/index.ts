export { QuoteRequest } from './QuoteRequest.tsx';
