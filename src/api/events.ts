// The public pages' reporter of visitor events (issue 26): one small `POST event` per event, sent
// beside the typed client (a beacon needs no token, no XSRF header and no answer) with `fetch`
// keepalive (it outlives a click that leaves the page), or `sendBeacon` where fetch is missing,
// without cookies (`credentials: 'omit'`) and without waiting for an answer. A failed send is
// dropped: statistics never get in a visitor's way.
import type { VisitorEvent } from '../lib/insights/insights.ts';
import { DEFAULT_BASE_URL } from './baseUrl.ts';

/**
 * What a page in islands (issue 34) reports without React: the element's event (JSON) is sent when
 * it is clicked, or when the page is shown (app/islands/reports.ts). The components report
 * themselves where they run (the whole app, stories); the marks are inert there.
 */
export const REPORT_ATTRIBUTE = { click: 'data-report-click', view: 'data-report-view' } as const;

/** The attribute that reports `event` on `when` on a page in islands. */
export const reportMark = (when: keyof typeof REPORT_ATTRIBUTE, event: VisitorEvent) => ({
  [REPORT_ATTRIBUTE[when]]: JSON.stringify(event),
});

/** Where events go (the web app's API prefix and the contract's path). */
export const EVENT_URL = `${DEFAULT_BASE_URL}/event`;

/** Sends one event; a test or story may swap it (`setEventSender`). */
export type EventSender = (event: VisitorEvent) => void;

function send(event: VisitorEvent): void {
  if (typeof window === 'undefined') return;
  const body = JSON.stringify(event);
  try {
    if (typeof fetch === 'function') {
      void fetch(EVENT_URL, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
      }).catch(() => undefined);
      return;
    }
    navigator.sendBeacon?.(EVENT_URL, new Blob([body], { type: 'application/json' }));
  } catch {
    // Statistics only: nothing to tell the visitor.
  }
}

let sender: EventSender = send;

/** Replaces how events are sent (tests, stories); returns a function that restores the default. */
export function setEventSender(next: EventSender): () => void {
  sender = next;
  return () => {
    sender = send;
  };
}

export function reportEvent(event: VisitorEvent): void {
  sender(event);
}

/** The product page was opened. */
export const reportProductView = (productId: number) => reportEvent({ kind: 'view', productId });

/** A marketplace link of the product was clicked (`marketplace`: its e-commerce id). */
export const reportMarketplaceClick = (productId: number, marketplace: number) =>
  reportEvent({ kind: 'marketplace', productId, marketplace });

/** The chat (WhatsApp) link of the product was clicked. */
export const reportChatClick = (productId: number) => reportEvent({ kind: 'chat', productId });

/** The product was added to the quote list ('Tambah ke Penawaran'). */
export const reportQuoteAdd = (productId: number) => reportEvent({ kind: 'quote_add', productId });

/** The event of a search answered with `resultCount` products. */
export const searchEvent = (query: string, resultCount: number): VisitorEvent => ({
  kind: 'search',
  query,
  resultCount,
});

/** The event of a search result opened; `position` is its 1-based place over all pages. */
export const resultClickEvent = (
  query: string,
  productId: number,
  position: number,
): VisitorEvent => ({ kind: 'result_click', query, productId, position });

/** A search was answered with `resultCount` products. */
export const reportSearch = (query: string, resultCount: number) =>
  reportEvent(searchEvent(query, resultCount));

/** A search result was opened; `position` is its 1-based place over all pages. */
export const reportResultClick = (query: string, productId: number, position: number) =>
  reportEvent(resultClickEvent(query, productId, position));
