// styled-components' server sheet, in parts: each group (one styled component, global style or
// keyframes) with its rules and the class names it holds, as `getStyleTags()` writes them (the
// rules, then a marker line the browser's styled-components reads to know which names are there,
// then the next group). The rules every page shares (the frame's: frame.ts) go to a file the
// browser caches; a page keeps inline only its own rules, and the marker lines of all, so that
// the browser does not compile and insert the shared ones again when it hydrates.

/** One group of a sheet. */
export interface StyleGroup {
  /** styled-components' group number (the process's, the same for every sheet). */
  group: number;
  /** The component's id. */
  id: string;
  /** The class names of the group (each followed by a comma, as in the marker). */
  names: string;
  /** The group's CSS rules, each ending in its separator. */
  rules: string;
}

/** The parts of one `getStyleTags()` result: its opening tag and groups (none for ''). */
export interface SheetParts {
  open: string;
  groups: StyleGroup[];
}

const STYLE = /^(<style [^>]*>)([\s\S]*)<\/style>$/;
const MARKER = /data-styled\.g(\d+)\[id="([^"]+)"\]\{content:"([^"]*)"\}\/\*!sc\*\/\n/g;

/** The groups of `styleTags` (one `<style data-styled>` element, or ''). */
export function sheetParts(styleTags: string): SheetParts {
  const style = STYLE.exec(styleTags);
  if (!style) return { open: '', groups: [] };
  const css = style[2] as string;
  const groups: StyleGroup[] = [];
  let from = 0;
  for (const marker of css.matchAll(MARKER)) {
    groups.push({
      group: Number(marker[1]),
      id: marker[2] as string,
      names: marker[3] as string,
      rules: css.slice(from, marker.index),
    });
    from = marker.index + marker[0].length;
  }
  return { open: style[1] as string, groups };
}

const markerOf = ({ group, id, names }: StyleGroup) =>
  `data-styled.g${group}[id="${id}"]{content:"${names}"}/*!sc*/\n`;

/** The shared rules of `parts`: the stylesheet's text. */
export function sharedCss(parts: SheetParts): string {
  return parts.groups.map((group) => group.rules).join('');
}

const namesOf = (names: string) => names.split(',').filter(Boolean);

const SEPARATOR = '/*!sc*/\n';

/** The rules of a group's text, each with its separator. */
const rulesOf = (rules: string) =>
  rules
    .split(SEPARATOR)
    .filter(Boolean)
    .map((rule) => rule + SEPARATOR);

/** What every page with the same stylesheet looks up in it, worked out once per stylesheet. */
interface SharedIndex {
  byId: Map<string, StyleGroup>;
  /** Each group's names. */
  names: Map<string, Set<string>>;
  /** Each group's rules, worked out when a page first needs them. */
  rules: Map<string, Set<string>>;
  /** Every group in order, without its rules (they are in the stylesheet), and its marker. */
  markers: { group: StyleGroup; text: string }[];
}

const indexes = new WeakMap<SheetParts, SharedIndex>();

function indexOf(shared: SheetParts): SharedIndex {
  let index = indexes.get(shared);
  if (!index) {
    index = {
      byId: new Map(shared.groups.map((group) => [group.id, group])),
      names: new Map(shared.groups.map((group) => [group.id, new Set(namesOf(group.names))])),
      rules: new Map(),
      markers: shared.groups
        .toSorted((a, b) => a.group - b.group)
        .map((group) => ({ group, text: markerOf(group) })),
    };
    indexes.set(shared, index);
  }
  return index;
}

function sharedRulesOf(index: SharedIndex, id: string): Set<string> {
  let rules = index.rules.get(id);
  if (!rules) {
    rules = new Set(rulesOf(index.byId.get(id)?.rules ?? ''));
    index.rules.set(id, rules);
  }
  return rules;
}

/**
 * The inline `<style>` of a page whose shared rules (`shared`) are in the stylesheet: its own
 * groups' rules where the stylesheet lacks a name of theirs, and every group's marker.
 */
export function pageStyle(page: SheetParts, shared: SheetParts): string {
  const index = indexOf(shared);
  /** The page's groups the stylesheet lacks, or lacks a name of. */
  const own = new Map<string, StyleGroup>();
  let added = false;
  for (const group of page.groups) {
    const known = index.byId.get(group.id);
    if (!known) {
      own.set(group.id, group);
      added = true;
      continue;
    }
    if (group.names === known.names) continue;
    const sharedNames = index.names.get(group.id) as Set<string>;
    const extra = namesOf(group.names).filter((name) => !sharedNames.has(name));
    // A name the stylesheet lacks: its rules stay inline, those the stylesheet has do not.
    if (extra.length > 0) {
      const sharedRules = sharedRulesOf(index, group.id);
      own.set(group.id, {
        ...group,
        names: known.names + extra.map((name) => `${name},`).join(''),
        rules: rulesOf(group.rules)
          .filter((rule) => !sharedRules.has(rule))
          .join(''),
      });
    }
  }
  const texts: { group: number; text: string }[] = index.markers.map(({ group, text }) => {
    const changed = own.get(group.id);
    return changed
      ? { group: group.group, text: changed.rules + markerOf(changed) }
      : { group: group.group, text };
  });
  if (added) {
    for (const group of own.values())
      if (!index.byId.has(group.id))
        texts.push({ group: group.group, text: group.rules + markerOf(group) });
    texts.sort((a, b) => a.group - b.group);
  }
  if (texts.length === 0) return '';
  const open = page.open || shared.open;
  return `${open}${texts.map((entry) => entry.text).join('')}</style>`;
}

/**
 * Inline styles worked out per stylesheet, by the page's style tags: pages of one kind add the
 * same rules (a filtered list's screen and panel, a search's), so their inline `<style>` is the
 * same text, worked out once (parsing the tags and comparing them with the stylesheet's groups was
 * ~3 % of a filtered type page's render). Bounded per stylesheet; the oldest goes first.
 */
const inlineStyles = new WeakMap<SheetParts, Map<string, string>>();

/** Inline styles kept per stylesheet at most (a page's tags are ~10-25 kB). */
export const INLINE_STYLES_KEPT = 64;

/** Inline styles worked out, and taken from those kept, since the start (for tests). */
export const inlineStyleCounts = { made: 0, taken: 0 };

/** `pageStyle(sheetParts(styleTags), shared)`, the same text, worked out once per distinct tags. */
export function inlinePageStyle(styleTags: string, shared: SheetParts): string {
  let kept = inlineStyles.get(shared);
  if (!kept) {
    kept = new Map();
    inlineStyles.set(shared, kept);
  }
  const known = kept.get(styleTags);
  if (known !== undefined) {
    inlineStyleCounts.taken += 1;
    return known;
  }
  inlineStyleCounts.made += 1;
  const style = pageStyle(sheetParts(styleTags), shared);
  if (kept.size >= INLINE_STYLES_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(styleTags, style);
  return style;
}

/** A short hash of `text` for a cacheable file's name (cyrb53, base 36). */
export function contentHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
