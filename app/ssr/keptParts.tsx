// Parts of a page whose HTML is kept and put into later pages (issue 34, item 3: what is rendered
// on demand; src/ui/islands/keptParts.tsx). A search or list page shows 12 product cards, ~40 %
// of its render (each card ~15 styled elements and a router link); a card is the same HTML on
// every page that shows its product but for its link's mark (the search and its place) and its
// controls' islands, whose React ids depend on where it stands. So a card met for the first time
// is rendered whole, its HTML taken out of the page with its marks' values and its slots cut out,
// and the styles its components added noted; a later card of the same product renders only the
// tree down to its slots (the islands in them get the ids they had) and the kept HTML is put
// around them, its styles added to the page's sheet as its components would have added them.
import { createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';
import type { IStyleSheetContext, ServerStyleSheet } from 'styled-components';
import { KEEPING_TAG, KEPT_SLOT_TAG, KEPT_TAG } from '../../src/ui/islands/keptParts.tsx';
import type { KeptAnswer, KeptParts } from '../../src/ui/islands/keptParts.tsx';
import { escapeAttribute } from './frame.ts';
import { internInsertions, KeptIslands, MetOnce, replayInsertions } from './reusedIslands.ts';
import type { Insertion } from './reusedIslands.ts';

/** A part kept: its HTML cut where its marks (0…) and then its slots go; the styles it adds. */
export interface KeptPart {
  pieces: ReadonlyArray<string | number>;
  insertions: readonly Insertion[];
}

type Sheet = IStyleSheetContext['styleSheet'];

/** Notes every rule set a part's components add, as on a sheet of their own; the page's gets the new ones. */
class Recording {
  readonly insertions: Insertion[] = [];
  /** Whether the sheet was asked for more than adding rules (then the part is not kept). */
  other = false;

  sheetFor(page: Sheet): Sheet {
    return new Proxy(page, {
      get: (target, property) => {
        // As on a fresh sheet: every component compiles and adds its rules, which are noted.
        if (property === 'hasNameForId') return () => false;
        if (property === 'insertRules')
          return (id: string, name: string, rules: string[]) => {
            this.insertions.push([id, name, rules]);
            if (!target.hasNameForId(id, name)) target.insertRules(id, name, rules);
          };
        if (property === 'clearRules' || property === 'clearNames' || property === 'registerName')
          this.other = true;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  }
}

type Taken =
  | { kind: 'kept'; part: KeptPart; marks: readonly string[] }
  | {
      kind: 'keep';
      key: string;
      marks: readonly string[];
      recording: Recording;
      /** Rendered with stand-ins for its marks (takeShaped), not with their values. */
      shaped: boolean;
    };

const KEPT: KeptAnswer = { kind: 'kept' };

/** Parts kept, and parts rendered whole to be kept, since the start (for tests). */
export const keptCounts = { kept: 0, keeping: 0 };

/** The parts kept, by key; past `limit` the least recently used go. */
export class KeptStore {
  private readonly parts: KeptIslands<KeptPart>;
  /** Parts met once: kept the second time (a card of a product shown once is only rendered). */
  readonly met: MetOnce;
  /** Whether parts are kept (off after a page could not be put together: then never again). */
  on = true;

  constructor(limit: number) {
    this.parts = new KeptIslands<KeptPart>(limit);
    this.met = new MetOnce(2 * limit);
  }

  get(key: string): KeptPart | undefined {
    return this.parts.get(key);
  }

  set(key: string, part: KeptPart): void {
    this.parts.set(key, part);
  }
}

const SLOT_OPEN = `<${KEPT_SLOT_TAG}>`;
const SLOT_CLOSE = `</${KEPT_SLOT_TAG}>`;
const OPENING = new RegExp(`<(${KEPT_TAG}|${KEEPING_TAG})>`, 'g');

/** `html` cut at its slots: the text between them (one more than the slots) and each slot's HTML. */
function cutSlots(html: string): { between: string[]; slots: string[] } | null {
  const between: string[] = [];
  const slots: string[] = [];
  let from = 0;
  for (;;) {
    const open = html.indexOf(SLOT_OPEN, from);
    if (open < 0) break;
    const close = html.indexOf(SLOT_CLOSE, open);
    if (close < 0) return null;
    between.push(html.slice(from, open));
    slots.push(html.slice(open + SLOT_OPEN.length, close));
    from = close + SLOT_CLOSE.length;
  }
  between.push(html.slice(from));
  return { between, slots };
}

/** The part's HTML cut at each mark's value (each once) and at its slots; null when a value is not once. */
function piecesOf(
  between: readonly string[],
  marks: readonly string[],
): Array<string | number> | null {
  const pieces: Array<string | number> = [];
  const values = marks.map(escapeAttribute);
  const found = values.map(() => 0);
  between.forEach((text, slot) => {
    if (slot > 0) pieces.push(values.length + slot - 1);
    let rest = text;
    for (;;) {
      let at = -1;
      let which = -1;
      values.forEach((value, index) => {
        const place = value === '' ? -1 : rest.indexOf(value);
        if (place >= 0 && (at < 0 || place < at)) [at, which] = [place, index];
      });
      if (which < 0) break;
      found[which] = (found[which] ?? 0) + 1;
      pieces.push(rest.slice(0, at), which);
      rest = rest.slice(at + (values[which] ?? '').length);
    }
    pieces.push(rest);
  });
  return found.every((count) => count === 1) ? pieces : null;
}

const STAND_IN = /KpPartValue(\d+)StandIn/g;

/**
 * A shaped part's HTML (rendered with stand-ins: `keptValueStandIn`) cut at each stand-in, any
 * number of times, and at its slots; null when a stand-in names no value.
 */
function shapedPiecesOf(between: readonly string[], count: number): Array<string | number> | null {
  const pieces: Array<string | number> = [];
  for (const [slot, text] of between.entries()) {
    if (slot > 0) pieces.push(count + slot - 1);
    let from = 0;
    for (const match of text.matchAll(STAND_IN)) {
      const index = Number(match[1]);
      if (index >= count) return null;
      pieces.push(text.slice(from, match.index), index);
      from = match.index + match[0].length;
    }
    pieces.push(text.slice(from));
  }
  return pieces;
}

/** The parts one render of a page takes or keeps, in the order met (the document's order). */
export class KeptPage implements KeptParts {
  private readonly taken: Taken[] = [];
  private readonly store: KeptStore;
  private readonly sheet: ServerStyleSheet;
  /** Whether the page is one island rendered alone (parts holding React ids made below them are kept). */
  private readonly island: boolean;

  constructor(store: KeptStore, sheet: ServerStyleSheet, island = false) {
    this.store = store;
    this.sheet = sheet;
    this.island = island;
  }

  take(key: string, marks: readonly string[], holdsIds = false): KeptAnswer {
    return this.takeAs(key, marks, holdsIds, false);
  }

  takeShaped(key: string, values: readonly string[], holdsIds = false): KeptAnswer {
    return this.takeAs(`shaped\u0000${key}`, values, holdsIds, true);
  }

  private takeAs(
    key: string,
    marks: readonly string[],
    holdsIds: boolean,
    shaped: boolean,
  ): KeptAnswer {
    if (!this.store.on || (holdsIds && !this.island)) return null;
    const part = this.store.get(key);
    if (part) {
      // Its components' styles, where they would have added them.
      replayInsertions(this.sheet, part.insertions);
      this.taken.push({ kind: 'kept', part, marks });
      return KEPT;
    }
    if (!this.store.met.again(key)) return null;
    const recording = new Recording();
    this.taken.push({ kind: 'keep', key, marks, recording, shaped });
    function Keep({ children }: { children: ReactNode }) {
      const context = useContext(StyleSheetContext);
      return (
        <StyleSheetContext.Provider
          value={{ ...context, styleSheet: recording.sheetFor(context.styleSheet) }}
        >
          {createElement(KEEPING_TAG, null, children)}
        </StyleSheetContext.Provider>
      );
    }
    return { kind: 'keep', Keep };
  }

  /**
   * `html` with each kept part's HTML put in around its slots and each part rendered whole taken
   * out of its wrapper (and kept); `html` itself when no part was met; null when the parts met are
   * not those taken (then nothing is kept any more: the page is rendered without).
   */
  fill(html: string | null): string | null {
    if (html === null || this.taken.length === 0) return html;
    const out: string[] = [];
    const made: Array<[string, KeptPart]> = [];
    let from = 0;
    let index = 0;
    for (const match of html.matchAll(OPENING)) {
      if (match.index < from) return this.broken();
      const taken = this.taken[index++];
      const tag = match[1] as string;
      if (!taken || (taken.kind === 'kept') !== (tag === KEPT_TAG)) return this.broken();
      const start = match.index + match[0].length;
      const end = html.indexOf(`</${tag}>`, start);
      const cut = end < 0 ? null : cutSlots(html.slice(start, end));
      if (cut === null) return this.broken();
      out.push(html.slice(from, match.index));
      if (taken.kind === 'kept') {
        if (cut.between.some((text) => text !== '')) return this.broken();
        const values = [...taken.marks.map(escapeAttribute), ...cut.slots];
        for (const piece of taken.part.pieces)
          out.push(typeof piece === 'string' ? piece : (values[piece] ?? ''));
        keptCounts.kept += 1;
      } else if (taken.shaped) {
        // Its stand-ins are in the page: its own values put in (it cannot be sent otherwise).
        const pieces = shapedPiecesOf(cut.between, taken.marks.length);
        if (pieces === null || taken.recording.other) return this.broken();
        const values = [...taken.marks.map(escapeAttribute), ...cut.slots];
        for (const piece of pieces)
          out.push(typeof piece === 'string' ? piece : (values[piece] ?? ''));
        made.push([
          taken.key,
          { pieces, insertions: internInsertions(taken.recording.insertions) },
        ]);
        keptCounts.keeping += 1;
      } else {
        cut.between.forEach((text, slot) =>
          out.push(slot > 0 ? (cut.slots[slot - 1] ?? '') : '', text),
        );
        const pieces = piecesOf(cut.between, taken.marks);
        if (pieces !== null && !taken.recording.other)
          made.push([
            taken.key,
            { pieces, insertions: internInsertions(taken.recording.insertions) },
          ]);
        keptCounts.keeping += 1;
      }
      from = end + tag.length + 3;
    }
    if (index !== this.taken.length) return this.broken();
    out.push(html.slice(from));
    for (const [key, part] of made) this.store.set(key, part);
    return out.join('');
  }

  private broken(): null {
    this.store.on = false;
    return null;
  }
}
