import { useEffect } from 'react';

/** Sets `<page> | <product name>` as the document title (DECISIONS.md). */
export function usePageTitle(page: string, productName: string): void {
  useEffect(() => {
    document.title = `${page} | ${productName}`;
  }, [page, productName]);
}
