import type { RequestHandler } from 'msw';

/** Handlers keyed by resource, so a story can override one group (STYLE.md). */
export const defaultHandlers: Record<string, RequestHandler[]> = {};
