// Whether a server-rendered page came in islands (issue 34): its data block says so.
import { PAGE_DATA_ID } from '../ssr/pageData.ts';

/** The data block's attribute of a page rendered in islands. */
export const ISLANDS_ATTRIBUTE = 'data-islands';

/** Whether `doc` is a public page the server rendered in islands. */
export function isIslandPage(doc: Document): boolean {
  return doc.getElementById(PAGE_DATA_ID)?.hasAttribute(ISLANDS_ATTRIBUTE) ?? false;
}
