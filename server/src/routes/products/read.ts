// Moved to repositories/products/read.ts. Kept only for the search module's files still under
// routes/products/ (public-list.ts, search/documents.ts); remove once they move to server/src/search/.
export { joined, toSummaries, type SummaryRow } from '../../repositories/products/read.ts';
