// styled-components compiles a component's CSS with stylis the first time a sheet meets it, and
// the server collects every page into a fresh sheet, so every render compiled every style of the
// page again (~14 % of a product page's server time, issue 10). The compiled rules depend only on
// stylis's arguments, so they are kept for the process and reused by later pages: the same rules
// reach each page's sheet, only without being compiled again.
import { useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';
import type { IStyleSheetContext } from 'styled-components';

type Stylis = IStyleSheetContext['stylis'];

/** Compiled rules kept per stylis instance; past this many, the oldest CSS text's go first. */
const MAX_ENTRIES = 5000;

const memoized = new WeakMap<Stylis, Stylis>();

/** `stylis` with its results kept: same arguments, same rules (the arrays are only read). */
export function rememberingStylis(stylis: Stylis): Stylis {
  let kept = memoized.get(stylis);
  if (kept) return kept;
  // By the CSS text first: styled-components has just looked that very string up (its name
  // cache), so its hash is already known, where a key made of all four arguments was a new
  // string of the CSS's length to hash on every call. Then by the rest, short.
  const rules = new Map<string, Map<string, string[]>>();
  let size = 0;
  const compile = (
    css: string,
    selector?: string,
    prefix?: string,
    componentId?: string,
  ): string[] => {
    const place = `${selector ?? ''}\u0000${prefix ?? ''}\u0000${componentId ?? ''}`;
    let byPlace = rules.get(css);
    let compiled = byPlace?.get(place);
    if (!compiled) {
      compiled = stylis(css, selector, prefix, componentId);
      if (size >= MAX_ENTRIES) {
        const [oldestCss, oldest] = rules.entries().next().value as [string, Map<string, string[]>];
        rules.delete(oldestCss);
        size -= oldest.size;
        if (oldestCss === css) byPlace = undefined;
      }
      if (!byPlace) rules.set(css, (byPlace = new Map()));
      byPlace.set(place, compiled);
      size++;
    }
    return compiled;
  };
  kept = Object.assign(compile, { hash: stylis.hash });
  memoized.set(stylis, kept);
  return kept;
}

/** Inside `sheet.collectStyles(…)`: the same sheet, with a stylis that remembers its rules. */
export function RememberedStyles({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(
    () => ({ ...context, stylis: rememberingStylis(context.stylis) }),
    [context],
  );
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
