// Visitor events of a page in islands (issue 26 on issue 34's pages): the parts that report them
// (a product page shown, its chat and marketplace links; a search answered, a result's card
// opened) are server HTML there, never hydrated, so the loader sends what their marks say
// (src/api/events.ts). Inside an island the component reports itself once live; a mark there is
// left to it.
import { REPORT_ATTRIBUTE, reportEvent } from '../../src/api/events.ts';
import type { VisitorEvent } from '../../src/lib/insights/insights.ts';
import { ISLAND_TAG } from '../../src/ui/islands/islandTag.ts';

function reportOf(element: Element, attribute: string): void {
  try {
    reportEvent(JSON.parse(element.getAttribute(attribute) ?? '') as VisitorEvent);
  } catch {
    // Statistics only: a damaged mark is dropped.
  }
}

/** Reports the page's views now and its marked links' clicks as they come. */
export function startReports(doc: Document): void {
  for (const element of doc.querySelectorAll(`[${REPORT_ATTRIBUTE.view}]`))
    if (!element.closest(ISLAND_TAG)) reportOf(element, REPORT_ATTRIBUTE.view);
  doc.addEventListener(
    'click',
    (event) => {
      const marked =
        event.target instanceof Element
          ? event.target.closest(`[${REPORT_ATTRIBUTE.click}]`)
          : null;
      if (marked && !marked.closest(ISLAND_TAG)) reportOf(marked, REPORT_ATTRIBUTE.click);
    },
    { capture: true, passive: true },
  );
}
