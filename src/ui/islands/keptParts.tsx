// Parts of a public page whose HTML the server's renderer keeps and puts into later pages (issue
// 34, item 3: what is rendered on demand): a product card is the same HTML on every page that
// shows the product, but for its link's mark (its place and the search) and its islands. The
// renderer gives this context while it renders a page (app/ssr/keptParts.ts); everywhere else
// (the browser, stories) there is none and a part renders as it is.
import { createContext, createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** Wraps a kept part taken from the kept ones (its HTML is put in for it). */
export const KEPT_TAG = 'kp-kept';
/** Wraps a part rendered whole, to be kept. */
export const KEEPING_TAG = 'kp-keeping';
/** Wraps what a kept part holds that is rendered for each page (its islands). */
export const KEPT_SLOT_TAG = 'kp-kept-slot';

/** What the renderer answers for a part: take its HTML, or render it through `Keep`, or render it. */
export type KeptAnswer =
  { kind: 'kept' } | { kind: 'keep'; Keep: ComponentType<{ children: ReactNode }> } | null;

/** What the server's renderer gives while it renders a page whose parts may be kept. */
export interface KeptParts {
  /**
   * The part whose HTML is a function of `key` alone but for `marks` (attribute values, in the
   * order the part writes them) and its slots: 'kept' when its HTML is put in by the renderer (the
   * part then renders its slots alone, each in a KeptSlot, in their places), 'keep' to render it
   * whole through `Keep` (its slots each in a KeptSlot), null to render it as it is.
   * `holdsIds`: its HTML holds React ids made below it (useId), which follow from the whole tree
   * above it, not from its own id alone: it is then kept only in an island, whose tree above the
   * part is the same on every page (the key says where it stands in the island).
   */
  take(key: string, marks: readonly string[], holdsIds?: boolean): KeptAnswer;
  /**
   * As `take`, for a part kept once for every set of `values` it shows (a card for every
   * product): `key` holds what else its HTML depends on, none of the values. Rendered through
   * `Keep`, the part writes `keptValueStandIn(i)` wherever the i-th value goes (as text or
   * attribute values, any number of times, each a whole text or value); every page gets its own
   * values put in, escaped as React writes them. `holdsIds` as for `take`.
   */
  takeShaped?(key: string, values: readonly string[], holdsIds?: boolean): KeptAnswer;
}

/** What a shaped part (`takeShaped`) writes where its `index`-th value goes while it is kept. */
export function keptValueStandIn(index: number): string {
  return `KpPartValue${index}StandIn`;
}

/**
 * Whether a router link to `href` is written with `href` as it is, so that a shaped part may stand
 * in for it (`/` then the stand-in, the value put in without its `/`): a path of plain segments (no
 * `.`, `..` or empty segment for the router to resolve), then a query, no hash.
 */
export const isPlainLink = (href: string) => /^(?:\/[\w~-]+)+(?:\?[^\s#]+)?$/.test(href);

/** A plain link (`isPlainLink`) as a shaped part's value: without the `/` the part writes itself. */
export const keptLinkValue = (href: string) => href.slice(1);

/** Where a shaped part writes its `index`-th value as a plain link: `/`, then the stand-in. */
export const keptLinkStandIn = (index: number) => `/${keptValueStandIn(index)}`;

/** Whether `text` holds what a shaped part's stand-ins are made of (it cannot be kept then). */
export const holdsStandIn = (text: string) => text.includes('KpPartValue');

/**
 * Whether a shaped part may stand in for a router link to `href`: a plain link (`isPlainLink`)
 * that does not hold a stand-in itself.
 */
export const mayStandInForLink = (href: string) => isPlainLink(href) && !holdsStandIn(href);

export const KeptPartsContext = createContext<KeptParts | null>(null);

/** Marks where a kept part's slot is: a host element with one child, so React's ids inside stay. */
export function KeptSlot({ children }: { children: ReactNode }) {
  return createElement(KEPT_SLOT_TAG, null, children);
}

/** Marks a kept part taken from the kept ones. */
export function KeptMarker({ children }: { children: ReactNode }) {
  return createElement(KEPT_TAG, null, children);
}
