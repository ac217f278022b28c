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

/**
 * The inline `<style>` of a page whose shared rules (`shared`) are in the stylesheet: its own
 * groups' rules where the stylesheet lacks a name of theirs, and every group's marker.
 */
export function pageStyle(page: SheetParts, shared: SheetParts): string {
  const byId = new Map<string, StyleGroup>();
  const sharedGroups = new Map(shared.groups.map((group) => [group.id, group]));
  for (const group of shared.groups) byId.set(group.id, { ...group, rules: '' });
  for (const group of page.groups) {
    const known = byId.get(group.id);
    if (!known) {
      byId.set(group.id, group);
      continue;
    }
    const sharedNames = new Set(namesOf(known.names));
    const extra = namesOf(group.names).filter((name) => !sharedNames.has(name));
    // A name the stylesheet lacks: its rules stay inline, those the stylesheet has do not.
    if (extra.length > 0) {
      const sharedRules = new Set(rulesOf(sharedGroups.get(group.id)?.rules ?? ''));
      byId.set(group.id, {
        ...group,
        names: known.names + extra.map((name) => `${name},`).join(''),
        rules: rulesOf(group.rules)
          .filter((rule) => !sharedRules.has(rule))
          .join(''),
      });
    }
  }
  const groups = [...byId.values()].sort((a, b) => a.group - b.group);
  if (groups.length === 0) return '';
  const open = page.open || shared.open;
  return `${open}${groups.map((group) => group.rules + markerOf(group)).join('')}</style>`;
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
