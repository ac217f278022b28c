// A page's inline style found by what its sheet was asked for (issue 34, session 31): the
// changes a fresh styled-components sheet is asked for decide the style tags it writes, so pages
// whose sheets were asked for the same changes share their inline style, found without writing
// the tags (~20 kB a page) and hashing them (sheetParts.ts's inlinePageStyle).
import type { ServerStyleSheet } from 'styled-components';
import { inlinePageStyle, INLINE_STYLES_KEPT, inlineStyleCounts } from './sheetParts.ts';
import type { SheetParts } from './sheetParts.ts';

/**
 * One change a page's sheet was asked for: `insertRules(id, name, rules)`, `registerName(id,
 * name)`, `clearRules(id)` or `clearNames(id)` (a global style with props clears its group and
 * adds its rules again at each render).
 */
type SheetChange = readonly [
  change: 'insertRules' | 'registerName' | 'clearRules' | 'clearNames',
  id: string,
  name: string,
  rules: readonly string[],
];

/**
 * The changes a fresh sheet was asked for, in order, and a hash of them but their rules: a fresh
 * sheet asked for the same changes in the same order writes the same style tags (each group's
 * rules in the order added, its names in the order registered, the groups by number).
 */
export interface SheetRecord {
  readonly changes: SheetChange[];
  hash: number;
}

/** `hash` followed by `text` (FNV-1a over its UTF-16 units, then a separator). */
function hashOn(hash: number, text: string): number {
  let h = hash;
  for (let index = 0; index < text.length; index++)
    h = Math.imul(h ^ text.charCodeAt(index), 0x01000193);
  return Math.imul(h ^ 0xffff, 0x01000193);
}

const NO_RULES: readonly string[] = [];

/** Notes every change `sheet` (a fresh one) is asked for from now on. */
export function recordSheet(sheet: ServerStyleSheet): SheetRecord {
  const instance = sheet.instance;
  const record: SheetRecord = { changes: [], hash: 0x811c9dc5 };
  // A change made inside another (insertRules registers its name, clearRules clears the names)
  // is that one's.
  let inside = false;
  const noted =
    <A extends [string, ...unknown[]]>(
      change: SheetChange[0],
      method: (...args: A) => void,
      parts: (...args: A) => [name: string, rules: readonly string[]],
    ) =>
    (...args: A) => {
      if (inside) {
        method(...args);
        return;
      }
      const [name, rules] = parts(...args);
      record.changes.push([change, args[0], name, rules]);
      record.hash = hashOn(hashOn(hashOn(record.hash, change), args[0]), name);
      inside = true;
      try {
        method(...args);
      } finally {
        inside = false;
      }
    };
  instance.insertRules = noted(
    'insertRules',
    instance.insertRules.bind(instance),
    (_, name: string, rules: string[]) => [name, rules],
  );
  instance.registerName = noted(
    'registerName',
    instance.registerName.bind(instance),
    (_, name: string) => [name, NO_RULES],
  );
  instance.clearRules = noted('clearRules', instance.clearRules.bind(instance), () => [
    '',
    NO_RULES,
  ]);
  instance.clearNames = noted('clearNames', instance.clearNames.bind(instance), () => [
    '',
    NO_RULES,
  ]);
  return record;
}

const sameRules = (a: readonly string[], b: readonly string[]) =>
  a === b || (a.length === b.length && a.every((rule, index) => rule === b[index]));

function sameChanges(a: readonly SheetChange[], b: readonly SheetChange[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) {
    const [change, id, name, rules] = a[index] as SheetChange;
    const [otherChange, otherId, otherName, otherRules] = b[index] as SheetChange;
    if (change !== otherChange || id !== otherId || name !== otherName) return false;
    if (!sameRules(rules, otherRules)) return false;
  }
  return true;
}

/** Inline styles by the changes their pages' sheets were asked for, per stylesheet. */
const inlineStylesByRecord = new WeakMap<
  SheetParts,
  Map<number, { changes: readonly SheetChange[]; style: string }>
>();

/**
 * `inlinePageStyle(sheet.getStyleTags(), shared)`, the same text, found by the changes the sheet
 * was asked for (`record`, from its start) without writing its tags: writing a page's ~20 kB of
 * tags and hashing them to look the text up was ~5 % of the visitors' render worker (issue 34,
 * session 31). A sheet without a record is looked up by its tags.
 */
export function sheetPageStyle(
  sheet: ServerStyleSheet,
  record: SheetRecord | null,
  shared: SheetParts,
): string {
  if (!record) return inlinePageStyle(sheet.getStyleTags(), shared);
  let kept = inlineStylesByRecord.get(shared);
  if (!kept) {
    kept = new Map();
    inlineStylesByRecord.set(shared, kept);
  }
  const known = kept.get(record.hash);
  if (known && sameChanges(known.changes, record.changes)) {
    inlineStyleCounts.taken += 1;
    return known.style;
  }
  const style = inlinePageStyle(sheet.getStyleTags(), shared);
  if (!known && kept.size >= INLINE_STYLES_KEPT) kept.delete(kept.keys().next().value as number);
  kept.set(record.hash, { changes: record.changes, style });
  return style;
}
